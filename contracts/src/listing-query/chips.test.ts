import { filterChips, focusAfterRemoving, withoutChip } from './chips';
import {
  EMPTY_LISTING_QUERY as EMPTY,
  listingSearch,
  parseListingSearch,
  toggleFilterOption,
  type ListingQuery,
} from './query';

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...EMPTY, ...over });

describe('filterChips', () => {
  it('has no chip for an empty query, and none for the sort', () => {
    expect(filterChips(EMPTY, 'residential')).toEqual([]);
    expect(filterChips(q({ sort: 'price_asc' }), 'commercial')).toEqual([]);
  });

  it('names each residential choice on its own, type first, in the panel order', () => {
    const chips = filterChips(
      parseListingSearch(
        '?price=500%2B,0-50&status=Resale&bathrooms=1,3&rooms=2&type=Villa&sort=newest',
        'residential',
      ),
      'residential',
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Villa',
      '2 BHK',
      '1 Bathroom',
      '3 Bathrooms',
      'Resale',
      '₹0-50 Lacs',
      '₹500+ Lacs',
    ]);
    expect(chips[0]).toEqual({ id: 'type:Villa', field: 'type', value: 'Villa', label: 'Villa' });
    expect(chips[1]).toEqual({ id: 'rooms:2', field: 'rooms', value: '2', label: '2 BHK' });
  });

  it('names commercial choices, and leaves out groups of the other kind', () => {
    const query = q({
      furnishing: ['Full', 'Semi', 'None'],
      washrooms: ['1', '2'],
      rooms: ['3'],
      status: ['Upcomming'],
    });
    expect(filterChips(query, 'commercial').map((c) => c.label)).toEqual([
      'Fully furnished',
      'Semi-furnished',
      'Unfurnished',
      '1 Washroom',
      '2 Washrooms',
      'Upcomming',
    ]);
    expect(filterChips(query, 'residential').map((c) => c.id)).toEqual(['rooms:3', 'status:Upcomming']);
  });

  it('gives every chip a unique id', () => {
    const chips = filterChips(q({ rooms: ['1', '2'], bathrooms: ['1', '2'], price: ['0-50'] }), 'residential');
    expect(new Set(chips.map((c) => c.id)).size).toBe(chips.length);
  });
});

describe('withoutChip', () => {
  const query = q({ rooms: ['2', '3'], price: ['500+'], type: 'Apartment', sort: 'price_desc' });

  it('removes one value exactly as unticking its checkbox does (same URL)', () => {
    const next = withoutChip(query, { field: 'rooms', value: '2' });
    expect(next).toEqual(toggleFilterOption(query, 'rooms', '2'));
    expect(listingSearch(next, 'residential')).toBe('?rooms=3&price=500%2B&type=Apartment&sort=price_desc');
  });

  it('removes the type as choosing "All types" does, and keeps the sort', () => {
    expect(listingSearch(withoutChip(query, { field: 'type', value: 'Apartment' }), 'residential')).toBe(
      '?rooms=2%2C3&price=500%2B&sort=price_desc',
    );
  });

  it('removing every chip one by one leaves only the sort', () => {
    let next = query;
    for (const chip of filterChips(query, 'residential')) next = withoutChip(next, chip);
    expect(next).toEqual(q({ sort: 'price_desc' }));
  });

  it('leaves the query as it is for a chip it does not hold (never adds a choice)', () => {
    expect(withoutChip(query, { field: 'rooms', value: '5' })).toBe(query);
    expect(withoutChip(query, { field: 'type', value: 'Villa' })).toBe(query);
    expect(withoutChip(query, { field: 'status', value: 'Resale' })).toBe(query);
  });
});

describe('focusAfterRemoving', () => {
  const chips = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('is the next chip, else the one before, else null', () => {
    expect(focusAfterRemoving(chips, 'a')).toBe('b');
    expect(focusAfterRemoving(chips, 'b')).toBe('c');
    expect(focusAfterRemoving(chips, 'c')).toBe('b');
    expect(focusAfterRemoving([{ id: 'a' }], 'a')).toBeNull();
    expect(focusAfterRemoving([], 'a')).toBeNull();
    expect(focusAfterRemoving(chips, 'zz')).toBeNull();
  });
});
