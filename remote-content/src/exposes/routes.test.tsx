import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { ERROR_TITLE } from 'shared-ui';
import { mockApi } from 'shared-ui/testing';
import { apiError, blogDataRoute, blogsRoute, homeBlogsRoute } from '../test/api';
import { useTestConfig } from '../test/testConfig';
import RemoteRoutes from './routes';

function renderAt(path: string) {
  const segment = path.split('/')[1] ?? '';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/${segment}/*`} element={<RemoteRoutes segment={segment} />} />
      </Routes>
    </MemoryRouter>,
  );
}

// No posts, and no post by any slug: the screens' banners are what these tests look for.
mockApi(
  blogsRoute({ body: { status: 200, get_blogs: [] } }),
  homeBlogsRoute({ body: { status: 200, homeblogs: [] } }),
  blogDataRoute(apiError(404, 'No blog post', 'Not Found')),
);

beforeEach(() => {
  useTestConfig();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('content routes', () => {
  it.each([
    ['/about', 'ABOUT US'],
    ['/blog', 'BLOGS & NEWS'],
    ['/blog/some-post', 'NEWS DETAIL'],
    ['/gallery', 'GALLERY'],
    ['/contact', 'CONTACT US'],
    ['/privacy-policy', 'PRIVACY POLICY'],
    ['/terms-and-conditions', 'TERMS & CONDITIONS'],
  ])('%s lazy-loads its screen', async (path, banner) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: banner })).toBeInTheDocument();
  });

  it.each(['/about/team', '/gallery/1/2', '/blog/a/b', '/contact/x', '/privacy-policy/x', '/terms-and-conditions/1'])(
    '%s is a 404 inside the site',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
      expect(screen.getByText(`404 Not Found: there is no page at ${path}`)).toBeInTheDocument();
    },
  );

  it('an unknown segment gets the 404 screen', async () => {
    renderAt('/elsewhere');
    expect(await screen.findByText('404 Not Found: there is no page at /elsewhere')).toBeInTheDocument();
  });
});
