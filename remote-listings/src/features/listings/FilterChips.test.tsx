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

const chip = (label: string) => screen.getByRole('button', { name: `Remove filter: ${label}` });

describe('FilterChips', () => {
  it('shows nothing when no filter is chosen (the sort is not a filter)', () => {
    setup(q({ sort: 'price_asc' }));
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each chosen filter as a removable button, in the panel order, and Clear all', () => {
    setup(q({ rooms: ['2', '3'], price: ['500+'], type: 'Villa' }));
    const group = screen.getByRole('group', { name: 'Chosen filters' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Remove filter: Villa×',
      'Remove filter: 2 BHK×',
      'Remove filter: 3 BHK×',
      'Remove filter: ₹500+ Lacs×',
    ]);
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });

  it('removing a chip changes the query as unticking does, and focus moves to the next chip', async () => {
    const { changes, user } = setup(q({ rooms: ['2', '3'], price: ['500+'], sort: 'newest' }));
    await user.click(chip('2 BHK'));
    expect(changes).toEqual(['?rooms=3&price=500%2B&sort=newest']);
    expect(screen.queryByRole('button', { name: 'Remove filter: 2 BHK' })).not.toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(changes).toEqual(['?sort=price_desc']);
    expect(screen.getByRole('heading', { name: 'Residential Property in Noida' })).toHaveFocus();
  });

  it('is usable by keyboard alone', async () => {
    const { changes, user } = setup(q({ rooms: ['4'], bathrooms: ['1'] }));
    await user.tab();
    expect(chip('4 BHK')).toHaveFocus();
    await user.keyboard(' ');
    expect(changes).toEqual(['?bathrooms=1']);
    expect(chip('1 Bathroom')).toHaveFocus();
  });
});
