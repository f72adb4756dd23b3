import { publicListingHref } from './publicListing';

describe('publicListingHref', () => {
  it('names the kind, the slug and the id, the city left for the site to fill in', () => {
    expect(publicListingHref('commercial', 42, 'office-in-sector-62')).toBe(
      '/commercial/unknown/office-in-sector-62/42',
    );
    expect(publicListingHref('residential', 7, null)).toBe('/residential/unknown/unknown/7');
  });

  it('names the city when it is known', () => {
    expect(publicListingHref('residential', 9, '3-bhk-apartment-9', 'noida')).toBe(
      '/residential/noida/3-bhk-apartment-9/9',
    );
  });
});
