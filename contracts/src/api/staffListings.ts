import './zodConfig';
import * as z from 'zod/mini';
import { furnishingSchema, propertyStatusSchema } from './enumSchemas';
import { int } from './fields';
import { RERA_NUMBER_PATTERN } from './rera';
import { STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from './storableText';

/**
 * The staff's listing desk (/api/staff/listings, docs/staff-listings.md): every listing, published
 * or not, a listing's every field (create and full edit), and the changes an editor makes most
 * (price, title, publish, unpublish). Shared by the API (which validates with them) and the
 * back-office screens.
 */

/**
 * draft: never shown yet (its page answers 404); published: on every public page; unpublished:
 * taken off them (its page answers 410 Gone).
 */
export const LISTING_STATES = ['draft', 'published', 'unpublished'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
export const listingStateSchema = z.enum(LISTING_STATES);

export const STAFF_LISTINGS_PAGE_MAX = 100;
/** Price in lakhs: above zero, below ₹10,000 crore. */
export const LISTING_PRICE_MAX = 1_000_000;
export const LISTING_TITLE_MAX = 200;

const storable = () => z.regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE);

/** GET /api/staff/listings: newest change first; `before` is the previous page's nextBefore. */
export const staffListingsQuerySchema = z.strictObject({
  kind: z.optional(z.enum(['residential', 'commercial'])),
  state: z.optional(listingStateSchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), storable())),
  before: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'before must be the nextBefore of a previous page')),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(STAFF_LISTINGS_PAGE_MAX)), 50),
});
export type StaffListingsQuery = z.infer<typeof staffListingsQuerySchema>;

export const staffListingSchema = z.object({
  id: int(),
  kind: z.enum(['residential', 'commercial']),
  slug: z.string(),
  title: z.string(),
  /** 'Locality, City'. */
  location: z.string(),
  /** In lakhs. */
  price: z.number(),
  state: listingStateSchema,
  updatedAt: z.string(),
});
export type StaffListing = z.infer<typeof staffListingSchema>;

export const staffListingsAnswerSchema = z.object({
  listings: z.array(staffListingSchema),
  nextBefore: z.nullable(z.string()),
});
export type StaffListingsAnswer = z.infer<typeof staffListingsAnswerSchema>;

/** GET and PATCH /api/staff/listings/{id}. */
export const staffListingAnswerSchema = z.object({ listing: staffListingSchema });
export type StaffListingAnswer = z.infer<typeof staffListingAnswerSchema>;

/** PATCH /api/staff/listings/{id}: any of the fields; the slug stays as it is. */
export const staffListingChangeSchema = z
  .strictObject({
    price: z.optional(
      z
        .number({ error: 'Please give the price in lakhs' })
        .check(
          z.gt(0, 'The price must be above zero'),
          z.lte(LISTING_PRICE_MAX, 'Please check the price: it is in lakhs'),
        ),
    ),
    title: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'This field is required'),
          z.maxLength(LISTING_TITLE_MAX, `Please keep this under ${LISTING_TITLE_MAX} characters`),
          storable(),
        ),
    ),
    /** Publish or unpublish (as POST …/publish and …/unpublish); a listing never goes back to draft. */
    state: z.optional(z.enum(['published', 'unpublished'], { error: 'published or unpublished' })),
  })
  .check(
    z.refine((b) => b.price !== undefined || b.title !== undefined || b.state !== undefined, {
      message: 'Give price, title, state or several',
      path: ['price'],
    }),
  );
export type StaffListingChange = z.infer<typeof staffListingChangeSchema>;

// ---------------------------------------------------------------------------------------------
// A listing's every field: POST /api/staff/listings (create) and PUT /api/staff/listings/{id}
// (full edit). The enums are the public answers' own (propertyStatusSchema, furnishingSchema), so
// the desk cannot store a value the public pages do not know.

const REQUIRED = 'This field is required';
const tooLong = (max: number) => `Please keep this under ${max} characters`;
const text = (max: number) =>
  z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, tooLong(max)), storable());
const whole = (min: number, max: number, what: string) =>
  z
    .int({ error: `Please give ${what} as a whole number` })
    .check(z.gte(min, `${what} must be at least ${min}`), z.lte(max, `${what} must be at most ${max}`));

export const LISTING_DESCRIPTION_MAX = 10_000;
export const LISTING_FEATURES_MAX = 40;
export const LISTING_FEATURE_MAX = 80;
/** Square feet: a shop of 50 up to a warehouse or a plot of 10 lakh. */
export const LISTING_AREA_MAX = 1_000_000;

const price = () =>
  z
    .number({ error: 'Please give the price in lakhs' })
    .check(z.gt(0, 'The price must be above zero'), z.lte(LISTING_PRICE_MAX, 'Please check the price: it is in lakhs'));

const title = () => text(LISTING_TITLE_MAX);

/** A slug as the site's URLs carry it (a city's or a locality's). */
const placeSlug = () =>
  z
    .string({ error: REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(80, tooLong(80)),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please choose from the list'),
    );

export const staffListingInputSchema = z.strictObject({
  kind: z.enum(['residential', 'commercial'], { error: 'Residential or commercial' }),
  title: title(),
  /** The project's name (the public answers' property_name). */
  projectName: text(120),
  builderName: text(120),
  /** 'Apartment', 'Villa', 'Shop', 'Office Space', … (free text, as the public answers carry it). */
  propertyType: text(60),
  /** The city's slug (noida, ghaziabad, …) and the locality's within it (sector-150): both must exist. */
  city: placeSlug(),
  locality: placeSlug(),
  address: text(300),
  /** Lakhs. */
  price: price(),
  /** Square feet. */
  area: whole(1, LISTING_AREA_MAX, 'The area'),
  /** Bedrooms (0 for a commercial listing). */
  rooms: whole(0, 50, 'Rooms'),
  bathrooms: whole(0, 50, 'Bathrooms'),
  /** Commercial listings show these; a residential listing keeps them too (washrooms = bathrooms). */
  washrooms: z.optional(whole(0, 50, 'Washrooms')),
  lifts: z.optional(whole(0, 100, 'Lifts')),
  units: z.optional(whole(0, 10_000, 'Units')),
  furnishing: z.optional(furnishingSchema),
  /** The possession status as the public answers spell it ('Upcomming' included). */
  propertyStatus: propertyStatusSchema,
  /** 'Freehold', 'Leasehold', … */
  ownership: text(60),
  /** Amenities, in the order shown. */
  features: z
    .array(text(LISTING_FEATURE_MAX))
    .check(z.maxLength(LISTING_FEATURES_MAX, `Please list at most ${LISTING_FEATURES_MAX} amenities`)),
  /**
   * Plain text: paragraphs separated by a blank line, lines starting with '- ' a list. The API
   * turns it into the HTML the public answers carry (every character escaped), never storing the
   * editor's HTML.
   */
  description: z
    .string({ error: REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(LISTING_DESCRIPTION_MAX, tooLong(LISTING_DESCRIPTION_MAX)),
      storable(),
    ),
  /** WGS 84 degrees; both or neither (null: no map). */
  latitude: z.nullable(
    z.number().check(z.gte(-90, 'Latitude is from -90 to 90'), z.lte(90, 'Latitude is from -90 to 90')),
  ),
  longitude: z.nullable(
    z.number().check(z.gte(-180, 'Longitude is from -180 to 180'), z.lte(180, 'Longitude is from -180 to 180')),
  ),
  /** The project's UP-RERA registration (UPRERAPRJ123456); null: none yet. */
  reraNumber: z.nullable(
    z
      .string()
      .check(
        z.trim(),
        storable(),
        z.regex(RERA_NUMBER_PATTERN, 'Please give the RERA number as registered (e.g. UPRERAPRJ123456)'),
      ),
  ),
});
export type StaffListingInput = z.infer<typeof staffListingInputSchema>;

/** Both halves of a point or neither: a map with one coordinate is no map. */
const pointComplete = () =>
  z.refine<{ latitude: number | null; longitude: number | null }>(
    (b) => (b.latitude === null) === (b.longitude === null),
    { message: 'Give both latitude and longitude, or neither', path: ['longitude'] },
  );

/** PUT /api/staff/listings/{id}: every field (the slug follows the title; the state is unchanged). */
export const staffListingEditSchema = staffListingInputSchema.check(pointComplete());

/** POST /api/staff/listings: every field, and whether it goes public at once (default: a draft). */
export const staffListingCreateSchema = z
  .extend(staffListingInputSchema, {
    state: z.optional(z.enum(['draft', 'published'], { error: 'A new listing is a draft or published' })),
  })
  .check(pointComplete());
export type StaffListingCreate = z.infer<typeof staffListingCreateSchema>;

/** One listing on the desk: the list's fields, and when it was made and first published. */
export const staffListingDetailSchema = z.extend(staffListingSchema, {
  createdAt: z.string(),
  /** Null: never published. */
  publishedAt: z.nullable(z.string()),
});
export type StaffListingDetail = z.infer<typeof staffListingDetailSchema>;

/**
 * GET, PUT, PATCH /api/staff/listings/{id}, POST /api/staff/listings and …/publish, …/unpublish:
 * the listing (a superset of staffListingAnswerSchema's) and its editable fields, as PUT takes them.
 */
export const staffListingDetailAnswerSchema = z.object({
  listing: staffListingDetailSchema,
  fields: staffListingInputSchema,
});
export type StaffListingDetailAnswer = z.infer<typeof staffListingDetailAnswerSchema>;
