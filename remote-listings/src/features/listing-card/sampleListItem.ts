import type { PropertyListItem } from 'contracts/api';

/** One list item as the API sends it: the fixture of the card's unit and component tests. */
export const sampleListItem: PropertyListItem = {
  id: 42,
  p_id: 42,
  p_location: 'noida',
  slug: 'ats-pristine-3-bhk',
  images: '["ats-1.svg","ats-2.svg"]',
  title: 'ATS Pristine 3 BHK',
  property_name: 'ATS Pristine',
  builder_name: 'ATS Infrastructure',
  location: 'Sector 150, Noida',
  price: 185,
  property_status: 'Resale',
  property_type: 'Apartment',
  room: 4,
  bathroom: 2,
  area: 1650,
  description: '<p>A <b>bright</b> home &amp; garden</p>',
  created_at: '2025-07-01T11:25:01.000Z',
};
