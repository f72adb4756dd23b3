import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import buttons from '../../ui/buttons.module.css';
import { linkHref } from './linkHref';
import styles from './RichTextEditor.module.css';

/**
 * Only what the public page's sanitiser keeps and its styles show: headings (h2, h3: the page's
 * h1 is the title), paragraphs, bold, italic, lists, links and quotes. Code, strike-through,
 * underline and rules are left out, so nothing typed here looks different on the site.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // An empty paragraph kept after the last block would be stored and shown as a gap on the page.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Links open in the same tab, as the site's own links do; the sanitiser adds rel to a new-tab link.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => linkHref(url) === url,
    },
  }),
];

export interface RichTextEditorProps {
  /** The HTML the editor starts from (read once). */
  initialHtml: string;
  /** Every change, as HTML ('' for an empty body). */
  onChange: (html: string) => void;
  /** The id of the message under the field, when there is one. */
  errorId?: string | undefined;
  invalid?: boolean;
}

/** The post body's editor: TipTap with a toolbar of real buttons. Loaded only by the post screen. */
export default function RichTextEditor({ initialHtml, onChange, errorId, invalid = false }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label}>
        Body
      </span>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div className={styles.toolbarWrap}>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
        <Tool label="Heading" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </Tool>
        <Tool label="Subheading" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </Tool>
        <Tool label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </Tool>
        <Tool label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </Tool>
        <Tool label="Bulleted list" pressed={state.bullets} onClick={() => chain().toggleBulletList().run()}>
          • List
        </Tool>
        <Tool label="Numbered list" pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
          1. List
        </Tool>
        <Tool label="Quote" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          “ ”
        </Tool>
        <Tool label="Link" pressed={state.link || linking} onClick={() => setLinking((v) => !v)}>
          Link
        </Tool>
        {state.link ? (
          <Tool label="Remove link" onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            Unlink
          </Tool>
        ) : null}
        <Tool label="Undo" disabled={!state.undo} onClick={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label="Redo" disabled={!state.redo} onClick={() => chain().redo().run()}>
          ↷
        </Tool>
      </div>
      {linking ? (
        <LinkForm
          initial={(editor.getAttributes('link') as { href?: string }).href ?? ''}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function Tool({
  label,
  pressed,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection: a click on a tool must not move the focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The link's address, checked against what the public page keeps before it is set. */
function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState('');
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(typed);
    if (href === null) {
      setProblem('Give a web address (https://…), an e-mail (mailto:…), a phone (tel:…) or a site path (/blog/…).');
      return;
    }
    onApply(href);
  };
  // Not a <form>: this sits inside the post's form, and forms do not nest.
  return (
    <div className={styles.linkForm} role="group" aria-label="Link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(e);
          if (e.key === 'Escape') onCancel();
        }}
      />
      <button type="button" className={buttons.button} onClick={apply}>
        Apply link
      </button>
      <button type="button" className={buttons.button} onClick={onCancel}>
        Cancel
      </button>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
