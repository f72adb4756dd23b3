import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  POST_TITLE_MAX,
  postSlugFromTitle,
  staffPostCreateSchema,
  staffPostUpdateSchema,
  type StaffPost,
} from 'contracts/api';
import { FormField, Spinner, StatusMessage } from 'shared-ui';
import { Link, useNavigate, useParams } from 'shared-ui/router';
import { failureMessage, fieldMessages } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import buttons from '../../ui/buttons.module.css';
import { PostPreview } from './PostPreview';
import { PostPublishing } from './PostPublishing';
import { publicPostPath, publishTimeText } from './postStates';
import { useCreatePostMutation, useGetPostQuery, useUpdatePostMutation } from './postsEndpoints';
import styles from './PostEditPage.module.css';

// The editor (TipTap and ProseMirror) is this screen's alone: a chunk of its own, fetched when
// the screen opens, never with the staff remote's first chunk (and never by a public page).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** /staff/posts/new and /staff/posts/{id}: a post's content, its preview and its publication. */
export default function PostEditPage() {
  const { id: param } = useParams();
  if (param === undefined) return <PostForm post={null} />;
  const id = Number(param);
  if (!/^[1-9][0-9]{0,9}$/.test(param) || !Number.isSafeInteger(id))
    return <StatusMessage message="There is no such post." />;
  return <PostLoader id={id} />;
}

function PostLoader({ id }: { id: number }) {
  const { data, error, isLoading, refetch } = useGetPostQuery(id);
  if (isLoading) return <Spinner label="Loading the post…" />;
  if (error || data === undefined)
    return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  // Keyed by id only: what was typed stays while the post's state changes (publish, unpublish).
  return <PostForm key={data.post.id} post={data.post} />;
}

interface Draft {
  title: string;
  slug: string;
  image: string;
  body: string;
}

const draftOf = (post: StaffPost | null): Draft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  image: post?.image ?? '',
  body: post?.body ?? '',
});

/** What Save sends: the slug only when one is given (new) or changed (edit). */
function contentOf(draft: Draft, post: StaffPost | null) {
  const slug = draft.slug.trim();
  const sendSlug = slug !== '' && slug !== post?.slug;
  return {
    title: draft.title,
    ...(sendSlug ? { slug } : {}),
    image: draft.image.trim(),
    body: draft.body,
  };
}

function PostForm({ post }: { post: StaffPost | null }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [saved, setSaved] = useState<Draft>(() => draftOf(post));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [create, creating] = useCreatePostMutation();
  const [update, updating] = useUpdatePostMutation();
  const saving = post === null ? creating : updating;
  const error = saving.error;
  const conflict = error !== undefined && 'status' in error && error.status === 409 ? failureMessage(error) : undefined;
  const fields: Record<string, string | undefined> = {
    ...fieldMessages(error),
    ...(conflict ? { slug: conflict } : {}),
    ...checked,
  };
  const hasFieldMessage = Object.values(fields).some(Boolean);
  const dirty = JSON.stringify(contentOf(draft, post)) !== JSON.stringify(contentOf(saved, post));
  const set = (name: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = contentOf(draft, post);
    // Checked with the API's own schema first: a slip is shown at once and nothing is sent.
    const result = (post === null ? staffPostCreateSchema : staffPostUpdateSchema).safeParse(content);
    if (!result.success) {
      setChecked(
        Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message])),
      );
      return;
    }
    setChecked({});
    if (post === null) {
      const answer = await create(content);
      if (answer.data) void navigate(`/staff/posts/${answer.data.post.id}`, { replace: true });
      return;
    }
    const answer = await update({ id: post.id, content });
    if (answer.data) {
      const next = draftOf(answer.data.post);
      // The stored body is the sanitised one; what was typed stays in the editor.
      setSaved({ ...next, body: draft.body });
      setDraft((d) => ({ ...d, slug: next.slug }));
    }
  };

  const slugShown = draft.slug.trim() || (post?.slug ?? postSlugFromTitle(draft.title));

  return (
    <article className={styles.page}>
      <p>
        <Link to="/staff/posts">← All posts</Link>
      </p>
      <h1 className={styles.title}>{post === null ? 'New post' : post.title}</h1>
      {post !== null ? (
        <p className={styles.meta}>
          {publishTimeText(post)} · changed {formatDateTime(post.updatedAt)} · by{' '}
          {post.author?.email ?? 'the site’s seed'}
        </p>
      ) : null}
      {post?.state === 'published' ? (
        <p>
          <a href={publicPostPath(post.slug)}>Open the public page</a> ({publicPostPath(post.slug)})
        </p>
      ) : null}

      {error && !hasFieldMessage ? <StatusMessage message={failureMessage(error)} /> : null}
      {saving.isSuccess && !error && !dirty && post !== null ? (
        <StatusMessage tone="info" message="Saved. The public page shows it within a few seconds." />
      ) : null}

      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <FormField
          label="Title"
          required
          maxLength={POST_TITLE_MAX}
          value={draft.title}
          error={fields.title}
          onChange={(e) => set('title')(e.target.value)}
        />
        <FormField
          label="Slug (optional)"
          value={draft.slug}
          error={fields.slug}
          spellCheck={false}
          autoCapitalize="off"
          placeholder={post === null ? postSlugFromTitle(draft.title || 'post') : undefined}
          onChange={(e) => set('slug')(e.target.value)}
        />
        <p className={styles.hint}>
          Public address: <code>{publicPostPath(slugShown)}</code>
          {post === null && draft.slug.trim() === ''
            ? ' (made from the title; -2 is added if another post has it)'
            : ''}
          {post !== null && post.oldSlugs.length > 0
            ? `. Old addresses that lead here: ${post.oldSlugs.map(publicPostPath).join(', ')}`
            : ''}
        </p>
        <FormField
          label="Picture file name (optional)"
          value={draft.image}
          error={fields.image}
          placeholder="blog-3.svg"
          spellCheck={false}
          onChange={(e) => set('image')(e.target.value)}
        />
        <p className={styles.hint}>A file under /images/blogs/; empty for the site’s usual picture.</p>
        <Suspense fallback={<Spinner label="Loading the editor…" />}>
          <RichTextEditor
            initialHtml={draft.body}
            onChange={set('body')}
            invalid={Boolean(fields.body)}
            errorId={fields.body ? 'post-body-error' : undefined}
          />
        </Suspense>
        {fields.body ? (
          <p id="post-body-error" className={styles.error}>
            {fields.body}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={saving.isLoading || (post !== null && !dirty)}>
            {saving.isLoading ? 'Saving…' : post === null ? 'Save draft' : 'Save changes'}
          </button>
        </div>
      </form>

      <PostPreview title={draft.title} body={draft.body} />

      {post === null ? (
        <p className={styles.hint}>Save the draft first; then publish it now or at a set time.</p>
      ) : (
        <PostPublishing post={post} unsaved={dirty} />
      )}
    </article>
  );
}
