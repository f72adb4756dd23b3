import { filterListings, sortListings } from './filterListings';
import { EMPTY_FILTERS, type ListingFilters } from './filterOptions';

const f = (over: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...over });

const homes = [
  { id: 1, room: 1, bathroom: 1, property_status: 'New Launch' as const, price: 50, property_type: 'Apartment', created_at: '2025-01-01T00:00:00Z' },
  { id: 2, room: 2, bathroom: 2, property_status: 'Resale' as const, price: 51, property_type: 'House', created_at: '2025-03-01T00:00:00Z' },
  { id: 3, room: 3, bathroom: 2, property_status: 'Upcomming' as const, price: 100, property_type: 'Villa', created_at: '2025-02-01T00:00:00Z' },
  { id: 4, room: 4, bathroom: 3, property_status: 'Resale' as const, price: 500, property_type: 'Townhouse', created_at: '2024-12-01T00:00:00Z' },
  { id: 5, room: 5, bathroom: 5, property_status: 'New Launch' as const, price: 1200, property_type: 'Apartment', created_at: '2025-04-01T00:00:00Z' },
  { id: 6, room: 2, bathroom: 1, property_status: 'Resale' as const, price: 250, property_type: 'Condo', created_at: 'garbage' },
];
const shops = [
  { id: 11, furnishing: 'Full' as const, washroom: 1, property_status: 'Resale' as const, price: 80, property_type: 'Shop' },
  { id: 12, furnishing: 'Semi' as const, washroom: 2, property_status: 'New Launch' as const, price: 300, property_type: 'Office' },
  { id: 13, furnishing: 'None' as const, washroom: 2, property_status: 'Upcomming' as const, price: 20, property_type: 'Showroom' },
  { id: 14, furnishing: 'Full' as const, washroom: 5, property_status: 'Resale' as const, price: 700, property_type: 'Warehouse' },
];
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('filterListings', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterListings(homes, EMPTY_FILTERS))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ORs the options within a group', () => {
    expect(ids(filterListings(homes, f({ rooms: ['1', '3'] })))).toEqual([1, 3]);
    expect(ids(filterListings(homes, f({ status: ['New Launch', 'Upcomming'] })))).toEqual([1, 3, 5]);
  });

  it('ANDs the groups', () => {
    expect(ids(filterListings(homes, f({ rooms: ['2', '3'], bathrooms: ['2'] })))).toEqual([2, 3]);
    expect(ids(filterListings(homes, f({ rooms: ['2'], status: ['Resale'], price: ['101-200', '201-500'] })))).toEqual([6]);
    expect(filterListings(homes, f({ rooms: ['1'], status: ['Resale'] }))).toEqual([]);
  });

  it('matches rooms and bathrooms exactly (2 is not "at least 2")', () => {
    expect(ids(filterListings(homes, f({ rooms: ['2'] })))).toEqual([2, 6]);
    expect(ids(filterListings(homes, f({ bathrooms: ['5'] })))).toEqual([5]);
  });

  it('includes both price bounds', () => {
    expect(ids(filterListings(homes, f({ price: ['0-50'] })))).toEqual([1]);
    expect(ids(filterListings(homes, f({ price: ['51-100'] })))).toEqual([2, 3]);
    expect(ids(filterListings(homes, f({ price: ['201-500'] })))).toEqual([4, 6]);
  });

  it('reads 500+ as at least 500', () => {
    expect(ids(filterListings(homes, f({ price: ['500+'] })))).toEqual([4, 5]);
  });

  it('leaves gaps between bands uncovered (100.5 is in no band)', () => {
    expect(filterListings([{ id: 9, price: 100.5 }], f({ price: ['51-100', '101-200'] }))).toEqual([]);
  });

  it('matches furnishing and washrooms exactly', () => {
    expect(ids(filterListings(shops, f({ furnishing: ['Full'] })))).toEqual([11, 14]);
    expect(ids(filterListings(shops, f({ furnishing: ['Semi', 'None'], washrooms: ['2'] })))).toEqual([12, 13]);
    expect(ids(filterListings(shops, f({ washrooms: ['5'], status: ['Resale'], price: ['500+'] })))).toEqual([14]);
  });

  it('keeps items whose type contains the chosen text; empty restores all', () => {
    expect(ids(filterListings(homes, f({ type: 'Apartment' })))).toEqual([1, 5]);
    expect(ids(filterListings(homes, f({ type: 'house' })))).toEqual([2, 4]);
    expect(ids(filterListings(homes, f({ type: '' })))).toHaveLength(6);
    expect(ids(filterListings(homes, f({ type: '  ' })))).toHaveLength(6);
  });

  it('never matches missing or garbage values when a group is set', () => {
    const bad = [{ id: 99, room: Number.NaN, price: 'abc' as unknown as number, property_type: undefined }];
    expect(filterListings(bad, f({ rooms: ['1'] }))).toEqual([]);
    expect(filterListings(bad, f({ price: ['0-50'] }))).toEqual([]);
    expect(filterListings(bad, f({ type: 'Shop' }))).toEqual([]);
    expect(filterListings(bad, EMPTY_FILTERS)).toHaveLength(1);
  });

  it('ignores an unknown price band id (matches nothing in that group)', () => {
    expect(filterListings(homes, f({ price: ['1-2'] }))).toEqual([]);
  });
});

describe('sortListings', () => {
  it('sorts by price both ways, stable, missing prices last', () => {
    const list = [...homes, { id: 7, price: undefined }];
    expect(ids(sortListings(list, 'price_asc'))).toEqual([1, 2, 3, 6, 4, 5, 7]);
    expect(ids(sortListings(list, 'price_desc'))).toEqual([5, 4, 6, 3, 2, 1, 7]);
  });
  it('sorts newest first with unreadable dates last', () => {
    expect(ids(sortListings(homes, 'newest'))).toEqual([5, 2, 3, 1, 4, 6]);
  });
  it('keeps the order with no sort and does not mutate', () => {
    const copy = [...homes];
    expect(ids(sortListings(homes, ''))).toEqual([1, 2, 3, 4, 5, 6]);
    sortListings(homes, 'price_desc');
    expect(homes).toEqual(copy);
  });
});
