import { z } from 'zod';
import type { LatestListing, PropertyDetail, PropertyListItem } from 'shared-ui/src/api/types';
import type { ListRow, PlacedRow } from './repository';

/**
 * Answer shapes (the spec's field names, as typed in shared-ui/src/api/types.ts) and the
 * functions that turn rows into them. The zod schemas document the answers in OpenAPI and make
 * the serializer drop anything not listed; the `satisfies` checks below fail the type check if
 * these schemas and the shared types drift apart.
 */
const status = z.enum(['New Launch', 'Resale', 'Upcomming']);
const furnishing = z.enum(['Full', 'Semi', 'None']);
const jsonList = z.string().describe('JSON-encoded array of strings');

export const latestListingSchema = z.object({
  id: z.number().int(),
  images: jsonList.describe('JSON array of file names under /images/property/'),
  price: z.number().describe('Price in lakhs'),
  property_title: z.string(),
  description: z.string().describe('HTML'),
  slug: z.string(),
  p_location: z.string().describe('City slug'),
  p_id: z.number().int(),
  bathroom: z.number().int(),
  area: z.number().int().describe('sq ft'),
  room: z.number().int(),
  property_status: status,
  location: z.string(),
});

export const propertyListItemSchema = z.object({
  id: z.number().int(),
  p_id: z.number().int(),
  p_location: z.string().describe('City slug'),
  slug: z.string(),
  images: jsonList.describe('JSON array of file names under /images/property/'),
  property_name: z.string(),
  builder_name: z.string(),
  title: z.string(),
  location: z.string().describe("'Locality, City'"),
  description: z.string().describe('HTML'),
  price: z.number().describe('Price in lakhs'),
  property_status: status,
  property_type: z.string(),
  room: z.number().int(),
  bathroom: z.number().int(),
  area: z.number().int().describe('sq ft'),
  created_at: z.string().describe('ISO 8601'),
  furnishing: furnishing.optional().describe('Commercial only'),
  washroom: z.number().int().optional().describe('Commercial only'),
  lift: z.number().int().optional().describe('Commercial only'),
  units: z.number().int().optional().describe('Commercial only'),
});

export const propertyDetailSchema = z.object({
  id: z.number().int(),
  p_id: z.number().int(),
  property_name: z.string(),
  builder_name: z.string(),
  title: z.string(),
  location: z.string(),
  address: z.string(),
  images: jsonList,
  created_at: z.string(),
  updated_at: z.string(),
  bedroom: z.number().int(),
  bathroom: z.number().int(),
  description: z.string().describe('HTML'),
  p_location: z.string().describe('City slug'),
  price: z.number(),
  area: z.number().int(),
  ownership: z.string(),
  features: jsonList.describe('JSON array of amenity names'),
  property_status: status,
  property_type: z.string(),
  lift: z.number().int().optional().describe('Commercial only'),
  washroom: z.number().int().optional().describe('Commercial only'),
  furnishing: furnishing.optional().describe('Commercial only'),
});

// Compile-time contract checks against shared-ui/src/api/types.ts (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contract: [
  Same<z.output<typeof latestListingSchema>, LatestListing>,
  Same<z.output<typeof propertyListItemSchema>, PropertyListItem>,
  Same<z.output<typeof propertyDetailSchema>, PropertyDetail>,
] = [true, true, true];
void contract;

const place = (locationName: string, cityName: string) => `${locationName}, ${cityName}`;

export function toListItem(row: ListRow, city: { slug: string; name: string }, locationName: string): PropertyListItem {
  const item: PropertyListItem = {
    id: row.id,
    p_id: row.id,
    p_location: city.slug,
    slug: row.slug,
    images: row.images,
    property_name: row.property_name,
    builder_name: row.builder_name,
    title: row.title,
    location: place(locationName, city.name),
    description: row.description,
    price: Number(row.price),
    property_status: row.property_status,
    property_type: row.property_type,
    room: row.room,
    bathroom: row.bathroom,
    area: row.area,
    created_at: row.created_at,
  };
  if (row.kind === 'commercial') {
    item.furnishing = row.furnishing;
    item.washroom = row.washroom;
    item.lift = row.lift;
    item.units = row.units;
  }
  return item;
}

export function placedToListItem(row: PlacedRow): PropertyListItem {
  return toListItem(row, { slug: row.city_slug, name: row.city_name }, row.location_name);
}

export function toLatest(row: PlacedRow): LatestListing {
  return {
    id: row.id,
    images: row.images,
    price: Number(row.price),
    property_title: row.title,
    description: row.description,
    slug: row.slug,
    p_location: row.city_slug,
    p_id: row.id,
    bathroom: row.bathroom,
    area: row.area,
    room: row.room,
    property_status: row.property_status,
    location: place(row.location_name, row.city_name),
  };
}

export function toDetail(row: PlacedRow): PropertyDetail {
  const detail: PropertyDetail = {
    id: row.id,
    p_id: row.id,
    property_name: row.property_name,
    builder_name: row.builder_name,
    title: row.title,
    location: place(row.location_name, row.city_name),
    address: row.address,
    images: row.images,
    created_at: row.created_at,
    updated_at: row.updated_at,
    bedroom: row.room,
    bathroom: row.bathroom,
    description: row.description,
    p_location: row.city_slug,
    price: Number(row.price),
    area: row.area,
    ownership: row.ownership,
    features: row.features,
    property_status: row.property_status,
    property_type: row.property_type,
  };
  if (row.kind === 'commercial') {
    detail.lift = row.lift;
    detail.washroom = row.washroom;
    detail.furnishing = row.furnishing;
  }
  return detail;
}
