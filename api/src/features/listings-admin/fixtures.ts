import type { StaffListingCreate } from 'contracts/api';

/** A complete, valid listing as the desk sends it (a Noida locality the seed always has). */
export function listingInput(over: Partial<StaffListingCreate> = {}): StaffListingCreate {
  return {
    kind: 'residential',
    title: '3 BHK Apartment in Desk Heights, Sector 150',
    projectName: 'Desk Heights',
    builderName: 'Test Builders',
    propertyType: 'Apartment',
    city: 'noida',
    locality: 'sector-150',
    address: 'Tower B, Desk Heights, Sector 150, Noida, Uttar Pradesh 201310',
    price: 125.5,
    area: 1650,
    rooms: 3,
    bathrooms: 3,
    propertyStatus: 'New Launch',
    ownership: 'Leasehold',
    features: ['Gym', 'Swimming Pool', 'Power Backup'],
    description: 'A bright three-bedroom home.\n\n- Park facing\n- Two balconies',
    latitude: 28.4195,
    longitude: 77.481,
    reraNumber: 'UPRERAPRJ123456',
    ...over,
  };
}
