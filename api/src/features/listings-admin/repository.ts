import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, ListingKind, ListingPublication, ListingRow, NewListing } from '../../db/schema';

/** The desk reads and writes inside and outside transactions alike. */
export type Db = Kysely<Database> | Transaction<Database>;

/** A listing with its city's and locality's slugs and names (what the desk shows and edits). */
export type DeskRow = ListingRow & {
  city_slug: string;
  city_name: string;
  location_slug: string;
  location_name: string;
};

export interface DeskFilter {
  kind?: ListingKind | undefined;
  state?: ListingPublication | undefined;
  q?: string | undefined;
}

/** Where a page ends: the last row's change time and id (newest change first, then highest id). */
export interface Cursor {
  at: string;
  id: number;
}

function placed(db: Db) {
  return db
    .selectFrom('listings')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .innerJoin('locations', 'locations.id', 'listings.location_id')
    .selectAll('listings')
    .select([
      'cities.slug as city_slug',
      'cities.city as city_name',
      'locations.slug as location_slug',
      'locations.location_name as location_name',
    ])
    .where('listings.deleted_at', 'is', null);
}

/** LIKE pattern for a substring match; %, _ and \ in the text are matched literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the desk's list (deleted listings never appear); `more`: an older page exists. */
export async function listDesk(
  db: Db,
  filter: DeskFilter,
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ rows: DeskRow[]; more: boolean }> {
  const rows = await placed(db)
    .$if(filter.kind !== undefined, (q) => q.where('listings.kind', '=', filter.kind ?? 'residential'))
    .$if(filter.state !== undefined, (q) => q.where('listings.state', '=', filter.state ?? 'published'))
    .$if(filter.q !== undefined, (q) => {
      const like = containsPattern(filter.q ?? '');
      // Title, project or builder (search_text), or slug: what an editor remembers of a listing.
      return q.where(
        sql<SqlBool>`(lower(listings.title) like ${like} escape '\\' or listings.search_text like ${like} escape '\\' or listings.slug like ${like} escape '\\')`,
      );
    })
    .$if(cursor !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('listings.updated_at', '<', cursor?.at ?? ''),
          eb.and([eb('listings.updated_at', '=', cursor?.at ?? ''), eb('listings.id', '<', cursor?.id ?? 0)]),
        ]),
      ),
    )
    .orderBy('listings.updated_at', 'desc')
    .orderBy('listings.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** The listing with this id, unless deleted. */
export async function findDesk(db: Db, id: number): Promise<DeskRow | undefined> {
  return placed(db).where('listings.id', '=', id).executeTakeFirst();
}

/** The city and locality named by their slugs; null for an unknown one (which one: the field). */
export async function placeIds(
  db: Db,
  citySlug: string,
  localitySlug: string,
): Promise<{ cityId: number; locationId: number } | { unknown: 'city' | 'locality' }> {
  const city = await db.selectFrom('cities').select('id').where('slug', '=', citySlug).executeTakeFirst();
  if (!city) return { unknown: 'city' };
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('city_id', '=', city.id)
    .where('slug', '=', localitySlug)
    .executeTakeFirst();
  if (!location) return { unknown: 'locality' };
  return { cityId: Number(city.id), locationId: Number(location.id) };
}

/**
 * Whether a slug is anyone else's: another listing's (deleted ones too: their pages still answer
 * 410 at it) or one of another listing's old slugs. `self`'s own old slugs are free to take back.
 */
export async function slugTaken(db: Db, slug: string, self: number | null): Promise<boolean> {
  const current = await db
    .selectFrom('listings')
    .select('id')
    .where('slug', '=', slug)
    .$if(self !== null, (q) => q.where('id', '<>', self ?? 0))
    .limit(1)
    .executeTakeFirst();
  if (current) return true;
  const old = await db
    .selectFrom('listing_old_slugs')
    .select('listing_id')
    .where('slug', '=', slug)
    .$if(self !== null, (q) => q.where('listing_id', '<>', self ?? 0))
    .limit(1)
    .executeTakeFirst();
  return old !== undefined;
}

export type ListingColumns = Omit<NewListing, 'id' | 'created_at' | 'state' | 'published_at' | 'deleted_at' | 'images'>;

export async function insertListing(
  db: Db,
  values: ListingColumns & { created_at: string; state: ListingPublication; published_at: string | null },
): Promise<number> {
  const row = await db
    .insertInto('listings')
    .values({ ...values, images: '[]', deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateListing(db: Db, id: number, values: Partial<NewListing>): Promise<void> {
  await db.updateTable('listings').set(values).where('id', '=', id).execute();
}

/** The title changed: the old slug keeps leading to the listing; the new one, if it was an old one of its own, is current again. */
export async function retireSlug(db: Db, id: number, oldSlug: string, newSlug: string, at: string): Promise<void> {
  await db.deleteFrom('listing_old_slugs').where('listing_id', '=', id).where('slug', '=', newSlug).execute();
  const known = await db
    .selectFrom('listing_old_slugs')
    .select('slug')
    .where('listing_id', '=', id)
    .where('slug', '=', oldSlug)
    .executeTakeFirst();
  if (!known)
    await db.insertInto('listing_old_slugs').values({ slug: oldSlug, listing_id: id, retired_at: at }).execute();
}

export async function oldSlugsOf(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('listing_old_slugs')
    .select('slug')
    .where('listing_id', '=', id)
    .orderBy('retired_at')
    .orderBy('slug')
    .execute();
  return rows.map((r) => r.slug);
}
