import { z } from 'zod';
import { PHOTO_ALT_MAX, PHOTO_ID, PHOTOS_PER_LISTING_MAX, STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from 'contracts/api';

/** Parameters and bodies of the photo routes (the staff ones are hidden from the public OpenAPI document). */

/** The limits are the contracts' (the back-office pre-checks the same numbers). */
export const MAX_PHOTOS_PER_LISTING = PHOTOS_PER_LISTING_MAX;
export const MAX_ALT_LENGTH = PHOTO_ALT_MAX;

export const listingParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

export const photoParams = z
  .object({ photoId: z.string().regex(PHOTO_ID, 'Not a photo id (16 letters, digits, - or _)') })
  .strict();

export const changePhotoBody = z
  .object({
    alt: z
      .string()
      .trim()
      .max(MAX_ALT_LENGTH)
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
      .regex(/^[^\u0000-\u001f\u007f]*$/u, 'Alt text is one line without control characters')
      .regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE)
      .optional(),
    position: z
      .number()
      .int()
      .min(0)
      .max(MAX_PHOTOS_PER_LISTING - 1)
      .optional(),
  })
  .strict()
  .refine((b) => b.alt !== undefined || b.position !== undefined, 'Give alt, position or both');

/** The public route's parameters: only text here, the handler decides 400 (malformed) or 404 (unknown). */
export const variantParams = z
  .object({
    photoId: z.string().max(40).describe('The photo id (16 characters of base64url)'),
    file: z.string().max(20).describe('<width>.<avif|webp|jpg>, e.g. 960.webp'),
  })
  .strict();
