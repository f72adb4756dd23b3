import { CITY_REGIONS, regionOfCity } from './regions';

describe('regionOfCity', () => {
  it.each([
    ['noida', 'Uttar Pradesh'],
    ['greater-noida', 'Uttar Pradesh'],
    ['ghaziabad', 'Uttar Pradesh'],
    ['gurgaon', 'Haryana'],
    ['gandhi-nagar', 'Gujarat'],
  ])('%s is in %s', (slug, region) => {
    expect(regionOfCity(slug)).toBe(region);
  });

  it.each(['', 'delhi', 'Noida', 'noida ', 'constructor', '__proto__', 'toString'])(
    'knows no region for %j',
    (slug) => {
      expect(regionOfCity(slug)).toBeUndefined();
    },
  );

  it('holds slugs only (the URL form of a city)', () => {
    for (const slug of Object.keys(CITY_REGIONS)) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
