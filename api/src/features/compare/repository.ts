import type { Kysely } from 'kysely';
import { PUBLISHED } from '../properties';
import type { Database, ListingRow } from '../../db/schema';

/** A listing with its city and locality names, as the shortlist and compare need it. */
export type FactsRow = Pick<
  ListingRow,
  | 'id'
  | 'kind'
  | 'property_name'
  | 'builder_name'
  | 'title'
  | 'slug'
  | 'images'
  | 'price'
  | 'area'
  | 'room'
  | 'bathroom'
  | 'washroom'
  | 'lift'
  | 'furnishing'
  | 'property_status'
  | 'property_type'
  | 'features'
  | 'created_at'
> & { city_slug: string; city_name: string; location_name: string };

/** The published listings among `ids` (any order; a handful of primary-key lookups). */
export async function findListingsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<FactsRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('listings')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .innerJoin('locations', 'locations.id', 'listings.location_id')
    .select([
      'listings.id',
      'listings.kind',
      'listings.property_name',
      'listings.builder_name',
      'listings.title',
      'listings.slug',
      'listings.images',
      'listings.price',
      'listings.area',
      'listings.room',
      'listings.bathroom',
      'listings.washroom',
      'listings.lift',
      'listings.furnishing',
      'listings.property_status',
      'listings.property_type',
      'listings.features',
      'listings.created_at',
      'cities.slug as city_slug',
      'cities.city as city_name',
      'locations.location_name as location_name',
    ])
    .where('listings.id', 'in', [...ids])
    .where(PUBLISHED)
    .execute();
}
