import type { StaffListing, StaffListingDetail, StaffListingInput } from 'contracts/api';
import { coordinates } from '../properties';
import { htmlToText, textToHtml } from './description';
import type { DeskRow, ListingColumns } from './repository';

/** Rows into the desk's answers (contracts/api/staffListings.ts) and its input into columns. */

export function toStaffListing(row: DeskRow): StaffListing {
  return {
    id: Number(row.id),
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    location: `${row.location_name}, ${row.city_name}`,
    price: Number(row.price),
    state: row.state,
    updatedAt: row.updated_at,
  };
}

export function toStaffListingDetail(row: DeskRow): StaffListingDetail {
  return {
    ...toStaffListing(row),
    createdAt: row.created_at,
    // Listings published before migration 0014 on a database seeded after it carry no date.
    publishedAt: row.published_at ?? (row.state === 'draft' ? null : row.created_at),
  };
}

function features(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/** The editable fields, as PUT takes them back. */
export function toInput(row: DeskRow): StaffListingInput {
  const at = coordinates(row.latitude, row.longitude);
  return {
    kind: row.kind,
    title: row.title,
    projectName: row.property_name,
    builderName: row.builder_name,
    propertyType: row.property_type,
    city: row.city_slug,
    locality: row.location_slug,
    address: row.address,
    price: Number(row.price),
    area: Number(row.area),
    rooms: Number(row.room),
    bathrooms: Number(row.bathroom),
    washrooms: Number(row.washroom),
    lifts: Number(row.lift),
    units: Number(row.units),
    furnishing: row.furnishing,
    propertyStatus: row.property_status,
    ownership: row.ownership,
    features: features(row.features),
    description: htmlToText(row.description),
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    reraNumber: row.rera_number,
  };
}

/** What the public's `q` filter matches: lower-case "project | builder", hyphens as spaces (as the seed's). */
export const searchTextOf = (input: Pick<StaffListingInput, 'projectName' | 'builderName'>): string =>
  `${input.projectName} | ${input.builderName}`.toLowerCase().replace(/-/g, ' ');

/**
 * The columns of an input. `keptRera`: the stored number and its sample flag, so a number left as
 * it was keeps the flag (the page goes on saying it is a sample) and any other is the firm's own.
 */
export function columnsOf(
  input: StaffListingInput,
  place: { cityId: number; locationId: number },
  slug: string,
  updatedAt: string,
  keptRera?: { number: string | null; sample: number },
): ListingColumns {
  const rera = input.reraNumber === null || input.reraNumber === '' ? null : input.reraNumber;
  return {
    kind: input.kind,
    city_id: place.cityId,
    location_id: place.locationId,
    property_name: input.projectName,
    builder_name: input.builderName,
    title: input.title,
    slug,
    description: textToHtml(input.description),
    address: input.address,
    price: input.price,
    area: input.area,
    room: input.rooms,
    bathroom: input.bathrooms,
    washroom: input.washrooms ?? input.bathrooms,
    lift: input.lifts ?? 0,
    units: input.units ?? 1,
    furnishing: input.furnishing ?? 'None',
    property_status: input.propertyStatus,
    property_type: input.propertyType,
    ownership: input.ownership,
    features: JSON.stringify(input.features),
    search_text: searchTextOf(input),
    updated_at: updatedAt,
    latitude: input.latitude,
    longitude: input.longitude,
    rera_number: rera,
    rera_sample: keptRera !== undefined && rera !== null && keptRera.number === rera ? Number(keptRera.sample) : 0,
  };
}

/** What the audit log keeps of a listing before and after a change: its fields, state and slug. */
export function auditView(row: DeskRow): Record<string, unknown> {
  return { ...toInput(row), slug: row.slug, state: row.state };
}
