import type { PropertyListItem } from './listings';
import { similarPropertiesAnswerSchema } from './similar';
import { similarPropertiesPath } from './similarRule';

const sampleListItem: PropertyListItem = {
  id: 12,
  p_id: 12,
  p_location: 'noida',
  slug: 'ats-pristine',
  images: '["p-12-1.svg","p-12-2.svg"]',
  property_name: 'ATS Pristine',
  builder_name: 'ATS',
  title: '3 BHK in ATS Pristine',
  location: 'Sector 150, Noida',
  description: '<p>Corner flat</p>',
  price: 185,
  property_status: 'Resale',
  property_type: 'Apartment',
  room: 3,
  bathroom: 2,
  area: 1650,
  created_at: '2025-07-01T11:25:01.000Z',
};

describe('similar properties answer', () => {
  it('accepts a list of listing items, or none', () => {
    expect(similarPropertiesAnswerSchema.safeParse({ status: 200, similar_properties: [] }).success).toBe(true);
    expect(similarPropertiesAnswerSchema.safeParse({ status: 200, similar_properties: [sampleListItem] }).success).toBe(
      true,
    );
  });

  it('refuses another status, a missing list or a malformed item', () => {
    expect(similarPropertiesAnswerSchema.safeParse({ status: 404, similar_properties: [] }).success).toBe(false);
    expect(similarPropertiesAnswerSchema.safeParse({ status: 200 }).success).toBe(false);
    expect(
      similarPropertiesAnswerSchema.safeParse({ status: 200, similar_properties: [{ ...sampleListItem, price: '5' }] })
        .success,
    ).toBe(false);
  });

  it('names the path of a listing with or without a limit', () => {
    expect(similarPropertiesPath('residential', 42)).toBe('/api/property-detail/residential/42/similar');
    expect(similarPropertiesPath('commercial', 7, 6)).toBe('/api/property-detail/commercial/7/similar?limit=6');
  });
});
