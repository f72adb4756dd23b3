import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EMPTY_LISTING_QUERY, listingSearch, type ListingQuery } from 'contracts/listing-query';
import { FilterChips } from './FilterChips';

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...EMPTY_LISTING_QUERY, ...over });

/** The page's side: the query it holds (the URL), every change recorded. */
function Page({ start, changes }: { start: ListingQuery; changes: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <h2 id="heading" tabIndex={-1}>
        Residential Property in Noida
      </h2>
      <FilterChips
        kind="residential"
        value={value}
        headingId="heading"
        hrefFor={(next) => `/property/noida/all/residential${listingSearch(next, 'residential')}`}
        onChange={(next) => {
          changes.push(listingSearch(next, 'residential'));
          setValue(next);
        }}
      />
    </>
  );
}

function setup(start: ListingQuery) {
  const changes: string[] = [];
  render(<Page start={start} changes={changes} />);
  return { changes, user: userEvent.setup() };
}

const chip = (label: string) => screen.getByRole('link', { name: `Remove filter: ${label}` });

describe('FilterChips', () => {
  it('shows nothing when no filter is chosen (the sort is not a filter)', () => {
    setup(q({ sort: 'price_asc' }));
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows each chosen filter as a link to the page without it, in the panel order, and Clear all', () => {
    setup(q({ rooms: ['2', '3'], price: ['500+'], type: 'Villa' }));
    const group = screen.getByRole('group', { name: 'Chosen filters' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Remove filter: Villa×',
      'Remove filter: 2 BHK×',
      'Remove filter: 3 BHK×',
      'Remove filter: ₹500+ Lacs×',
    ]);
    // Links, so they work without JavaScript: each to the page's URL without its filter.
    expect(chip('2 BHK')).toHaveAttribute('href', '/property/noida/all/residential?rooms=3&price=500%2B&type=Villa');
    expect(chip('Villa')).toHaveAttribute('href', '/property/noida/all/residential?rooms=2%2C3&price=500%2B');
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/property/noida/all/residential');
  });

  it('removing a chip changes the query as unticking does, and focus moves to the next chip', async () => {
    const { changes, user } = setup(q({ rooms: ['2', '3'], price: ['500+'], sort: 'newest' }));
    await user.click(chip('2 BHK'));
    expect(changes).toEqual(['?rooms=3&price=500%2B&sort=newest']);
    expect(screen.queryByRole('link', { name: 'Remove filter: 2 BHK' })).not.toBeInTheDocument();
    expect(chip('3 BHK')).toHaveFocus();
  });

  it('removing the last chip in the row moves focus to the one before it, then to the heading', async () => {
    const { changes, user } = setup(q({ rooms: ['2'], status: ['Resale'] }));
    await user.click(chip('Resale'));
    expect(chip('2 BHK')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['?rooms=2', '']);
    expect(screen.getByRole('heading', { name: 'Residential Property in Noida' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it('Clear all empties every filter, keeps the sort and moves focus to the heading', async () => {
    const { changes, user } = setup(q({ rooms: ['1'], bathrooms: ['2'], type: 'House', sort: 'price_desc' }));
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(changes).toEqual(['?sort=price_desc']);
    expect(screen.getByRole('heading', { name: 'Residential Property in Noida' })).toHaveFocus();
  });

  it('a click asking for a new tab is left to the browser (the link opens there), nothing changes here', async () => {
    const { changes, user } = setup(q({ rooms: ['2'] }));
    const link = chip('2 BHK');
    // jsdom cannot open a tab: the default action is what a real browser would follow.
    let defaultPrevented: boolean | null = null;
    link.addEventListener('click', (e) => {
      defaultPrevented = e.defaultPrevented;
      e.preventDefault();
    });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(defaultPrevented).toBe(false);
    expect(changes).toEqual([]);
    expect(chip('2 BHK')).toBeInTheDocument();
  });

  it('is usable by keyboard alone', async () => {
    const { changes, user } = setup(q({ rooms: ['4'], bathrooms: ['1'] }));
    await user.tab();
    expect(chip('4 BHK')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['?bathrooms=1']);
    expect(chip('1 Bathroom')).toHaveFocus();
  });
});
