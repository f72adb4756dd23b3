import { listItemFixture } from '../../test/listingFixtures';

// Detail answers for the detail pages' tests, shaped as the API sends them (the API mocks check
// them against the contract when a test serves them).

export const residentialSample = {
  id: 1,
  p_id: 1,
  property_name: 'Amrapali Silicon City',
  builder_name: 'Amrapali Group',
  title: '3 BHK Apartment in Amrapali Silicon City, Sector 76',
  location: 'Sector 76, Noida',
  address: 'Tower J, Amrapali Silicon City, Sector 76, Noida, Uttar Pradesh 201301',
  images: JSON.stringify(['p-14-3.svg', 'p-14-4.svg', 'p-14-1.svg']),
  created_at: '2025-07-01T11:25:01.000Z',
  updated_at: '2025-07-06T11:25:01.000Z',
  bedroom: 3,
  bathroom: 4,
  description:
    '<p>Bright 3 BHK.</p><script>window.__hacked = true</script><img src="/x.svg" onerror="window.__hacked = true" alt="plan">',
  p_location: 'noida',
  price: 190,
  area: 1625,
  ownership: 'Leasehold',
  features: JSON.stringify(['Club House', 'Tennis Court', 'Yoga Deck']),
  property_status: 'New Launch',
  property_type: 'Apartment',
};

export const commercialSample = {
  ...residentialSample,
  id: 236,
  p_id: 236,
  property_name: 'Nirala Estate',
  builder_name: 'Nirala World',
  location: 'Sector 16, Gandhi Nagar',
  address: 'Unit 702, Nirala Estate, Gandhi Nagar',
  p_location: 'gandhi-nagar',
  price: 46,
  area: 535,
  bedroom: 0,
  bathroom: 1,
  lift: 6,
  washroom: 2,
  furnishing: 'Semi',
  features: JSON.stringify(['Fire Safety System', 'Visitor Parking', 'Food Court']),
  property_type: 'Office',
};

export const bestPropertyAnswer = {
  status: 200,
  best_property: [1, 31, 32, 33, 34, 35, 36].map((id) => listItemFixture(id)),
};
