import { isSlug, toSlug } from 'contracts/api';

/**
 * Path segments that name a city or a locality: the spec's slug rule (lower case, spaces to
 * hyphens) applied to what arrives, so 'Gandhi Nagar', 'gandhi%20nagar' and 'gandhi-nagar'
 * are the same city. Anything else than letters, digits and hyphens is malformed.
 */
export function normaliseSlug(raw: string): string | null {
  const slug = toSlug(raw);
  return slug.length <= 80 && isSlug(slug) ? slug : null;
}
