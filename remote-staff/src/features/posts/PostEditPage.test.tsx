import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPost } from 'contracts/api';
import { mockApi } from 'shared-ui/testing';
import { giveProseMirrorLayout } from '../../test/proseMirror';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import {
  apiError,
  createPostRoute,
  CSRF,
  deletePostRoute,
  postOf,
  postRoute,
  previewPostRoute,
  publishPostRoute,
  sessionOf,
  sessionRoute,
  unpublishPostRoute,
} from '../../test/api';
import { StaffGate } from '../session';
import PostEditPage from './PostEditPage';

// Records whether the editor's code (TipTap) has been loaded; jest runs this factory on first import.
let mockEditorLoaded = false;
jest.mock('@tiptap/react', () => {
  mockEditorLoaded = true;
  return jest.requireActual<object>('@tiptap/react');
});

const api = mockApi();
beforeAll(giveProseMirrorLayout);
beforeEach(() => useTestApiBase());

/** The screen as the routes give it: behind the gate (which also gives the session's CSRF token). */
function open(url: string, routePath: string) {
  api.use(sessionRoute({ body: sessionOf('editor') }));
  renderPage(
    <StaffGate area="posts" title="Blog post">
      <PostEditPage />
    </StaffGate>,
    url,
    routePath,
  );
}
const openNew = () => open('/staff/posts/new', '/staff/posts/new');
const openPost = (id: number) => open(`/staff/posts/${id}`, '/staff/posts/:id');

// The editor is a chunk of its own; its first load (TipTap and ProseMirror) can outlast findBy's usual second.
const findEditor = () => screen.findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });

const writes = () => api.calls.filter((c) => c.method !== 'GET');

describe('PostEditPage', () => {
  it('loads the editor only when the post screen opens (the list and the routes do not import it)', async () => {
    await import('./PostsPage');
    await import('../../exposes/routes');
    expect(mockEditorLoaded).toBe(false);
    openNew();
    expect(await findEditor()).toBeInTheDocument();
    expect(mockEditorLoaded).toBe(true);
  });

  it("creates a post: the API's field messages and a slug conflict keep what was typed", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    api.use(
      createPostRoute(() => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: { ...apiError(400, 'Invalid body').body, fields: { image: 'There is no picture blog-99.svg' } },
          };
        if (attempt === 2) return apiError(409, 'Another post has or had the slug metro-guide', 'Conflict');
        return { status: 201, body: { post: postOf(5, { title: 'Metro guide', slug: 'metro-guide-2' }) } };
      }),
      postRoute({ body: { post: postOf(5, { title: 'Metro guide', slug: 'metro-guide-2' }) } }),
    );
    openNew();
    await findEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'New post' })).toBeInTheDocument();

    const title = screen.getByLabelText(/^Title/);
    await user.type(title, 'Metro guide');
    expect(screen.getByText('/blog/metro-guide')).toBeInTheDocument();
    const image = screen.getByLabelText(/Picture file name/);
    await user.type(image, 'blog-99.svg');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('There is no picture blog-99.svg')).toBeInTheDocument();
    expect(title).toHaveValue('Metro guide');
    expect(image).toHaveValue('blog-99.svg');

    const slug = screen.getByLabelText(/^Slug/);
    await user.type(slug, 'metro-guide');
    await user.clear(image);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Another post has or had the slug metro-guide')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Metro guide');
    expect(slug).toHaveValue('metro-guide');

    await user.clear(slug);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/posts/5'));

    expect(writes().map((c) => c.body)).toEqual([
      '{"title":"Metro guide","image":"blog-99.svg","body":""}',
      '{"title":"Metro guide","slug":"metro-guide","image":"","body":""}',
      '{"title":"Metro guide","image":"","body":""}',
    ]);
    for (const w of writes()) expect(w.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it('refuses a post without a title or with a malformed slug before sending anything', async () => {
    const user = userEvent.setup();
    openNew();
    await findEditor();
    await user.type(screen.getByLabelText(/^Slug/), 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText(/Use lower-case letters and digits joined by single hyphens/)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('edits a post: sends the whole content, the slug only when changed, and shows old addresses', async () => {
    const user = userEvent.setup();
    let current = postOf(4, { oldSlugs: ['metro-guide-old'] });
    api.use(
      postRoute(() => ({ body: { post: current } })),
      postRoute((call) => {
        const content = JSON.parse(call.body ?? '{}') as Partial<StaffPost>;
        current = { ...current, ...content, updatedAt: '2026-11-28T11:00:00.000Z' };
        return { body: { post: current } };
      }, 'PUT'),
    );
    openPost(4);
    const title = await screen.findByLabelText(/^Title/);
    expect(await findEditor()).toHaveTextContent('The Aqua Line runs');
    expect(screen.getByText(/Old addresses that lead here: \/blog\/metro-guide-old/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.clear(title);
    await user.type(title, 'Aqua Line guide');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved\. The public page shows it/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aqua Line guide' })).toBeInTheDocument();

    const slug = screen.getByLabelText(/^Slug/);
    await user.clear(slug);
    await user.type(slug, 'aqua-line-guide');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(2));

    const body = '<p>The Aqua Line runs from Noida Sector 51 to Greater Noida.</p>';
    expect(writes().map((c) => [c.method, c.path, JSON.parse(c.body ?? '')])).toEqual([
      ['PUT', '/api/staff/posts/4', { title: 'Aqua Line guide', image: 'blog-3.svg', body }],
      ['PUT', '/api/staff/posts/4', { title: 'Aqua Line guide', slug: 'aqua-line-guide', image: 'blog-3.svg', body }],
    ]);
  });

  it('previews the body as the API sanitised it, and nothing executable from the answer appears', async () => {
    const user = userEvent.setup();
    api.use(
      postRoute({ body: { post: postOf(4, { body: '<p>Safe intro</p>' }) } }),
      previewPostRoute({
        body: { body: '<h2>Safe intro</h2><script>window.hacked = 1</script><img src="/x.png" onerror="alert(1)">' },
      }),
    );
    openPost(4);
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Preview of the public page' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Safe intro' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(preview.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(preview).toHaveTextContent('Noida metro guide 4');
    expect(api.calls.find((c) => c.path === '/api/staff/posts/preview')?.body).toBe('{"body":"<p>Safe intro</p>"}');
  });

  it('publishes now, unpublishes and schedules (India time), each write with the CSRF token', async () => {
    const user = userEvent.setup();
    let current = postOf(4);
    api.use(
      postRoute(() => ({ body: { post: current } })),
      publishPostRoute((call) => {
        const { at } = JSON.parse(call.body ?? '{}') as { at?: string };
        current =
          at === undefined
            ? { ...current, state: 'published', publishAt: '2026-11-28T03:30:00.000Z' }
            : { ...current, state: 'scheduled', publishAt: new Date(at).toISOString() };
        return { body: { post: current } };
      }),
      unpublishPostRoute(() => {
        current = { ...current, state: current.state === 'scheduled' ? 'draft' : 'unpublished' };
        return { body: { post: current } };
      }),
    );
    openPost(4);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/blog/noida-metro-guide-4',
    );
    expect(screen.getByRole('region', { name: 'Publishing' })).toHaveTextContent('Published 28 Nov 2026, 09:00 IST');

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the public page' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Publishing' })).toHaveTextContent(
      /answers “no longer available” \(410\)/,
    );

    const when = screen.getByLabelText('Publish at (India time)');
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('That time has passed: choose a time in the future (India time).')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/publish'))).toHaveLength(1);

    fireEvent.change(when, { target: { value: '2099-12-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('button', { name: 'Cancel the schedule' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Publishing' })).toHaveTextContent('Publishes 01 Dec 2099, 00:00 IST');

    expect(writes().map((c) => [c.path, c.body])).toEqual([
      ['/api/staff/posts/4/publish', '{}'],
      ['/api/staff/posts/4/unpublish', ''],
      ['/api/staff/posts/4/publish', '{"at":"2099-12-01T00:00:00+05:30"}'],
    ]);
    for (const w of writes()) expect(w.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it('deletes only after the confirm step, then goes back to the list', async () => {
    const user = userEvent.setup();
    api.use(postRoute({ body: { post: postOf(4) } }), deletePostRoute());
    openPost(4);
    await user.click(await screen.findByRole('button', { name: 'Delete…' }));
    expect(screen.getByRole('group', { name: 'Delete this post' })).toHaveTextContent(
      'Delete “Noida metro guide 4” for good?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/posts$/));
    expect(writes().map((c) => [c.method, c.path, c.headers.get('x-csrf-token')])).toEqual([
      ['DELETE', '/api/staff/posts/4', CSRF],
    ]);
  });

  it('says so for an address that names no post', async () => {
    open('/staff/posts/abc', '/staff/posts/:id');
    expect(await screen.findByText('There is no such post.')).toBeInTheDocument();
  });
});
