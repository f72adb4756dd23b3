import { COMMERCIAL_TYPES, GROUPS_FOR, GROUP_VALUES, PRICE_BANDS, RESIDENTIAL_TYPES, SORT_OPTIONS, STATUS_OPTIONS, typesFor } from './filterOptions';
import { parseListingQuery } from './urlQuery';

describe('filter options (spec section 9)', () => {
  it('has the spec texts, spelling included', () => {
    expect(STATUS_OPTIONS).toEqual(['New Launch', 'Resale', 'Upcomming']);
    expect(SORT_OPTIONS.map((s) => s.id)).toEqual(['newest', 'price_asc', 'price_desc']);
  });

  it('has five price bands in lakhs, contiguous, the last open-ended', () => {
    expect(PRICE_BANDS.map((b) => b.id)).toEqual(['0-50', '51-100', '101-200', '201-500', '500+']);
    expect(PRICE_BANDS.map((b) => [b.min, b.max])).toEqual([
      [0, 50],
      [51, 100],
      [101, 200],
      [201, 500],
      [500, undefined],
    ]);
    expect(GROUP_VALUES.price).toEqual(PRICE_BANDS.map((b) => b.id));
    expect(parseListingQuery('price=101-200', 'residential').filters.price).toEqual(['101-200']);
  });

  it('gives each kind its own types and groups', () => {
    expect(typesFor('residential')).toBe(RESIDENTIAL_TYPES);
    expect(typesFor('commercial')).toBe(COMMERCIAL_TYPES);
    expect(GROUPS_FOR.residential).toEqual(['rooms', 'bathrooms', 'status', 'price']);
    expect(GROUPS_FOR.commercial).toEqual(['furnishing', 'washrooms', 'status', 'price']);
  });
});
