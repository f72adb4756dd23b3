import { listingDetailPath, type DetailKind } from 'contracts/api';

/**
 * A listing's public page. The list's answers carry no city slug (a listing's own answer does, in
 * its fields); the site answers a path with an unknown city by a 301 to the listing's one address,
 * so this link always lands there.
 */
export const publicListingHref = (kind: DetailKind, id: number, slug: string | null, citySlug = ''): string =>
  listingDetailPath({ citySlug, slug: slug ?? '', id }, kind);
