import { listingDetailPath } from './paths';

describe('listingDetailPath', () => {
  it('builds residential and commercial links', () => {
    const parts = { citySlug: 'noida', slug: 'ats-pristine-3-bhk', id: 42 };
    expect(listingDetailPath(parts, 'residential')).toBe('/residential/noida/ats-pristine-3-bhk/42');
    expect(listingDetailPath(parts, 'commercial')).toBe('/commercial/noida/ats-pristine-3-bhk/42');
  });

  it('encodes each segment and names a missing one "unknown"', () => {
    expect(listingDetailPath({ citySlug: 'a/b', slug: '?x#y&z', id: 'é 1' }, 'residential')).toBe(
      '/residential/a%2Fb/%3Fx%23y%26z/%C3%A9%201',
    );
    expect(listingDetailPath({ citySlug: '', slug: '', id: '' }, 'commercial')).toBe(
      '/commercial/unknown/unknown/unknown',
    );
    expect(listingDetailPath({ citySlug: 'noida', slug: 's', id: 0 }, 'residential')).toBe('/residential/noida/s/0');
  });
});
