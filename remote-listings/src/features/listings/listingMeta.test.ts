import { listingBanner, listingHeading, listingMeta, propertyCount } from './listingMeta';
import { resolveListingRoute } from './listingRoute';
import { useTestApiHost } from '../../test/testConfig';

beforeAll(useTestApiHost);

describe('listingMeta', () => {
  it('names the listed city, not always Noida', () => {
    const m = listingMeta(
      resolveListingRoute('category', {
        cityname: 'ghaziabad',
        queryLocation: 'indirapuram',
        queryCategory: 'commercial',
      }),
    );
    expect(m.title).toBe('Commercial Property in Indirapuram, Ghaziabad – Project Listing | Noida Realty Advisors');
    expect(m.description).toContain('Indirapuram, Ghaziabad');
    expect(m.keywords).toContain('property in Ghaziabad');
    expect(m.title).not.toContain('Noida,');
  });
  it('mentions the searched project', () => {
    const m = listingMeta(
      resolveListingRoute('search', {
        propertyType: 'r',
        cityname: 'noida',
        queryLocation: 'all',
        builder: 'ats-pristine',
      }),
    );
    expect(m.title).toBe(
      "Residential Property in Noida matching 'ats pristine' – Project Listing | Noida Realty Advisors",
    );
  });
  it('falls back to Delhi-NCR when the city is unreadable', () => {
    expect(
      listingMeta(
        resolveListingRoute('category', { cityname: '%%%', queryLocation: 'all', queryCategory: 'residential' }),
      ).title,
    ).toContain('in Delhi-NCR');
  });
});

describe('listingBanner', () => {
  it('search mode: PROJECT LISTING under Property Listing, then the place', () => {
    const route = resolveListingRoute('search', {
      propertyType: 'c',
      cityname: 'noida',
      queryLocation: 'sector-62',
      builder: 'all',
    });
    expect(listingBanner(route)).toEqual({
      title: 'PROJECT LISTING',
      subtitle: 'Commercial Property in Sector 62, Noida',
      crumbs: [
        { label: 'Home', to: '/' },
        { label: 'Property Listing', to: '/project-listing' },
        { label: 'Sector 62, Noida' },
      ],
    });
  });

  it("category mode: the kind and the place in capitals, the kind's crumb linking to the city", () => {
    const route = resolveListingRoute('category', {
      cityname: 'ghaziabad',
      queryLocation: 'all',
      queryCategory: 'residential',
    });
    expect(listingBanner(route)).toEqual({
      title: 'RESIDENTIAL PROPERTY IN GHAZIABAD',
      crumbs: [
        { label: 'Home', to: '/' },
        { label: 'Residential Property', to: '/property/ghaziabad/all/residential' },
        { label: 'Ghaziabad' },
      ],
    });
  });

  it("a URL naming no city: 'Unknown city', and the kind's crumb goes to Noida", () => {
    const route = resolveListingRoute('category', {
      cityname: '<script>',
      queryLocation: 'all',
      queryCategory: 'shops',
    });
    expect(listingBanner(route)).toEqual({
      title: 'COMMERCIAL PROPERTY',
      crumbs: [
        { label: 'Home', to: '/' },
        { label: 'Commercial Property', to: '/property/noida/all/commercial' },
        { label: 'Unknown city' },
      ],
    });
  });
});

describe('listingHeading: every city and locality its own h1', () => {
  const category = (cityname: string, queryLocation = 'all') =>
    listingHeading(resolveListingRoute('category', { cityname, queryLocation, queryCategory: 'residential' }));

  it('names the kind and the place', () => {
    expect(category('noida')).toBe('Residential Property in Noida');
    expect(category('greater-noida')).toBe('Residential Property in Greater Noida');
    expect(category('noida', 'sector-150')).toBe('Residential Property in Sector 150, Noida');
  });

  it('differs between cities', () => {
    const cities = ['noida', 'greater-noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar'];
    expect(new Set(cities.map((c) => category(c))).size).toBe(cities.length);
  });

  it('adds the searched project, and claims no place for a URL that names none', () => {
    expect(
      listingHeading(
        resolveListingRoute('search', {
          propertyType: 'c',
          cityname: 'gurgaon',
          queryLocation: 'all',
          builder: 'dlf-one',
        }),
      ),
    ).toBe("Commercial Property in Gurgaon matching 'dlf one'");
    expect(category('<script>')).toBe('Residential Property');
  });
});

describe('propertyCount', () => {
  it('says property for one and properties for any other number', () => {
    expect(propertyCount(0)).toBe('0 properties');
    expect(propertyCount(1)).toBe('1 property');
    expect(propertyCount(12)).toBe('12 properties');
  });
});
