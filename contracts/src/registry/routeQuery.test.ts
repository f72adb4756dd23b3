import { SEGMENT_OWNERS } from './lookup';
import { LISTING_QUERY_PARAMS, ROUTE_QUERY_PARAMS, canonicalPagePath, queryParamsRead } from './routeQuery';

const path = (url: string) => canonicalPagePath(new URL(url, 'https://noidarealty.example.in'));

describe('the query parameters each route reads', () => {
  it('names only routes a remote owns', () => {
    for (const segment of Object.keys(ROUTE_QUERY_PARAMS)) expect(SEGMENT_OWNERS.has(segment)).toBe(true);
  });

  it('gives listings their filters, type, sort, first page and pages; the EMI calculator its inputs; others none', () => {
    expect(LISTING_QUERY_PARAMS).toEqual([
      'rooms',
      'bathrooms',
      'washrooms',
      'furnishing',
      'status',
      'price',
      'type',
      'sort',
      'from',
      'pages',
    ]);
    expect(queryParamsRead('/property/noida/sector-150/apartment')).toBe(LISTING_QUERY_PARAMS);
    expect(queryParamsRead('/search-property')).toEqual([...LISTING_QUERY_PARAMS, 'city', 'term']);
    expect(queryParamsRead('/emi-calculator')).toEqual(expect.arrayContaining(['amount', 'rate', 'tenure', 'unit']));
    expect(queryParamsRead('/emi-calculator')).toContain('pick-amount');
    expect(queryParamsRead('/eligibility-check')).toEqual(
      expect.arrayContaining(['duration', 'emis', 'income', 'rate', 'unit', 'pick-income', 'pick-emis']),
    );
    expect(queryParamsRead('/compare')).toEqual(['ids']);
    // A form's success view after a plain post.
    for (const form of ['/contact', '/check-loan-eligibility', '/residential/x/y/1', '/commercial/x/y/2'])
      expect(queryParamsRead(form)).toEqual(['sent']);
    for (const none of ['/', '/blog', '/blog/a-post', '/constructor']) {
      expect(queryParamsRead(none)).toEqual([]);
    }
  });
});

describe('canonicalPagePath', () => {
  it('drops what the page does not read', () => {
    expect(path('/blog?j=8f3a9')).toBe('/blog');
    expect(path('/?utm_source=x&fbclid=1')).toBe('/');
    expect(path('/residential/noida/villa/42?ref=mail')).toBe('/residential/noida/villa/42');
    expect(path('/emi-calculator?amount=5000000&j=1')).toBe('/emi-calculator?amount=5000000');
  });

  it('keeps what it reads in one stable order, each name’s values in their order', () => {
    const a = path('/project-listing?sort=price-asc&rooms=2&utm=x&rooms=3&pages=2');
    const b = path('/project-listing?rooms=2&pages=2&rooms=3&sort=price-asc');
    expect(a).toBe('/project-listing?pages=2&rooms=2&rooms=3&sort=price-asc');
    expect(b).toBe(a);
    expect(path('/emi-calculator?unit=months&tenure=120&rate=8.5&amount=4000000')).toBe(
      '/emi-calculator?amount=4000000&rate=8.5&tenure=120&unit=months',
    );
  });

  it('keeps different pages apart', () => {
    expect(path('/project-listing?rooms=2')).not.toBe(path('/project-listing?rooms=3'));
    // A list's later pages on their own ('Load more' past the cap) are pages of their own.
    expect(path('/property/noida/all/residential?from=11')).not.toBe(path('/property/noida/all/residential'));
    expect(path('/compare?ids=1,2')).not.toBe(path('/compare?ids=2,1'));
    expect(path('/blog')).not.toBe(path('/blog/x'));
  });
});
