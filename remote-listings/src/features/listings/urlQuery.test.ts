import { EMPTY_FILTERS } from './filterOptions';
import { apiListingParams, parseListingQuery, sameQuery, serializeListingQuery, EMPTY_QUERY } from './urlQuery';

describe('parseListingQuery', () => {
  it('reads comma lists and repeated keys, in canonical order, without duplicates', () => {
    const s = parseListingQuery('?rooms=3,1&rooms=3&bathrooms=2&status=Resale,New%20Launch&price=500%2B,0-50', 'residential');
    expect(s.filters).toEqual({ ...EMPTY_FILTERS, rooms: ['1', '3'], bathrooms: ['2'], status: ['New Launch', 'Resale'], price: ['0-50', '500+'] });
  });

  it('accepts case and spacing variants of known values', () => {
    const s = parseListingQuery('status=new-launch,UPCOMMING&type=apartment&sort=price_desc', 'residential');
    expect(s.filters.status).toEqual(['New Launch', 'Upcomming']);
    expect(s.filters.type).toBe('Apartment');
    expect(s.sort).toBe('price_desc');
  });

  it('drops unknown keys, unknown values and garbage', () => {
    const s = parseListingQuery('?rooms=9,abc,-1,2.5&price=1-2&status=Sold&sort=cheapest&type=Castle&evil=<script>', 'residential');
    expect(s).toEqual(EMPTY_QUERY);
  });

  it('drops groups that belong to the other kind', () => {
    expect(parseListingQuery('rooms=2&furnishing=Full&washrooms=1&type=Shop', 'residential').filters).toEqual({ ...EMPTY_FILTERS, rooms: ['2'] });
    const c = parseListingQuery('rooms=2&furnishing=full,semi&washrooms=1&type=Shop', 'commercial').filters;
    expect(c).toEqual({ ...EMPTY_FILTERS, furnishing: ['Full', 'Semi'], washrooms: ['1'], type: 'Shop' });
  });

  it('ignores surrounding spaces and runs of spaces, hyphens or underscores', () => {
    const s = parseListingQuery('?status=%20Resale%20,new__launch,NEW%20%20-LAUNCH&type=%20villa%20&sort=%20newest%20', 'residential');
    expect(s.filters.status).toEqual(['New Launch', 'Resale']);
    expect(s.filters.type).toBe('Villa');
    expect(s.sort).toBe('newest');
  });

  it('reads only the first 200 characters of each value', () => {
    const padding = 'x,'.repeat(99); // 198 characters
    expect(parseListingQuery(`rooms=${padding}2`, 'residential').filters.rooms).toEqual(['2']);
    expect(parseListingQuery(`rooms=${padding}x,2`, 'residential').filters.rooms).toEqual([]);
    expect(parseListingQuery(`rooms=${padding}x,2&rooms=3`, 'residential').filters.rooms).toEqual(['3']);
  });

  it('does not take a look-alike for a value: the ligature ﬃ is not the letters f, f, i', () => {
    expect(parseListingQuery('type=O%EF%AC%83ce', 'commercial').filters.type).toBe('');
    expect(parseListingQuery('type=OFFICE', 'commercial').filters.type).toBe('Office');
  });

  it('gives no type or sort for empty, missing or unknown values', () => {
    expect(parseListingQuery('type=&sort=', 'residential')).toEqual(EMPTY_QUERY);
    expect(parseListingQuery('type=Villa', 'commercial').filters.type).toBe('');
    expect(parseListingQuery('sort=NEWEST', 'commercial').sort).toBe('');
    expect(parseListingQuery('rooms=,,&status=', 'residential')).toEqual(EMPTY_QUERY);
  });

  it('survives absurd input', () => {
    expect(parseListingQuery('%E0%A4%A', 'residential')).toEqual(EMPTY_QUERY);
    expect(parseListingQuery(`rooms=${'1,'.repeat(10000)}`, 'residential').filters.rooms).toEqual(['1']);
    expect(parseListingQuery('', 'commercial')).toEqual(EMPTY_QUERY);
  });
});

describe('serializeListingQuery', () => {
  it('writes nothing for an empty state', () => {
    expect(serializeListingQuery(EMPTY_QUERY, 'residential')).toBe('');
  });

  it('round-trips a state', () => {
    const state = { filters: { ...EMPTY_FILTERS, rooms: ['2', '4'], status: ['Upcomming'], price: ['201-500', '500+'], type: 'Villa' }, sort: 'newest' as const };
    const text = serializeListingQuery(state, 'residential');
    expect(text).toBe('?rooms=2%2C4&status=Upcomming&price=201-500%2C500%2B&type=Villa&sort=newest');
    expect(parseListingQuery(text, 'residential')).toEqual(state);
  });

  it('writes a fixed order whatever order options were chosen in', () => {
    const a = { filters: { ...EMPTY_FILTERS, rooms: ['4', '2'] }, sort: '' as const };
    const b = { filters: { ...EMPTY_FILTERS, rooms: ['2', '4'] }, sort: '' as const };
    expect(sameQuery(a, b, 'residential')).toBe(true);
    expect(sameQuery(a, { ...b, sort: 'newest' }, 'residential')).toBe(false);
    expect(sameQuery(a, { filters: { ...EMPTY_FILTERS, rooms: ['2'] }, sort: '' }, 'residential')).toBe(false);
    // Groups that do not apply to the kind do not make two states differ.
    expect(sameQuery(a, { ...b, filters: { ...b.filters, furnishing: ['Full'] } }, 'residential')).toBe(true);
  });

  it('leaves out what does not apply to the kind', () => {
    const state = { filters: { ...EMPTY_FILTERS, rooms: ['2'], furnishing: ['Semi'], type: 'Apartment' }, sort: '' as const };
    expect(serializeListingQuery(state, 'commercial')).toBe('?furnishing=Semi');
  });
});

describe('apiListingParams', () => {
  it('adds the search term and paging', () => {
    const state = { filters: { ...EMPTY_FILTERS, price: ['0-50'] }, sort: 'price_asc' as const };
    expect(apiListingParams(state, 'residential', { q: 'ats-pristine', page: 2, pageSize: 12 })).toEqual({
      price: '0-50',
      sort: 'price_asc',
      q: 'ats-pristine',
      page: '2',
      pageSize: '12',
    });
    expect(apiListingParams(EMPTY_QUERY, 'residential', { page: 1, pageSize: 12 })).toStrictEqual({ page: '1', pageSize: '12' });
    expect(apiListingParams(EMPTY_QUERY, 'commercial', { q: '', page: 3, pageSize: 24 })).toStrictEqual({ page: '3', pageSize: '24' });
  });
});
