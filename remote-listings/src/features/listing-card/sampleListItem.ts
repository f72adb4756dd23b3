import type { PropertyListItem } from 'contracts/api';

/** One list item as the API sends it: the fixture of the card's unit and component tests. */
export const sampleListItem: Partial<PropertyListItem> = {
  p_id: 42,
  p_location: 'noida',
  slug: 'ats-pristine-3-bhk',
  images: '["ats-1.svg","ats-2.svg"]',
  title: 'ATS Pristine 3 BHK',
  property_name: 'ATS Pristine',
  location: 'Sector 150, Noida',
  price: 185,
  property_status: 'Resale',
  room: 4,
  bathroom: 2,
  area: 1650,
  description: '<p>A <b>bright</b> home &amp; garden</p>',
};
