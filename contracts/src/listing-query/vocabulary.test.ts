import { FURNISHINGS, PROPERTY_STATUSES } from '../api/enums';
import {
  BUDGET_BANDS,
  COMMERCIAL_TYPES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  FILTER_GROUPS,
  FILTER_GROUP_TEXT,
  GROUPS_FOR,
  GROUP_VALUES,
  LISTING_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PRICE_BANDS,
  PRICE_BAND_IDS,
  RESIDENTIAL_TYPES,
  SEARCH_CITIES,
  SEARCH_TYPE_OF,
  SORT_KEYS,
  SORT_OPTIONS,
  inPriceBand,
  typesFor,
} from './vocabulary';

describe('filter vocabulary (spec sections 5 and 9)', () => {
  it('has the spec texts, spelling included', () => {
    expect(GROUP_VALUES.status).toBe(PROPERTY_STATUSES);
    expect(GROUP_VALUES.status).toEqual(['New Launch', 'Resale', 'Upcomming']);
    expect(GROUP_VALUES.furnishing).toBe(FURNISHINGS);
    expect(GROUP_VALUES.furnishing).toEqual(['Full', 'Semi', 'None']);
    for (const group of ['rooms', 'bathrooms', 'washrooms'] as const)
      expect(GROUP_VALUES[group]).toEqual(['1', '2', '3', '4', '5']);
    expect(FILTER_GROUPS).toEqual(['rooms', 'bathrooms', 'washrooms', 'furnishing', 'status', 'price']);
  });

  it('gives every group its panel label and option texts', () => {
    expect(Object.fromEntries(FILTER_GROUPS.map((g) => [g, FILTER_GROUP_TEXT[g].label]))).toEqual({
      rooms: 'Rooms',
      bathrooms: 'Bathrooms',
      washrooms: 'Washrooms',
      furnishing: 'Furnishing',
      status: 'Status',
      price: 'Price (Lacs)',
    });
    expect(FILTER_GROUP_TEXT.rooms.options.map((o) => o.label)).toEqual(['1 BHK', '2 BHK', '3 BHK', '4 BHK', '5 BHK']);
    expect(FILTER_GROUP_TEXT.washrooms.options.map((o) => o.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(FILTER_GROUP_TEXT.price.options.map((o) => o.label)).toEqual([
      '0-50',
      '51-100',
      '101-200',
      '201-500',
      '500+',
    ]);
    // Every option's value is one the group allows, in the same order.
    for (const g of FILTER_GROUPS)
      expect(FILTER_GROUP_TEXT[g].options.map((o) => o.value)).toEqual([...GROUP_VALUES[g]]);
  });

  it('has five price bands in lakhs, contiguous, the last open-ended', () => {
    expect(PRICE_BANDS.map((b) => b.id)).toEqual([...PRICE_BAND_IDS]);
    expect(PRICE_BANDS.map((b) => [b.id, b.min, b.max])).toEqual([
      ['0-50', 0, 50],
      ['51-100', 51, 100],
      ['101-200', 101, 200],
      ['201-500', 201, 500],
      ['500+', 500, undefined],
    ]);
  });

  it.each([
    ['0-50', 0, true],
    ['0-50', 50, true],
    ['0-50', 50.5, false],
    ['0-50', -1, false],
    ['51-100', 51, true],
    ['51-100', 100, true],
    ['51-100', 50, false],
    ['51-100', 100.1, false],
    ['201-500', 500, true],
    ['500+', 500, true],
    ['500+', 1e9, true],
    ['500+', 499.99, false],
  ])('price band %s includes %p: %p (inclusive bounds)', (id, price, expected) => {
    expect(
      inPriceBand(
        price,
        PRICE_BANDS.find((b) => b.id === id)!,
      ),
    ).toBe(expected);
  });

  it('gives each kind its own types and groups', () => {
    expect(typesFor('residential')).toBe(RESIDENTIAL_TYPES);
    expect(RESIDENTIAL_TYPES).toEqual(['Apartment', 'House', 'Condo', 'Villa', 'Townhouse']);
    expect(typesFor('commercial')).toBe(COMMERCIAL_TYPES);
    expect(COMMERCIAL_TYPES).toEqual(['Shop', 'Restaurant', 'Office', 'Showroom', 'Warehouse', 'Other']);
    expect(GROUPS_FOR.residential).toEqual(['rooms', 'bathrooms', 'status', 'price']);
    expect(GROUPS_FOR.commercial).toEqual(['furnishing', 'washrooms', 'status', 'price']);
  });

  it('has the sort keys with their labels, newest the default', () => {
    expect(SORT_OPTIONS.map((s) => [s.id, s.label])).toEqual([
      ['newest', 'Newest first'],
      ['price_asc', 'Price: low to high'],
      ['price_desc', 'Price: high to low'],
    ]);
    expect(SORT_KEYS).toEqual(['newest', 'price_asc', 'price_desc']);
    expect(DEFAULT_SORT).toBe('newest');
  });

  it('has the page sizes', () => {
    expect([LISTING_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PAGE]).toEqual([12, 24, 100, 100000]);
  });

  it('has the home search and budget vocabulary', () => {
    expect(SEARCH_CITIES).toEqual(['Noida', 'Ghaziabad', 'Gurgaon', 'Gandhi Nagar']);
    expect(SEARCH_TYPE_OF).toEqual({ residential: 'r', commercial: 'c' });
    expect(BUDGET_BANDS.map((b) => [b.label, b.min, b.max])).toEqual([
      ['0 - 50* Lacs', 0, 50],
      ['50 - 1* Cr', 50, 100],
      ['1 - 5* Cr', 100, 500],
      ['Above 5* Cr', 500, undefined],
    ]);
  });
});
