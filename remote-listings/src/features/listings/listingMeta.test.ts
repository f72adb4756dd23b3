import { listingBanner, listingMeta, propertyCount } from './listingMeta';
import { resolveListingRoute } from './listingRoute';

describe('listingMeta', () => {
  it('names the listed city, not always Noida', () => {
    const m = listingMeta(
      resolveListingRoute('category', {
        cityname: 'ghaziabad',
        queryLocation: 'indirapuram',
        queryCategory: 'commercial',
      }),
    );
    expect(m.title).toBe('Commercial Property in Indirapuram, Ghaziabad | Project Listing – Noida Realty Advisors');
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
      "Residential Property in Noida matching 'ats pristine' | Project Listing – Noida Realty Advisors",
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
      crumbs: [
        { label: 'Home', to: '/' },
        { label: 'Property Listing', to: '/project-listing' },
        { label: 'Sector 62, Noida' },
      ],
    });
  });

  it('category mode: the kind in capitals, its crumb linking to the city', () => {
    const route = resolveListingRoute('category', {
      cityname: 'ghaziabad',
      queryLocation: 'all',
      queryCategory: 'residential',
    });
    expect(listingBanner(route)).toEqual({
      title: 'RESIDENTIAL PROPERTY',
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

describe('propertyCount', () => {
  it('says property for one and properties for any other number', () => {
    expect(propertyCount(0)).toBe('0 properties');
    expect(propertyCount(1)).toBe('1 property');
    expect(propertyCount(12)).toBe('12 properties');
  });
});
