import { API_SORT_KEYS, listingApiQuerySchema, PRICE_BANDS } from 'contracts/listing-query';
import { DEFAULT_PAGE_SIZE, listingQuerySchema } from './query';

/**
 * The list endpoints take the contracts' schema as it is (its every case is tested in
 * contracts/src/listing-query/apiSchema.test.ts); here: that it is the one the routes get, and
 * what a request of the listing screens parses to. The end-to-end behaviour is in properties.test.ts.
 */

/** As the app's query-string parser hands it over: repeated keys joined with commas. */
function fromQuery(qs: string): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of new URLSearchParams(qs)) out[k] = k in out ? `${out[k]},${v}` : v;
  return out;
}

const messages = (qs: string) => {
  const r = listingQuerySchema.safeParse(fromQuery(qs));
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('list query', () => {
  it('is the contracts’ schema and vocabulary', () => {
    expect(listingQuerySchema).toBe(listingApiQuerySchema);
    expect(API_SORT_KEYS).toEqual(['price_asc', 'price_desc', 'newest']);
    expect(DEFAULT_PAGE_SIZE).toBe(24);
  });

  it('parses what a listing screen sends', () => {
    const r = listingQuerySchema.parse(
      fromQuery(
        'rooms=2,3&status=New%20Launch&price=0-50%2C500%2B&type=Villa&q=ats-pristine&sort=price_asc&page=2&pageSize=12',
      ),
    );
    expect(r).toEqual({
      rooms: [2, 3],
      status: ['New Launch'],
      price: [PRICE_BANDS[0], PRICE_BANDS[4]],
      type: 'villa',
      q: 'ats pristine',
      sort: 'price_asc',
      page: 2,
      pageSize: 12,
    });
    expect(listingQuerySchema.parse(fromQuery('furnishing=semi&washrooms=1'))).toEqual({
      furnishing: ['Semi'],
      washrooms: [1],
    });
  });

  it('refuses bad input with the messages the API answers', () => {
    expect(messages('status=__proto__')).toEqual([
      "'__proto__' is not a valid status value; use 'New Launch', 'Resale' or 'Upcomming'",
    ]);
    expect(messages('furnishing=constructor')).toEqual([
      "'constructor' is not a valid furnishing value; use 'Full', 'Semi' or 'None'",
    ]);
    expect(messages('price=600%2B')).toEqual([
      "'600+' is not a valid price value; use bands '0-50', '51-100', '101-200', '201-500', '500+'",
    ]);
    expect(messages('sort=cheapest')).toEqual(['sort must be one of price_asc, price_desc, newest']);
    expect(messages('pageSize=101')).toEqual(['pageSize must be a whole number from 1 to 100']);
    expect(messages('__proto__=1')).toEqual(['Unrecognized key: "__proto__"']);
  });
});
