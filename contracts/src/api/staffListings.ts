import './zodConfig';
import * as z from 'zod/mini';
import { int } from './fields';
import { STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from './storableText';

/**
 * The staff's listing desk (/api/staff/listings, docs/staff-listings.md): every listing, published
 * or not, and the changes an editor makes most (price, title, publish, unpublish). Shared by the
 * API (which validates with them) and the back-office screens.
 */

/** published: on every public page; unpublished: gone from them (its page answers 410). */
export const LISTING_STATES = ['published', 'unpublished'] as const;
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
    state: z.optional(listingStateSchema),
  })
  .check(
    z.refine((b) => b.price !== undefined || b.title !== undefined || b.state !== undefined, {
      message: 'Give price, title, state or several',
      path: ['price'],
    }),
  );
export type StaffListingChange = z.infer<typeof staffListingChangeSchema>;
