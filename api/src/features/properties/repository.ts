import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { CuratedList } from '../../db/seed';
import type { Database, ListingKind, ListingRow } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import type { ListingQuery, Sort } from './query';

/**
 * Listing queries. The list query is written so both dialects serve a page from an index:
 * equality on (city or location, kind), then ORDER BY the index's next column, then LIMIT.
 * Rows come from `listings` alone; city and locality names are looked up once per request
 * rather than joined per row, which keeps the plan a plain index range scan.
 */

export interface Place {
  cityId: number;
  citySlug: string;
  cityName: string;
  /** id → display name of every locality of the city. */
  locationNames: Map<number, string>;
  /** Set when the request names one locality (not 'all'). */
  locationId?: number;
}

/** Resolves city and locality slugs; null when either is unknown. */
export async function resolvePlace(
  db: Kysely<Database>,
  citySlug: string,
  locationSlug: string | 'all',
): Promise<Place | null> {
  const city = await db
    .selectFrom('cities')
    .select(['id', 'slug', 'city'])
    .where('slug', '=', citySlug)
    .executeTakeFirst();
  if (!city) return null;
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'slug', 'location_name'])
    .where('city_id', '=', city.id)
    .execute();
  const place: Place = {
    cityId: city.id,
    citySlug: city.slug,
    cityName: city.city,
    locationNames: new Map(locations.map((l) => [l.id, l.location_name])),
  };
  if (locationSlug !== 'all') {
    const location = locations.find((l) => l.slug === locationSlug);
    if (!location) return null;
    place.locationId = location.id;
  }
  return place;
}

/** Columns a list item needs (no address/features: those are detail-only). */
const LIST_COLUMNS = [
  'id',
  'kind',
  'location_id',
  'property_name',
  'builder_name',
  'title',
  'slug',
  'description',
  'price',
  'area',
  'room',
  'bathroom',
  'washroom',
  'lift',
  'units',
  'furnishing',
  'property_status',
  'property_type',
  'images',
  'created_at',
] as const;

export type ListRow = Pick<ListingRow, (typeof LIST_COLUMNS)[number]>;

/**
 * Only published listings are public (drafts and unpublished ones are the staff desk's, migration
 * 0014). A literal, not a bound parameter: the list indexes are partial (WHERE state =
 * 'published') and a planner uses a partial index only when the query names the same constant.
 */
export const PUBLISHED = sql<SqlBool>`listings.state = 'published'`;

/** LIKE pattern for a substring match; %, _ and \ in the text are matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(
  eb: ExpressionBuilder<Database, 'listings'>,
  kind: ListingKind,
  place: Place,
  q: ListingQuery,
): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [PUBLISHED, eb('kind', '=', kind)];
  // A locality implies its city; leaving the city out lets the planner use the locality index.
  and.push(
    place.locationId !== undefined ? eb('location_id', '=', place.locationId) : eb('city_id', '=', place.cityId),
  );
  if (q.rooms) and.push(eb('room', 'in', q.rooms));
  if (q.bathrooms) and.push(eb('bathroom', 'in', q.bathrooms));
  if (q.washrooms) and.push(eb('washroom', 'in', q.washrooms));
  if (q.status) and.push(eb('property_status', 'in', q.status));
  if (q.furnishing) and.push(eb('furnishing', 'in', q.furnishing));
  if (q.price) {
    and.push(
      eb.or(
        q.price.map((b) =>
          b.max === undefined ? eb('price', '>=', b.min) : eb.and([eb('price', '>=', b.min), eb('price', '<=', b.max)]),
        ),
      ),
    );
  }
  if (q.type) and.push(sql<SqlBool>`lower(property_type) like ${containsPattern(q.type)} escape '\\'`);
  if (q.q) and.push(sql<SqlBool>`search_text like ${containsPattern(q.q)} escape '\\'`);
  return eb.and(and);
}

export interface ListResult {
  rows: ListRow[];
  total: number;
}

/**
 * A page is O(page size) thanks to the indexes; the total is not: it counts every match, which
 * for a big city is tens of thousands of index entries. Totals are therefore cached briefly,
 * keyed by the count's SQL and parameters (listings change only when the seed runs again).
 */
export type CountCache = TtlCache<number>;

export async function listListings(
  db: Kysely<Database>,
  kind: ListingKind,
  place: Place,
  q: ListingQuery,
  paging: { page: number; pageSize: number } | null,
  counts?: CountCache,
): Promise<ListResult> {
  let query = db
    .selectFrom('listings')
    .select(LIST_COLUMNS)
    .where((eb) => filters(eb, kind, place, q));
  query = orderBy(query, q.sort ?? 'newest');
  if (!paging) {
    const rows = await query.execute();
    return { rows, total: rows.length };
  }
  const countQuery = db
    .selectFrom('listings')
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .where((eb) => filters(eb, kind, place, q));
  const compiled = countQuery.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const cached = counts?.get(key);
  const [rows, total] = await Promise.all([
    query
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    cached !== undefined
      ? cached
      : db.executeQuery<{ total: number }>(compiled).then((r) => Number(r.rows[0]?.total ?? 0)),
  ]);
  // Only a fresh count is stored: re-storing a hit would extend its life forever under traffic.
  if (cached === undefined) counts?.set(key, total);
  return { rows, total };
}

// Tie-breaking on id keeps pages stable when several listings share a price or a date.
function orderBy<Q extends { orderBy: (col: 'price' | 'created_at' | 'id', dir: 'asc' | 'desc') => Q }>(
  query: Q,
  sort: Sort,
): Q {
  switch (sort) {
    case 'price_asc':
      return query.orderBy('price', 'asc').orderBy('id', 'asc');
    case 'price_desc':
      return query.orderBy('price', 'desc').orderBy('id', 'desc');
    case 'newest':
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
}

/** Columns of a detail or curated row, with the city and locality joined (a handful of rows). */
function withPlace(db: Kysely<Database>) {
  return db
    .selectFrom('listings')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .innerJoin('locations', 'locations.id', 'listings.location_id')
    .selectAll('listings')
    .select(['cities.slug as city_slug', 'cities.city as city_name', 'locations.location_name as location_name']);
}

export type PlacedRow = ListingRow & { city_slug: string; city_name: string; location_name: string };

/**
 * The detail query, compiled once per database: a detail is the most requested read, and building
 * and compiling it on every request was ~15% of an uncached detail's CPU. Its parameters are
 * [id, kind], in the order of its where clauses.
 */
const detailQueries = new WeakMap<Kysely<Database>, CompiledQuery<PlacedRow>>();

function detailQuery(db: Kysely<Database>): CompiledQuery<PlacedRow> {
  let query = detailQueries.get(db);
  if (!query) {
    query = withPlace(db).where('listings.id', '=', 0).where('listings.kind', '=', 'residential').compile();
    detailQueries.set(db, query);
  }
  return query;
}

/** Any listing of that kind and id, published or not: the route answers 410 for one taken off the site. */
export async function findListing(db: Kysely<Database>, kind: ListingKind, id: number): Promise<PlacedRow | undefined> {
  const { rows } = await db.executeQuery<PlacedRow>({ ...detailQuery(db), parameters: [id, kind] });
  return rows[0];
}

export async function latestListings(db: Kysely<Database>, limit: number): Promise<PlacedRow[]> {
  return withPlace(db)
    .where(PUBLISHED)
    .where('listings.kind', '=', 'residential')
    .orderBy('listings.created_at', 'desc')
    .orderBy('listings.id', 'desc')
    .limit(limit)
    .execute();
}

export async function curatedListings(db: Kysely<Database>, list: CuratedList): Promise<PlacedRow[]> {
  return withPlace(db)
    .innerJoin('curated_listings', 'curated_listings.listing_id', 'listings.id')
    .where('curated_listings.list', '=', list)
    .where(PUBLISHED)
    .orderBy('curated_listings.position', 'asc')
    .execute();
}
