import { firstFreeSlug, slugFromTitle, SLUG_MAX } from './slug';

describe('listing slugs', () => {
  it("follows the spec's rule and the site's slug pattern", () => {
    expect(slugFromTitle('3 BHK Apartment in ATS Pristine, Sector 150')).toBe(
      '3-bhk-apartment-in-ats-pristine-sector-150',
    );
    expect(slugFromTitle('  Café   Plaza — Shop #4 ')).toBe('cafe-plaza-shop-4');
    expect(slugFromTitle('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugFromTitle('नोएडा फ्लैट')).toBe('listing');
    expect(slugFromTitle('x'.repeat(200))).toHaveLength(SLUG_MAX);
  });

  it('adds -2, -3, … until free, staying within the length', async () => {
    const taken = new Set(['flat', 'flat-2']);
    expect(await firstFreeSlug('flat', async (s) => taken.has(s))).toBe('flat-3');
    expect(await firstFreeSlug('home', async (s) => taken.has(s))).toBe('home');
    const long = 'a'.repeat(SLUG_MAX);
    const next = await firstFreeSlug(long, async (s) => s === long);
    expect(next).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
  });
});
