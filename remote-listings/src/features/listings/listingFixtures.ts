import { propertyListAnswerSchema, type PropertyListItem } from 'contracts/api';

/**
 * Test data for the listing screens: list items and list answers as the API sends them, checked
 * against the contract, so a fixture that drifts from the API's real answer fails its test.
 */
export function listItem(p_id: number, over: Partial<PropertyListItem> = {}): PropertyListItem {
  return {
    id: p_id,
    p_id,
    p_location: 'noida',
    slug: `ats-pristine-${p_id}`,
    images: '["p-1-1.svg"]',
    property_name: 'ATS Pristine',
    builder_name: 'ATS',
    title: `ATS Pristine home ${p_id}`,
    location: 'Sector 150, Noida',
    description: '<p>A bright home</p>',
    price: 185,
    property_status: 'Resale',
    property_type: 'Apartment',
    room: 2,
    bathroom: 2,
    area: 1650,
    created_at: '2026-01-15T10:00:00.000Z',
    ...over,
  };
}

/** `n` items numbered from `from`. */
export const listItems = (from: number, n: number): PropertyListItem[] =>
  Array.from({ length: n }, (_, i) => listItem(from + i));

/** One page of GET /api/property_list/… or /api/property-category/…, checked against the contract. */
export function listAnswer(items: PropertyListItem[], total = items.length): unknown {
  const body = { status: 200, property_list: items, total };
  propertyListAnswerSchema.parse(body);
  return body;
}
