import './zodConfig';
import * as z from 'zod/mini';
import { furnishingSchema, propertyStatusSchema } from './enumSchemas';
import { described, int, jsonList, okStatus } from './fields';

/**
 * GET /api/properties?ids=12,7,3: several listings by id, for the shortlist's cards and the
 * compare table. Each found listing carries its card's fields and the facts compare shows;
 * ids that name no listing (sold, withdrawn, never existed) come back in `missing`, so a page
 * shows them as removed rather than failing.
 */
export const propertyFactsSchema = z.object({
  id: int(),
  p_id: int(),
  kind: described(z.enum(['residential', 'commercial']), 'Which detail page shows it'),
  p_location: described(z.string(), 'City slug'),
  slug: z.string(),
  images: jsonList('JSON array of file names under /images/property/'),
  property_name: z.string(),
  builder_name: z.string(),
  title: z.string(),
  location: described(z.string(), "'Locality, City'"),
  price: described(z.number(), 'Price in lakhs'),
  area: described(int(), 'sq ft'),
  room: int(),
  bathroom: int(),
  property_status: propertyStatusSchema,
  property_type: z.string(),
  features: jsonList('JSON array of amenity names'),
  created_at: described(z.string(), 'ISO 8601'),
  furnishing: described(z.optional(furnishingSchema), 'Commercial only'),
  washroom: described(z.optional(int()), 'Commercial only'),
  lift: described(z.optional(int()), 'Commercial only'),
});
export type PropertyFacts = z.infer<typeof propertyFactsSchema>;

export const propertiesAnswerSchema = z.object({
  status: okStatus,
  properties: described(z.array(propertyFactsSchema), 'The found listings, in the order the ids were given'),
  missing: described(z.array(int()), 'Requested ids that name no listing, in the order given'),
});
export type PropertiesAnswer = z.infer<typeof propertiesAnswerSchema>;
