import type { LatestListing, PropertyDetail, PropertyListItem } from 'contracts/api';
import type { ListRow, PlacedRow } from './repository';

/**
 * Rows into the answer shapes of the contract (contracts/api): typed by the contract's schemas,
 * so a field added, renamed or retyped there fails the type check here.
 */

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
    slug: row.slug,
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
  const at = coordinates(row.latitude, row.longitude);
  if (at) {
    detail.latitude = at.latitude;
    detail.longitude = at.longitude;
  }
  if (row.rera_number) {
    detail.rera_number = row.rera_number;
    // PostgreSQL's driver and SQLite both hand the integer back; any non-zero value is a sample.
    detail.rera_sample = Number(row.rera_sample) !== 0;
  }
  return detail;
}

/**
 * A listing's point when both halves are known and on the globe; otherwise none (the page then shows
 * no map). PostgreSQL's driver may hand a float back as text, hence Number().
 */
export function coordinates(
  latitude: number | string | null | undefined,
  longitude: number | string | null | undefined,
): { latitude: number; longitude: number } | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  if (latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}
