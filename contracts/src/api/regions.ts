/**
 * The state (a postal address's region) of each city the site lists, by city slug: the one place
 * the API's seed and the listings' structured data read it. A city not here has no known region,
 * and structured data then states none rather than guess.
 */
export const CITY_REGIONS = {
  noida: 'Uttar Pradesh',
  'greater-noida': 'Uttar Pradesh',
  ghaziabad: 'Uttar Pradesh',
  gurgaon: 'Haryana',
  'gandhi-nagar': 'Gujarat',
} as const satisfies Readonly<Record<string, string>>;

export type RegionCitySlug = keyof typeof CITY_REGIONS;

/** The region of a city slug ('gurgaon' → 'Haryana'), or undefined for any other text. */
export function regionOfCity(citySlug: string): string | undefined {
  // Own keys only: a slug from a URL or an answer may be 'constructor' or '__proto__'.
  return Object.hasOwn(CITY_REGIONS, citySlug) ? CITY_REGIONS[citySlug as RegionCitySlug] : undefined;
}
