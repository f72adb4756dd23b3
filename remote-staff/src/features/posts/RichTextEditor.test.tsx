import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { giveProseMirrorLayout } from '../../test/proseMirror';
import RichTextEditor from './RichTextEditor';

beforeAll(giveProseMirrorLayout);

function setup(initialHtml = '<p>Hello</p>') {
  const changes: string[] = [];
  render(<RichTextEditor initialHtml={initialHtml} onChange={(html) => changes.push(html)} />);
  return changes;
}

describe('RichTextEditor', () => {
  it('shows the body in a labelled text box with a toolbar of named buttons', async () => {
    setup('<h2>Metro</h2><p>Hello <strong>there</strong></p>');
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.querySelector('h2')?.textContent).toBe('Metro');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ])
      expect(toolbar).toContainElement(screen.getByRole('button', { name }));
  });

  it('drops what the public page would not show (code, strike-through, rules, h1)', async () => {
    setup('<h1>Big</h1><p><s>gone</s> <code>x</code></p><hr><pre><code>y</code></pre>');
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.querySelector('h1, s, code, hr, pre')).toBeNull();
  });

  it('makes the selected paragraph a heading and reports the HTML', async () => {
    const user = userEvent.setup();
    const changes = setup('<p>Hello</p>');
    await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<h2>Hello</h2>'));
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<ul><li><p>Hello</p></li></ul>'));
  });

  it('refuses a link the public page would drop, and sets a good one', async () => {
    const user = userEvent.setup();
    const changes = setup('<p>Hello</p>');
    const box = await screen.findByRole('textbox', { name: 'Body' });
    // Select the whole text (ProseMirror's own Mod-a), then link it.
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText(/Give a web address/)).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.clear(address);
    await user.type(address, 'www.example.com');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.queryByLabelText('Link address')).toBeNull();
    await waitFor(() => expect(changes.at(-1)).toBe('<p><a href="https://www.example.com">Hello</a></p>'));
    expect(screen.getByRole('button', { name: 'Remove link' })).toBeInTheDocument();
  });
});
