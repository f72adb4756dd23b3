import type { Kysely } from 'kysely';
import { CURATED_LISTS, type CuratedList } from 'contracts/api';
import type { Database, ListingKind } from '../../db/schema';
import { PUBLISHED } from '../properties';
import { isPublicPost, publicDate } from '../blogs';

/**
 * What the sitemap lists (published listings and posts only), read in four plain queries (no per-row lookups): every listing with
 * its city's slug, every public post, every city, and each curated list's newest change.
 */

export interface SitemapListing {
  id: number;
  kind: ListingKind;
  slug: string;
  citySlug: string;
  /** The row's last change (updated_at), as stored. */
  changed: string;
}

export interface SitemapPost {
  slug: string;
  created: string;
}

export interface SitemapData {
  listings: SitemapListing[];
  posts: SitemapPost[];
  citySlugs: string[];
  /** Newest change among each curated list's listings; absent when the list is empty. */
  curatedChanged: Partial<Record<CuratedList, string>>;
}

/** `nowIso`: the clock scheduled posts are compared with (only public posts are listed). */
export async function readSitemapData(db: Kysely<Database>, nowIso: string): Promise<SitemapData> {
  const [listings, posts, cities, curated] = await Promise.all([
    db
      .selectFrom('listings')
      .innerJoin('cities', 'cities.id', 'listings.city_id')
      .select([
        'listings.id as id',
        'listings.kind as kind',
        'listings.slug as slug',
        'cities.slug as citySlug',
        'listings.updated_at as changed',
      ])
      .where(PUBLISHED)
      .orderBy('listings.id')
      .execute(),
    db
      .selectFrom('blogs')
      .select((eb) => ['blogs.slug as slug', publicDate(eb).as('created')])
      .where((eb) => isPublicPost(eb, nowIso))
      .orderBy((eb) => publicDate(eb), 'desc')
      .orderBy('blogs.id', 'desc')
      .execute(),
    db.selectFrom('cities').select('slug').orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('curated_listings')
      .innerJoin('listings', 'listings.id', 'curated_listings.listing_id')
      .select(['curated_listings.list as list', (eb) => eb.fn.max('listings.updated_at').as('changed')])
      .where('curated_listings.list', 'in', [...CURATED_LISTS])
      .where(PUBLISHED)
      .groupBy('curated_listings.list')
      .execute(),
  ]);
  const curatedChanged: SitemapData['curatedChanged'] = {};
  for (const row of curated) {
    const list = CURATED_LISTS.find((l) => l === row.list);
    if (list && typeof row.changed === 'string') curatedChanged[list] = row.changed;
  }
  return { listings, posts, citySlugs: cities.map((c) => c.slug), curatedChanged };
}
