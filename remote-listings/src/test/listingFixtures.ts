import type { PropertyDetail, PropertyListItem } from 'contracts/api';

/** A residential detail as the API sends it (contract-valid), for unit tests of the detail pages. */
export const detailFixture: PropertyDetail = {
  id: 7,
  p_id: 7,
  property_name: 'Sky Villa',
  builder_name: 'Sky Builders',
  title: '4 BHK Villa in Sector 150',
  location: 'Sector 150, Noida',
  address: 'Tower A',
  images: '["a.svg","b.svg"]',
  created_at: '2025-07-01T11:25:01.000Z',
  updated_at: '2025-07-02T08:00:00.000Z',
  bedroom: 4,
  bathroom: 3,
  description: '<p>Large &amp; bright</p><script>x()</script>',
  p_location: 'noida',
  price: 190,
  area: 2400,
  ownership: 'Freehold',
  features: '["Gym","Pool"]',
  property_status: 'New Launch',
  property_type: 'Villa',
};

/** A list item (best-property, curated lists) as the API sends it. */
export function listItemFixture(id: number, over: Partial<PropertyListItem> = {}): PropertyListItem {
  return {
    id,
    p_id: id,
    p_location: 'noida',
    slug: `listing-${id}`,
    images: `["p-${id}-1.svg"]`,
    property_name: `Featured ${id}`,
    builder_name: 'Builder',
    title: `Featured ${id}`,
    location: 'Sector 150, Noida',
    description: '<p>Nice</p>',
    price: 90,
    property_status: 'Resale',
    property_type: 'Apartment',
    room: 3,
    bathroom: 2,
    area: 1500,
    created_at: '2025-07-01T11:25:01.000Z',
    ...over,
  };
}
