import { sql, type Kysely } from 'kysely';
import { SIMILAR_PRICE_BAND } from 'contracts/api';
import type { Database, ListingKind } from '../../db/schema';
import { PUBLISHED, type PlacedRow } from './repository';

/** What the rule needs of the listing the visitor is looking at. */
export interface SimilarBase {
  id: number;
  cityId: number;
  propertyType: string;
  /** Lakhs. */
  price: number;
  area: number;
}

/** The inclusive price range of similar listings: ±25% of the listing's price. */
export function similarPriceRange(price: number): { min: number; max: number } {
  return { min: price * (1 - SIMILAR_PRICE_BAND), max: price * (1 + SIMILAR_PRICE_BAND) };
}

/** The listing named by the URL, or undefined when there is no such published listing of that kind. */
export async function findSimilarBase(
  db: Kysely<Database>,
  kind: ListingKind,
  id: number,
): Promise<SimilarBase | undefined> {
  const row = await db
    .selectFrom('listings')
    .select(['id', 'city_id', 'property_type', 'price', 'area'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where(PUBLISHED)
    .executeTakeFirst();
  // PostgreSQL's driver may hand numbers back as text.
  return row
    ? {
        id: row.id,
        cityId: row.city_id,
        propertyType: row.property_type,
        price: Number(row.price),
        area: Number(row.area),
      }
    : undefined;
}

/**
 * Listings like `base`: same kind, city and property type, price within ±25% (inclusive), never
 * `base` itself; the closest price first, then the closest area, then the lower id (a stable
 * order). The (city, kind, price) index serves the range; only the band's rows are sorted.
 */
export async function similarListings(
  db: Kysely<Database>,
  kind: ListingKind,
  base: SimilarBase,
  limit: number,
): Promise<PlacedRow[]> {
  const { min, max } = similarPriceRange(base.price);
  return db
    .selectFrom('listings')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .innerJoin('locations', 'locations.id', 'listings.location_id')
    .selectAll('listings')
    .select(['cities.slug as city_slug', 'cities.city as city_name', 'locations.location_name as location_name'])
    .where(PUBLISHED)
    .where('listings.city_id', '=', base.cityId)
    .where('listings.kind', '=', kind)
    .where('listings.price', '>=', min)
    .where('listings.price', '<=', max)
    .where('listings.property_type', '=', base.propertyType)
    .where('listings.id', '<>', base.id)
    .orderBy(sql`abs(listings.price - ${base.price})`)
    .orderBy(sql`abs(listings.area - ${base.area})`)
    .orderBy('listings.id', 'asc')
    .limit(limit)
    .execute();
}
