/**
 * GET /api/property-detail/{residential|commercial}/{pid}/similar?limit=N: listings like the one
 * named, for its detail page. The rule: same kind, same city and same property type; price within
 * ±25% of the listing's (inclusive); never the listing itself; the closest price first, then the
 * closest area, then the lower id. Plain values, no zod (a screen imports them without it).
 */
export const SIMILAR_DEFAULT_LIMIT = 6;
export const SIMILAR_MAX_LIMIT = 12;
/** A similar listing's price lies within this share of the listing's price, either way. */
export const SIMILAR_PRICE_BAND = 0.25;

/** The API path of a listing's similar listings. */
export function similarPropertiesPath(kind: 'residential' | 'commercial', pid: number, limit?: number): string {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  return `/api/property-detail/${kind}/${pid}/similar${query}`;
}
