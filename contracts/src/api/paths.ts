/**
 * Site paths both sides build: the listing cards link to a detail page with it, and the API's
 * sitemap lists the same URL, so a crawler and a visitor reach one address. Plain values, no zod.
 */
export type DetailKind = 'residential' | 'commercial';

export interface DetailPathParts {
  /** The city's slug (the answers' `p_location`). */
  citySlug: string;
  slug: string;
  id: number | string;
}

/** /residential/{city}/{slug}/{id} (or /commercial/...); each segment URL-encoded, an empty one 'unknown'. */
export function listingDetailPath({ citySlug, slug, id }: DetailPathParts, kind: DetailKind): string {
  const seg = (s: string | number) => encodeURIComponent(String(s) || 'unknown');
  return `/${kind}/${seg(citySlug)}/${seg(slug)}/${seg(id)}`;
}
