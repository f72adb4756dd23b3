import { filterFormTarget } from './filterFormTarget';

const noida = { kind: 'residential', city: 'noida' } as const;

describe('filterFormTarget', () => {
  it('leaves every URL the filter form did not make alone', () => {
    expect(filterFormTarget(noida, '')).toBeNull();
    expect(filterFormTarget(noida, '?rooms=2&sort=newest')).toBeNull();
    expect(filterFormTarget(noida, '?pages=3')).toBeNull();
  });

  it('moves the place into the path and keeps only the choices made, in their one order', () => {
    expect(filterFormTarget(noida, '?city=noida&location=sector-150&type=&rooms=3&rooms=2&sort=newest')).toBe(
      '/search-property/r/noida/sector-150/all?rooms=2%2C3',
    );
    expect(filterFormTarget(noida, '?city=noida&location=all&type=Villa')).toBe(
      '/search-property/r/noida/all/all?type=Villa',
    );
  });

  it('keeps a chosen order, and leaves the default order out of the address', () => {
    expect(filterFormTarget(noida, '?city=noida&location=all&sort=price_asc')).toBe(
      '/search-property/r/noida/all/all?sort=price_asc',
    );
    expect(filterFormTarget(noida, '?city=noida&location=all&sort=newest')).toBe('/search-property/r/noida/all/all');
  });

  it('a new city drops the old city locality, as the panel does', () => {
    expect(filterFormTarget(noida, '?city=ghaziabad&location=sector-150&price=0-50')).toBe(
      '/search-property/r/ghaziabad/all/all?price=0-50',
    );
  });

  it('starts again from the first page, and keeps the kind of listing', () => {
    expect(filterFormTarget(noida, '?city=noida&pages=4')).toBe('/search-property/r/noida/all/all');
    expect(filterFormTarget({ kind: 'commercial', city: 'noida' }, '?city=noida&type=Shop&rooms=2')).toBe(
      '/search-property/c/noida/all/all?type=Shop',
    );
  });

  it('an empty or hostile place stays on this city or becomes a slug, never another site', () => {
    expect(filterFormTarget(noida, '?city=&location=')).toBe('/search-property/r/noida/all/all');
    // Escaped into one path segment: the listing then says it is not a city it can list.
    expect(filterFormTarget(noida, '?city=%2F%2Fevil.example')).toBe('/search-property/r/%2F%2Fevil.example/all/all');
  });
});
