import { placeName, resolveListingRoute, searchPath } from './listingRoute';

describe('resolveListingRoute', () => {
  it('uses the defaults on /project-listing', () => {
    const r = resolveListingRoute('search', {});
    expect(r).toMatchObject({
      kind: 'residential',
      city: 'noida',
      location: 'all',
      q: '',
      apiPath: 'property_list/noida/all/r',
      problem: null,
      cityTitle: 'Noida',
    });
  });

  it('reads r as residential and any other type as commercial', () => {
    expect(
      resolveListingRoute('search', { propertyType: 'r', cityname: 'gurgaon', queryLocation: 'all', builder: 'all' })
        .apiPath,
    ).toBe('property_list/gurgaon/all/r');
    expect(
      resolveListingRoute('search', { propertyType: 'c', cityname: 'gurgaon', queryLocation: 'all', builder: 'all' })
        .kind,
    ).toBe('commercial');
    expect(
      resolveListingRoute('search', { propertyType: 'zzz', cityname: 'gurgaon', queryLocation: 'all', builder: 'all' })
        .apiPath,
    ).toBe('property_list/gurgaon/all/c');
  });

  it('passes a builder name as the search term and all as none', () => {
    expect(
      resolveListingRoute('search', {
        propertyType: 'r',
        cityname: 'noida',
        queryLocation: 'all',
        builder: 'ats-pristine',
      }).q,
    ).toBe('ats-pristine');
    expect(
      resolveListingRoute('search', { propertyType: 'r', cityname: 'noida', queryLocation: 'all', builder: 'ALL' }).q,
    ).toBe('');
    expect(
      resolveListingRoute('search', {
        propertyType: 'r',
        cityname: 'noida',
        queryLocation: 'all',
        builder: '%3Cscript%3E',
      }).q,
    ).toBe('script');
    expect(
      resolveListingRoute('search', { propertyType: 'r', cityname: 'noida', queryLocation: 'all', builder: '%E0%A4%A' })
        .q,
    ).toBe('');
  });

  it('maps category residential / anything else', () => {
    const r = resolveListingRoute('category', {
      cityname: 'gandhi-nagar',
      queryLocation: 'sector-21',
      queryCategory: 'residential',
    });
    expect(r).toMatchObject({
      kind: 'residential',
      apiPath: 'property-category/gandhi-nagar/sector-21/residential',
      cityTitle: 'Gandhi Nagar',
      locationTitle: 'Sector 21',
    });
    expect(
      resolveListingRoute('category', { cityname: 'noida', queryLocation: 'all', queryCategory: 'shops' }).apiPath,
    ).toBe('property-category/noida/all/commercial');
  });

  it('normalises spaced or upper-case city names to slugs', () => {
    expect(
      resolveListingRoute('category', {
        cityname: 'Gandhi%20Nagar',
        queryLocation: 'all',
        queryCategory: 'residential',
      }).city,
    ).toBe('gandhi-nagar');
  });

  it('refuses malformed cities and locations with a message, without a call', () => {
    const bad = resolveListingRoute('category', {
      cityname: '<script>',
      queryLocation: 'all',
      queryCategory: 'residential',
    });
    expect(bad.apiPath).toBeNull();
    expect(bad.problem).toBe("'<script>' is not a city we can list.");
    const badLoc = resolveListingRoute('search', {
      propertyType: 'r',
      cityname: 'noida',
      queryLocation: '..%2F..',
      builder: 'all',
    });
    expect(badLoc.apiPath).toBeNull();
    expect(badLoc.problem).toMatch(/is not a location we can list/);
  });

  it('lets a well-formed unknown city through (the API answers an empty list)', () => {
    expect(
      resolveListingRoute('category', { cityname: 'atlantis', queryLocation: 'all', queryCategory: 'residential' })
        .apiPath,
    ).toBe('property-category/atlantis/all/residential');
  });
});

describe('searchPath and placeName', () => {
  it('builds the search page of a city or location', () => {
    expect(searchPath('residential', 'ghaziabad')).toBe('/search-property/r/ghaziabad/all/all');
    expect(searchPath('commercial', 'noida', 'sector-62')).toBe('/search-property/c/noida/sector-62/all');
    expect(searchPath('residential', 'Gandhi Nagar')).toBe('/search-property/r/gandhi-nagar/all/all');
  });
  it('names the place', () => {
    expect(placeName({ cityTitle: 'Noida', locationTitle: '' })).toBe('Noida');
    expect(placeName({ cityTitle: 'Noida', locationTitle: 'Sector 150' })).toBe('Sector 150, Noida');
  });
});
