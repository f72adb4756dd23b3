import { toSlug } from 'contracts/api';

/** As the site's URLs keep slugs short (lib/slug.ts normaliseSlug accepts 80 characters). */
export const SLUG_MAX = 80;

/**
 * A listing's slug from its title: the spec's rule (contracts toSlug: lower case, spaces as
 * hyphens), then, like the seed's slugs, anything but a-z and 0-9 as one hyphen, so the slug
 * always fits the site's slug pattern ('3 BHK Flat, Sector 150' → '3-bhk-flat-sector-150').
 * A title with no Latin letter or digit gives 'listing'.
 */
export function slugFromTitle(title: string): string {
  const slug = toSlug(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug.length > 0 ? slug : 'listing';
}

/** `base`, else base-2, base-3, … : the first that `taken` says is free (kept within SLUG_MAX). */
export async function firstFreeSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(slug))) return slug;
  }
}
