import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router';
import { listItem } from './listingFixtures';
import { ListingResultsView } from './ListingResultsView';
import type { ListingResults } from './useListingResults';

const item = (p_id: number, title: string) => listItem(p_id, { title });

function setup(over: Partial<ListingResults>, startHref?: string) {
  const results: ListingResults = {
    busy: false,
    failed: false,
    moreFailed: false,
    error: undefined,
    items: [],
    count: 0,
    total: 0,
    firstShown: 1,
    hasMore: false,
    loadingMore: false,
    pagesLoaded: 0,
    loadMore: jest.fn(),
    retry: jest.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <ListingResultsView
        kind="residential"
        results={results}
        moreHref="/project-listing?pages=2"
        startHref={startHref}
      />
    </MemoryRouter>,
  );
  return { results, user: userEvent.setup() };
}

describe('ListingResultsView', () => {
  it('shows only the spinner while busy', () => {
    setup({ busy: true, items: [item(1, 'One')], count: 1, total: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading properties…');
    expect(screen.queryByText(/property found/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the count and 'No more project matching your criteria' for an empty list", () => {
    setup({});
    expect(screen.getByText('0 property found')).toBeInTheDocument();
    // The toolbar's count is the live region; this line is not a second one.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No more project matching your criteria')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the server’s cards in its order, the count and Load more with the progress', async () => {
    const { results, user } = setup({
      items: [item(7, 'Seven'), item(3, 'Three')],
      count: 30,
      total: 30,
      hasMore: true,
    });
    expect(screen.getByText('30 property found')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3, h2')?.textContent)).toEqual([
      'Seven',
      'Three',
    ]);
    expect(screen.getByText('Showing 2 of 30')).toBeInTheDocument();
    // A link to the URL with one page more (it works without JavaScript); a click adds it in place.
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/project-listing?pages=2');
    await user.click(more);
    expect(results.loadMore).toHaveBeenCalledTimes(1);
    // A click that asks for a new tab is the browser's: the page stays as it is.
    await user.keyboard('{Control>}');
    await user.click(more);
    await user.keyboard('{/Control}');
    expect(results.loadMore).toHaveBeenCalledTimes(1);
  });

  it("disables Load more while the next page loads ('Loading…')", async () => {
    const { results, user } = setup({ items: [item(1, 'One')], count: 5, total: 5, hasMore: true, loadingMore: true });
    const more = screen.getByRole('link', { name: 'Loading…' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(results.loadMore).not.toHaveBeenCalled();
  });

  it('a failed first call shows its error alone: no count, no "no match" text', async () => {
    const { results, user } = setup({
      failed: true,
      error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
    });
    expect(screen.queryByText(/property found/)).not.toBeInTheDocument();
    expect(screen.queryByText('No more project matching your criteria')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(results.retry).toHaveBeenCalledTimes(1);
  });

  it('a failed Load more keeps the cards and offers to try the next page again', async () => {
    const { results, user } = setup({
      moreFailed: true,
      error: { status: 500, data: {} },
      items: [item(1, 'One')],
      count: 20,
      total: 20,
      hasMore: true,
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('20 property found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(results.loadMore).toHaveBeenCalledTimes(1);
  });

  it('results that start past the first pages say which part they show and link back to the start', () => {
    const items = [item(121, 'One'), item(122, 'Two')];
    setup({ items, count: 300, total: 300, firstShown: 121, hasMore: true, pagesLoaded: 1 }, '/project-listing');
    expect(screen.getByText('300 property found')).toBeInTheDocument();
    expect(screen.getByText('Showing 121–122 of 300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first properties' })).toHaveAttribute(
      'href',
      '/project-listing',
    );
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '/project-listing?pages=2');
  });
});
