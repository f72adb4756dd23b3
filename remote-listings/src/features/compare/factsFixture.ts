import type { PropertiesAnswer, PropertyFacts } from 'contracts/api';

/** One listing of GET /api/properties as the API sends it (contract-valid): the compare and shortlist tests' fixture. */
export function factsFixture(id: number, over: Partial<PropertyFacts> = {}): PropertyFacts {
  return {
    id,
    p_id: id,
    kind: 'residential',
    p_location: 'noida',
    slug: `home-${id}`,
    images: `["p-${id}.svg"]`,
    property_name: `Home ${id}`,
    builder_name: 'ATS Infrastructure',
    title: `Home ${id} 3 BHK`,
    location: 'Sector 150, Noida',
    price: 90,
    area: 1500,
    room: 3,
    bathroom: 2,
    property_status: 'Resale',
    property_type: 'Apartment',
    features: '["Gym","Pool"]',
    created_at: '2025-07-01T11:25:01.000Z',
    ...over,
  };
}

export function answerFixture(properties: PropertyFacts[], missing: number[] = []): PropertiesAnswer {
  return { status: 200, properties, missing };
}
