import * as z from 'zod/mini';
import { furnishingSchema, propertyStatusSchema } from './enumSchemas';
import { curatedField, type CuratedList } from './curated';
import { described, int, jsonList, okStatus } from './fields';
import { listingPhotoSchema } from './photos';

/**
 * Listing answers with the spec's field names (site-spec sections 3 and 7). `images` and
 * `features` stay JSON-encoded text on the wire, as the spec says; the screens decode them.
 */
const images = () => jsonList('JSON array of file names under /images/property/');
/**
 * The listing's pictures as responsive sources, in order: its uploaded photos when it has any,
 * else its seed pictures (`images`) as raster variants. Absent from answers of an older API: the
 * screens then show `images`.
 */
const photos = () =>
  described(
    z.optional(z.array(listingPhotoSchema)),
    "The listing's pictures in order (uploaded photos, else the seed pictures as AVIF/WebP/JPEG variants)",
  );
const price = () => described(z.number(), 'Price in lakhs');
const citySlug = () => described(z.string(), 'City slug');
const commercialOnly = <T extends z.ZodMiniType>(schema: T) => described(z.optional(schema), 'Commercial only');

/** Item of GET /api/latest-property (home Latest Listings). */
export const latestListingSchema = z.object({
  id: int(),
  images: images(),
  photos: photos(),
  price: price(),
  property_title: z.string(),
  description: described(z.string(), 'HTML'),
  slug: z.string(),
  p_location: citySlug(),
  p_id: int(),
  bathroom: int(),
  area: described(int(), 'sq ft'),
  room: int(),
  property_status: propertyStatusSchema,
  location: z.string(),
});
export type LatestListing = z.infer<typeof latestListingSchema>;

/** Item of property_list, best_property, genuine_deal and exclusive_deal. */
export const propertyListItemSchema = z.object({
  id: int(),
  p_id: int(),
  p_location: citySlug(),
  slug: z.string(),
  images: images(),
  photos: photos(),
  property_name: z.string(),
  builder_name: z.string(),
  title: z.string(),
  location: described(z.string(), "'Locality, City'"),
  description: described(z.string(), 'HTML'),
  price: price(),
  property_status: propertyStatusSchema,
  property_type: z.string(),
  room: int(),
  bathroom: int(),
  area: described(int(), 'sq ft'),
  created_at: described(z.string(), 'ISO 8601'),
  furnishing: commercialOnly(furnishingSchema),
  washroom: commercialOnly(int()),
  lift: commercialOnly(int()),
  units: commercialOnly(int()),
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

/** Item of property_detail (a list with one element for a known pid). */
export const propertyDetailSchema = z.object({
  id: int(),
  p_id: int(),
  property_name: z.string(),
  builder_name: z.string(),
  title: z.string(),
  location: z.string(),
  address: z.string(),
  images: images(),
  photos: photos(),
  created_at: z.string(),
  updated_at: z.string(),
  bedroom: int(),
  bathroom: int(),
  description: described(z.string(), 'HTML'),
  p_location: citySlug(),
  /** Absent from answers of an older API: the page then keeps the address it was asked for. */
  slug: described(z.optional(z.string()), "The listing's slug: its one address is /{kind}/{p_location}/{slug}/{p_id}"),
  price: z.number(),
  area: int(),
  ownership: z.string(),
  features: jsonList('JSON array of amenity names'),
  property_status: propertyStatusSchema,
  property_type: z.string(),
  lift: commercialOnly(int()),
  washroom: commercialOnly(int()),
  furnishing: commercialOnly(furnishingSchema),
  /** Where the listing is (its locality's centre when no closer point is known); absent when unknown. */
  latitude: described(z.optional(z.number().check(z.gte(-90), z.lte(90))), 'WGS 84 latitude, degrees'),
  longitude: described(z.optional(z.number().check(z.gte(-180), z.lte(180))), 'WGS 84 longitude, degrees'),
  /** The project's RERA registration (UP-RERA's UPRERAPRJ… in Uttar Pradesh); absent when it has none yet. */
  rera_number: described(z.optional(z.string()), 'RERA registration number; absent when none is known'),
  rera_sample: described(
    z.optional(z.boolean()),
    "Sent with rera_number: true when the number is one of the sample data's, not a real registration",
  ),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** GET /api/latest-property */
export const latestPropertiesAnswerSchema = z.object({ status: okStatus, properties: z.array(latestListingSchema) });
export type LatestPropertiesAnswer = z.infer<typeof latestPropertiesAnswerSchema>;

/** GET /api/home-property-list */
export const homePropertyListAnswerSchema = z.object({
  status: okStatus,
  property_list: z.array(propertyListItemSchema),
});
export type HomePropertyListAnswer = z.infer<typeof homePropertyListAnswerSchema>;

/**
 * GET /api/property_list/{cityname}/{queryLocation}/{property_type} and
 * GET /api/property-category/{cityname}/{queryLocation}/{queryCategory}: one page of a filtered list.
 */
export const propertyListAnswerSchema = z.object({
  status: okStatus,
  property_list: z.array(propertyListItemSchema),
  total: described(z.int().check(z.nonnegative()), 'Number of listings matching the filters (all pages)'),
  page: described(z.optional(int()), 'Present when page or pageSize was sent'),
  pageSize: described(z.optional(int()), 'Present when page or pageSize was sent'),
});
export type PropertyListAnswer = z.infer<typeof propertyListAnswerSchema>;

/** GET /api/property-detail/{residential|commercial}/{pid} */
export const propertyDetailAnswerSchema = z.object({
  status: okStatus,
  property_detail: z.array(propertyDetailSchema),
});
export type PropertyDetailAnswer = z.infer<typeof propertyDetailAnswerSchema>;

/** Each curated list's answer: its items in the field the list names (see `curated.ts`). */
const curatedList = () => z.array(propertyListItemSchema);
export const curatedAnswerSchemas = {
  'best-property': z.object({ status: okStatus, best_property: curatedList() }),
  'genuine-deal': z.object({ status: okStatus, genuine_deal: curatedList() }),
  'exclusive-deal': z.object({ status: okStatus, exclusive_deal: curatedList() }),
} satisfies Record<CuratedList, z.ZodMiniType>;
export type CuratedAnswer<L extends CuratedList> = z.infer<(typeof curatedAnswerSchemas)[L]>;

/** The answer of a curated list (the cast: TypeScript cannot follow a computed key to its field). */
export function curatedAnswer<L extends CuratedList>(list: L, items: PropertyListItem[]): CuratedAnswer<L> {
  return { status: 200, [curatedField(list)]: items } as CuratedAnswer<L>;
}
