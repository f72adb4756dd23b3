/**
 * Plain values, no zod: a bundle that only needs the words (a filter panel, a badge) must not
 * carry the schema library. The schemas of these values are in `enumSchemas.ts`.
 */

/** A listing's status, as the spec's data spells it ('Upcomming' included, site-spec section 3). */
export const PROPERTY_STATUSES = ['New Launch', 'Resale', 'Upcomming'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** A commercial listing's furnishing. */
export const FURNISHINGS = ['Full', 'Semi', 'None'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
