import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { mockApi } from 'shared-ui/testing';
import { useTestApiBase } from '../test/renderPage';
import { citiesRoute, postsRoute, postSummaryOf, sessionOf, sessionRoute, signedOut } from '../test/api';
import RemoteRoutes from './routes';

const api = mockApi();
beforeEach(() => useTestApiBase());

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staff/*" element={<RemoteRoutes segment="staff" />} />
        <Route path="/staff/leads" element={<p>leads screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('staff routes', () => {
  it('/staff asks a signed-out visitor to sign in', async () => {
    api.use(sessionRoute(signedOut));
    openAt('/staff');
    expect(await screen.findByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="staff"]')).not.toBeNull();
  });

  it('/staff/accounts refuses an agent, with the reason', async () => {
    api.use(sessionRoute({ body: sessionOf('agent') }));
    openAt('/staff/accounts');
    expect(await screen.findByText('Staff accounts is not open to your role')).toBeInTheDocument();
  });

  it('/staff/posts refuses an agent, with the reason', async () => {
    api.use(sessionRoute({ body: sessionOf('agent') }));
    openAt('/staff/posts');
    expect(await screen.findByText('Blog posts is not open to your role')).toBeInTheDocument();
    expect(screen.getByText('Signed in as agent: admin or editor may open this screen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Blog posts' })).toBeNull();
  });

  it('/staff/posts opens the blog desk for an editor, with Blog posts in the menu', async () => {
    api.use(
      sessionRoute({ body: sessionOf('editor') }),
      postsRoute({ body: { posts: [postSummaryOf(1)], total: 1, page: 1, limit: 20 } }),
    );
    openAt('/staff/posts');
    expect(await screen.findByRole('link', { name: 'Noida metro guide 1' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Back-office' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Listings', 'Blog posts']);
  });

  it('/staff/listings/new is the new-listing form, not the listing "new"', async () => {
    api.use(sessionRoute({ body: sessionOf('editor') }), citiesRoute());
    openAt('/staff/listings/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New listing' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/staff/listings/new');
  });

  it('an unknown staff path is the site 404', async () => {
    openAt('/staff/nope');
    expect(await screen.findByText('404 Not Found: there is no page at /staff/nope')).toBeInTheDocument();
  });
});
