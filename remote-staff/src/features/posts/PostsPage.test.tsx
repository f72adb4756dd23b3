import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { postsRoute, postSummaryOf } from '../../test/api';
import PostsPage from './PostsPage';

const api = mockApi();
beforeEach(() => useTestApiBase());

const listCalls = () => api.calls.filter((c) => c.path === '/api/staff/posts');

describe('PostsPage', () => {
  it('lists posts with state, India-time publication, change time and author, and pages on', async () => {
    const user = userEvent.setup();
    api.use(
      postsRoute((call) =>
        call.query.get('page') === '1'
          ? {
              body: {
                posts: [
                  postSummaryOf(1, { state: 'published', publishAt: '2026-11-28T03:30:00.000Z' }),
                  postSummaryOf(2, { state: 'scheduled', publishAt: '2026-11-30T18:30:00.000Z', author: null }),
                ],
                total: 21,
                page: 1,
                limit: 20,
              },
            }
          : { body: { posts: [postSummaryOf(3)], total: 21, page: 2, limit: 20 } },
      ),
    );
    renderPage(<PostsPage />, '/staff/posts');

    expect(await screen.findByRole('link', { name: 'Noida metro guide 1' })).toHaveAttribute('href', '/staff/posts/1');
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/staff/posts/new');
    const list = screen.getByRole('list', { name: /Blog posts/ });
    expect(list).toHaveTextContent('Published 28 Nov 2026, 09:00 IST');
    expect(list).toHaveTextContent('Publishes 01 Dec 2026, 00:00 IST');
    expect(list).toHaveTextContent('changed 28 Nov 2026, 15:35 IST');
    expect(list).toHaveTextContent('by editor@noida-realty.example');
    expect(list).toHaveTextContent('by the site’s seed');
    // Only a published post links to its public page.
    expect(within(list).getAllByRole('link', { name: 'public page' })).toEqual([
      expect.objectContaining({ href: expect.stringMatching(/\/blog\/noida-metro-guide-1$/) }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Older changes' }));
    expect(await screen.findByRole('link', { name: 'Noida metro guide 3' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.query.toString()).toBe('page=2&limit=20');
    // 21 posts: two pages are all of them.
    expect(screen.queryByRole('button', { name: 'Older changes' })).toBeNull();
  });

  it('filters by state in the address and by title search kept out of it', async () => {
    const user = userEvent.setup();
    api.use(postsRoute({ body: { posts: [], total: 0, page: 1, limit: 20 } }));
    renderPage(<PostsPage />, '/staff/posts');
    expect(await screen.findByText('No post matches these filters.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'scheduled');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/posts?state=scheduled'));
    await waitFor(() => expect(listCalls().at(-1)?.query.toString()).toBe('state=scheduled&page=1&limit=20'));

    await user.type(screen.getByRole('searchbox'), 'metro');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('q')).toBe('metro'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/posts\?state=scheduled$/);
  });

  it('reads an unknown state in the address as any state', async () => {
    api.use(postsRoute({ body: { posts: [postSummaryOf(1)], total: 1, page: 1, limit: 20 } }));
    renderPage(<PostsPage />, '/staff/posts?state=bogus');
    expect(await screen.findByRole('link', { name: 'Noida metro guide 1' })).toBeInTheDocument();
    expect(listCalls()[0]?.query.has('state')).toBe(false);
    expect(screen.getByLabelText('State')).toHaveValue('');
  });
});
