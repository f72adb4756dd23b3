import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServerPage, ServerPageContext, type ServerPage } from 'shared-ui';
import { renderWithProviders } from '../../test/renderWithProviders';
import { mockApi } from 'shared-ui/testing';
import { apiError, blogDataRoute, blogsRoute, homeBlogsRoute } from '../../test/api';
import { useTestConfig } from '../../test/testConfig';
import BlogListPage from './BlogListPage';
import BlogDetailPage, { NOT_FOUND_TITLE } from './BlogDetailPage';
import { NewsFeed } from './NewsFeed';
import { HOSTILE_BODY, makeBlog } from './blogFixtures';

const BLOGS = [1, 2, 3, 4, 5, 6].map((n) => makeBlog(n));

// Every post by its slug, the lists, and the API's 404 for an unknown slug; tests add their own.
const api = mockApi(
  blogsRoute({ body: { status: 200, get_blogs: BLOGS } }),
  homeBlogsRoute({ body: { status: 200, homeblogs: BLOGS.slice(0, 3) } }),
  blogDataRoute((call) => {
    const found = BLOGS.find((b) => call.path === `/api/get-blogdata/${b.slug}`);
    return found ? { body: { status: 200, get_blogdata: found } } : apiError(404, 'No blog post', 'Not Found');
  }),
);

declare global {
  interface Window {
    __pwned?: string;
  }
}

beforeEach(() => {
  useTestConfig();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete window.__pwned;
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
});
afterEach(() => jest.restoreAllMocks());

describe('BlogListPage', () => {
  it('shows the banner, breadcrumb and one card per post with tag, excerpt, date and READ MORE', async () => {
    // Awaited: the sidebar's popular-properties region suspends while its module loads the first time.
    await act(async () => {
      renderWithProviders(<BlogListPage />, { path: '/blog' });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'BLOGS & NEWS' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = cards[0]!;
    expect(within(first).getByText('Real Estate')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Post number 1 about Noida' })).toBeInTheDocument();
    const excerpt = within(first).getByText(/^Body of post 1\./);
    expect(excerpt.textContent?.endsWith('...')).toBe(true);
    expect(excerpt.textContent).toHaveLength(253);
    expect(within(first).getByRole('link', { name: /READ MORE/ })).toHaveAttribute('href', '/blog/post-1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/blogs/blog-1.svg');
    expect(first.querySelector('time')?.textContent).toMatch(/2025/);
  });

  it('has a sidebar with 4 latest blogs and the fixed category counts', async () => {
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    const latest = within(sidebar).getByRole('region', { name: 'Latest Blogs' });
    await waitFor(() => expect(within(latest).getAllByRole('link')).toHaveLength(4));
    const cats = within(sidebar).getByRole('region', { name: 'Top Categories' });
    expect(
      within(cats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apartments26', 'Picture Studio16', 'Office56']);
  });

  it('a failed call shows a polite message with Retry beside the sidebar, and Retry recovers', async () => {
    let fail = true;
    api.use(blogsRoute(() => (fail ? apiError(500) : { body: { status: 200, get_blogs: BLOGS } })));
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(/could not be loaded/);
    expect(screen.getByRole('region', { name: 'Top Categories' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument();
  });

  it('a garbage answer shows the error state with Retry, not a crash or an empty list', async () => {
    api.use({
      path: '/api/get-blogs',
      offContract: 'a garbage list, no status',
      reply: { body: { get_blogs: 'oops' } },
    });
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('The server sent an answer we could not read. Please try again later.');
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('No blog posts yet. Please check back soon.')).not.toBeInTheDocument();
  });
});

describe('BlogDetailPage', () => {
  it('shows the post with banner, breadcrumb, tag, author, date, image, metadata and JSON-LD', async () => {
    const { container } = renderWithProviders(<BlogDetailPage />, { path: '/blog/post-2', pattern: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 2 about Noida' })).toBeInTheDocument();
    // The spec's banner text is shown, but the page's one h1 is the post's title.
    expect(screen.getByText('NEWS DETAIL', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Blog', 'Post number 2 about Noida']);
    expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const article = screen.getByRole('article');
    expect(within(article).getByText('Real Estate')).toBeInTheDocument();
    expect(within(article).getByText('By : Admin')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Post number 2 about Noida' })).toHaveAttribute(
      'src',
      '/images/blogs/blog-2.svg',
    );
    expect(document.title).toBe('Post number 2 about Noida | Noida Realty Advisors');
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(head('meta[name="description"]')).toMatch(/^Body of post 2/);
    expect(head('meta[property="og:type"]')).toBe('article');
    // The post's picture as a JPEG link preview, absolute (the page itself shows the SVG).
    expect(head('meta[property="og:image"]')).toBe('http://localhost/images/og/blogs/blog-2.jpg');
    expect(head('meta[property="og:image:width"]')).toBe('1200');
    expect(head('meta[property="og:image:height"]')).toBe('630');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(head('meta[name="twitter:image"]')).toBe('http://localhost/images/og/blogs/blog-2.jpg');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Post number 2 about Noida',
      author: { name: 'Admin' },
    });
  });

  it('renders a hostile body as harmless markup: no scripts, handlers, javascript: links or iframes', async () => {
    const hostile = makeBlog(9, {
      slug: 'hostile-post',
      description: HOSTILE_BODY,
      title: 'Hostile </script><script>window.__pwned="title"</script>',
    });
    api.use(blogDataRoute({ body: { status: 200, get_blogdata: hostile } }));
    const { container } = renderWithProviders(<BlogDetailPage />, {
      path: '/blog/hostile-post',
      pattern: '/blog/:slug',
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Safe intro')).toBeInTheDocument();
    expect(within(article).getByText('Clickable paragraph')).not.toHaveAttribute('onclick');
    expect(within(article).getByText('click me')).not.toHaveAttribute('href');
    const body = within(article).getByText('Safe intro').parentElement!;
    expect(body.querySelector('script, iframe, svg')).toBeNull();
    expect(body.querySelector('[onerror], [onclick]')).toBeNull();
    // The JSON-LD is the only script, and it cannot be closed early by the title.
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).not.toContain('</script>');
    fireEvent.click(within(article).getByText('click me'));
    fireEvent.click(within(article).getByText('Clickable paragraph'));
    expect(window.__pwned).toBeUndefined();
  });

  it('an unknown slug (404) shows a clear not-found message inside the page, with the sidebar', async () => {
    renderWithProviders(<BlogDetailPage />, { path: '/blog/no-such-post', pattern: '/blog/:slug' });
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all blog posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('region', { name: 'Top Categories' })).toBeInTheDocument();
    expect(document.title).toBe('Blog post not found | Noida Realty Advisors');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['NEWS DETAIL']);
  });

  describe('the status the server answers with', () => {
    const serverPage = (path: string) => createServerPage(new URL(path, 'https://www.example.in'));
    const renderOnServer = async (page: ServerPage) =>
      // Awaited: on the server the screen waits (suspends) for its answer before it renders.
      act(async () => {
        renderWithProviders(
          <ServerPageContext.Provider value={page}>
            <BlogDetailPage />
          </ServerPageContext.Provider>,
          { path: page.url.pathname, pattern: '/blog/:slug' },
        );
      });

    it('is 404 for a slug that does not exist', async () => {
      const page = serverPage('/blog/no-such-post');
      await renderOnServer(page);
      expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
      expect(page.status).toBe(404);
    });

    it('is 404 for a slug that cannot exist', async () => {
      const page = serverPage('/blog/%3Cscript%3E');
      await renderOnServer(page);
      expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
      expect(page.status).toBe(404);
    });

    it('stays 200 for a post that exists, with its URLs on the site’s public origin', async () => {
      const page = serverPage('/blog/post-2');
      await renderOnServer(page);
      expect(await screen.findByRole('heading', { level: 1, name: 'Post number 2 about Noida' })).toBeInTheDocument();
      expect(page.status).toBe(200);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.example.in/blog/post-2',
      );
      const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
        image?: string;
      };
      expect(ld.image).toBe('https://www.example.in/images/blogs/blog-2.svg');
      // The share control's links carry the post's own address on the public origin.
      const share = screen.getByRole('region', { name: 'Share this post' });
      expect(within(share).getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://www.example.in/blog/post-2')}`,
      );
      expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    });
  });

  it('a malformed slug is not sent to the API at all', async () => {
    const { calls } = api;
    renderWithProviders(<BlogDetailPage />, { path: '/blog/%3Cscript%3E', pattern: '/blog/:slug' });
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/get-blogs')).toBe(true));
    expect(calls.some((c) => c.path.startsWith('/api/get-blogdata'))).toBe(false);
  });

  it('a server failure shows a polite message with Retry, and the sidebar still works', async () => {
    api.use(blogDataRoute('network-error'));
    renderWithProviders(<BlogDetailPage />, { path: '/blog/post-1', pattern: '/blog/:slug' });
    expect(await screen.findByText('The blog post could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest Blogs' });
    await waitFor(() => expect(within(latest).getAllByRole('link')).toHaveLength(4));
  });
});

describe('NewsFeed', () => {
  it('shows home blog cards, each with READ MORE to its post', async () => {
    renderWithProviders(<NewsFeed />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest News Feeds' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /READ MORE/, hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/post-1', '/blog/post-2', '/blog/post-3']);
  });

  it('a failed call shows a polite message', async () => {
    api.use(homeBlogsRoute(apiError(502, 'Bad Gateway', 'Bad Gateway')));
    renderWithProviders(<NewsFeed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
  });
});
