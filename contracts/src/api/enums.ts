import './zodConfig';
import * as z from 'zod/mini';

/** A listing's status, as the spec's data spells it ('Upcomming' included, site-spec section 3). */
export const PROPERTY_STATUSES = ['New Launch', 'Resale', 'Upcomming'] as const;
export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/** A commercial listing's furnishing. */
export const FURNISHINGS = ['Full', 'Semi', 'None'] as const;
export const furnishingSchema = z.enum(FURNISHINGS);
export type Furnishing = z.infer<typeof furnishingSchema>;
