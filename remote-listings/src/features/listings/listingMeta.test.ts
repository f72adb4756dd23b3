import { listingMeta } from './listingMeta';
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
