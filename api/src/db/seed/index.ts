import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../connection';
import type { Database, NewListing } from '../schema';
import { BLOGS } from './blogs';
import { DEFAULT_LISTING_COUNT, generateListing, type ListingRefs } from './listings';
import { CITIES } from './places';
import { addSampleRera } from './rera';

export interface SeedOptions {
  /** Number of listings (default 240: 180 residential, 60 commercial). */
  listings?: number;
}

export interface SeedResult {
  seeded: boolean;
  listings: number;
}

/** Curated lists served by the API, by list name. */
export const CURATED_LISTS = ['best-property', 'genuine-deal', 'exclusive-deal', 'home'] as const;
export type CuratedList = (typeof CURATED_LISTS)[number];

/** Listings are generated up to this many at a time (keeps each INSERT under both dialects' parameter limits). */
const BATCH = 500;
const SEED_META_KEY = 'seed';
const PG_LOCK_ID = 7_274_202;

/** What app_meta's 'seed' row says of the seeded data. */
interface SeedMeta {
  listings: number;
  at: string;
  /** Listings carry the seed's sample RERA numbers (absent: seeded before they existed). */
  reraSamples?: boolean;
}

/** Seeded before listings had RERA numbers: add the sample ones a new seed would have. */
async function upgradeToReraSamples(trx: Transaction<Database>, seed: SeedMeta): Promise<void> {
  await addSampleRera(trx);
  const value: SeedMeta = { ...seed, reraSamples: true };
  await trx
    .updateTable('app_meta')
    .set({ value: JSON.stringify(value) })
    .where('key', '=', SEED_META_KEY)
    .execute();
}

/** First start: seeds when the database has never been seeded; a seeded database is left alone. */
export async function seedIfEmpty(handle: DatabaseHandle, opts: SeedOptions = {}): Promise<SeedResult> {
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PG_LOCK_ID})`.execute(trx);
    const meta = await trx.selectFrom('app_meta').select('value').where('key', '=', SEED_META_KEY).executeTakeFirst();
    if (meta) {
      const seed = JSON.parse(meta.value) as SeedMeta;
      if (!seed.reraSamples) await upgradeToReraSamples(trx, seed);
      return { seeded: false, listings: seed.listings };
    }
    const listings = await insertSeed(trx, handle.dialect, opts);
    return { seeded: true, listings };
  });
}

/** Replaces all seed-owned data (reference data, listings, blogs); enquiries and leads are kept. */
export async function reseed(handle: DatabaseHandle, opts: SeedOptions = {}): Promise<SeedResult> {
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PG_LOCK_ID})`.execute(trx);
    for (const table of ['curated_listings', 'listings', 'locations', 'cities', 'blogs'] as const) {
      await trx.deleteFrom(table).execute();
    }
    await trx.deleteFrom('app_meta').where('key', '=', SEED_META_KEY).execute();
    const listings = await insertSeed(trx, handle.dialect, opts);
    return { seeded: true, listings };
  });
}

async function insertSeed(
  trx: Transaction<Database>,
  dialect: DatabaseHandle['dialect'],
  opts: SeedOptions,
): Promise<number> {
  const count = Math.max(1, Math.floor(opts.listings ?? DEFAULT_LISTING_COUNT));
  const refs = await insertPlaces(trx);

  // The first DEFAULT_LISTING_COUNT rows are the same whatever `count` is; curated lists are
  // picked from them so the home page looks the same on a small and on a benchmark database.
  const baseline: (NewListing & { id: number })[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows: (NewListing & { id: number })[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const row = generateListing(i, refs);
      rows.push(row);
      if (i < DEFAULT_LISTING_COUNT) baseline.push(row);
    }
    await trx.insertInto('listings').values(rows).execute();
  }

  const curated = pickCurated(baseline);
  for (const list of CURATED_LISTS) {
    const ids = curated[list];
    if (ids.length > 0) {
      await trx
        .insertInto('curated_listings')
        .values(ids.map((listing_id, position) => ({ list, position, listing_id })))
        .execute();
    }
  }

  await trx
    .insertInto('blogs')
    .values(
      BLOGS.map((b, i) => ({
        id: i + 1,
        slug: b.slug,
        title: b.title,
        image: `blog-${i + 1}.svg`,
        description: b.description,
        created_at: b.created_at,
        // The seed's posts are published, at their date (migration 0016).
        state: 'published' as const,
        publish_at: b.created_at,
        updated_at: b.created_at,
      })),
    )
    .execute();

  await trx
    .insertInto('app_meta')
    .values({
      key: SEED_META_KEY,
      value: JSON.stringify({ listings: count, at: new Date().toISOString(), reraSamples: true } satisfies SeedMeta),
    })
    .execute();

  // Explicit ids keep the seed deterministic; PostgreSQL identity columns must then be told
  // where to continue (SQLite's INTEGER PRIMARY KEY continues from max(id) by itself).
  if (dialect === 'postgres') {
    for (const table of ['cities', 'locations', 'listings', 'blogs'] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
  }
  return count;
}

async function insertPlaces(trx: Kysely<Database>): Promise<ListingRefs> {
  const cityIds = new Map<string, number>();
  const locationIds = new Map<string, number>();
  let locationId = 0;
  for (const [i, c] of CITIES.entries()) {
    const id = i + 1;
    cityIds.set(c.slug, id);
    await trx.insertInto('cities').values({ id, city: c.city, slug: c.slug, position: i }).execute();
    await trx
      .insertInto('locations')
      .values(
        c.locations.map((l, position) => {
          locationId += 1;
          locationIds.set(`${c.slug}/${l.slug}`, locationId);
          return {
            id: locationId,
            city_id: id,
            location_name: l.name,
            slug: l.slug,
            position,
            latitude: l.at[0],
            longitude: l.at[1],
          };
        }),
      )
      .execute();
  }
  return {
    cityId(slug) {
      const id = cityIds.get(slug);
      if (id === undefined) throw new Error(`unknown city ${slug}`);
      return id;
    },
    locationId(citySlug, locationSlug) {
      const id = locationIds.get(`${citySlug}/${locationSlug}`);
      if (id === undefined) throw new Error(`unknown location ${citySlug}/${locationSlug}`);
      return id;
    },
  };
}

type Row = NewListing & { id: number };

/** Home budget bands (spec section 9: 0-50, 50-100, 100-500, above 500 lakhs). */
const HOME_BANDS: readonly ((price: number) => boolean)[] = [
  (p) => p <= 50,
  (p) => p > 50 && p <= 100,
  (p) => p > 100 && p <= 200,
  (p) => p > 200 && p <= 500,
  (p) => p > 500,
];

export function pickCurated(rows: readonly Row[]): Record<CuratedList, number[]> {
  const residential = rows.filter((r) => r.kind === 'residential');
  const ratePerSqft = (r: Row) => (r.price * 100_000) / r.area;

  const best = residential
    .filter((r) => r.property_status === 'New Launch' && r.room >= 3)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 8);
  const genuine = residential
    .filter((r) => r.property_status === 'Resale')
    .sort((a, b) => ratePerSqft(a) - ratePerSqft(b))
    .slice(0, 8);
  const exclusive = residential
    .filter((r) => r.property_type === 'Villa' || r.price > 300)
    .sort((a, b) => b.price - a.price)
    .slice(0, 8);

  // Home gallery: 24 listings across every budget band, interleaved so that the first six
  // (shown when no budget is chosen) already span the range.
  const perBand = HOME_BANDS.map((inBand) => residential.filter((r) => inBand(r.price)).slice(0, 5));
  const home: Row[] = [];
  for (let i = 0; i < 5; i++) for (const band of perBand) if (band[i] && home.length < 24) home.push(band[i] as Row);
  for (const r of residential) if (home.length < 24 && !home.includes(r)) home.push(r);

  return {
    'best-property': best.map((r) => r.id),
    'genuine-deal': genuine.map((r) => r.id),
    'exclusive-deal': exclusive.map((r) => r.id),
    home: home.map((r) => r.id),
  };
}
