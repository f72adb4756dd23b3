import { toSlug } from 'contracts/api';

/**
 * Path segments that name a city or a locality: the spec's slug rule (lower case, spaces to
 * hyphens) applied to what arrives, so 'Gandhi Nagar', 'gandhi%20nagar' and 'gandhi-nagar'
 * are the same city. Anything else than letters, digits and hyphens is malformed.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function normaliseSlug(raw: string): string | null {
  const slug = toSlug(raw);
  return slug.length > 0 && slug.length <= 80 && SLUG.test(slug) ? slug : null;
}
