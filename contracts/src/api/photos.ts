import './zodConfig';
import * as z from 'zod/mini';
import { described, int } from './fields';

/**
 * Listing photos uploaded by staff (api/src/features/photos, docs/staff-photos.md). Each photo is
 * kept as AVIF, WebP and JPEG at several widths; `photoSources` turns a stored photo into what a
 * `<picture>` needs. Plain values and functions work without loading the schemas.
 */

/** Widths made of every photo (never wider than the upload; the upload's own width tops them off). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** File extensions of the variants, best first: the order `<source>` elements take. */
export const PHOTO_EXTENSIONS = ['avif', 'webp', 'jpg'] as const;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoExtension, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** A photo's public id: 16 characters of base64url (96 random bits), so ids cannot be guessed. */
export const PHOTO_ID = /^[A-Za-z0-9_-]{16}$/;

/** The `<img src>` width when the page names none: sharp enough for a card or half a screen. */
export const PHOTO_DEFAULT_WIDTH = 960;

export interface PhotoVariantSize {
  width: number;
  height: number;
}

/** GET /api/images/photos/<id>/<width>.<ext>: the URL never changes for given bytes (a new upload is a new id). */
export function photoUrl(id: string, width: number, ext: PhotoExtension): string {
  return `/api/images/photos/${id}/${width}.${ext}`;
}

export const photoSourcesSchema = z.object({
  src: described(z.string(), 'JPEG for browsers without srcset: the variant nearest 960 px wide'),
  srcSet: z.object({
    avif: described(z.string(), "srcset of the AVIF variants ('<url> 320w, <url> 640w, …')"),
    webp: described(z.string(), 'srcset of the WebP variants'),
    jpeg: described(z.string(), 'srcset of the JPEG variants'),
  }),
  width: described(int(), "Width of `src` in pixels (with height, the img's aspect ratio)"),
  height: described(int(), 'Height of `src` in pixels'),
});
export type PhotoSources = z.infer<typeof photoSourcesSchema>;

/**
 * What `<picture>` / `<img srcset>` need for a stored photo: one srcset per format and a JPEG
 * `src` (the largest variant not wider than PHOTO_DEFAULT_WIDTH, else the smallest) with its size.
 * Pure: the variants come from the database row, nothing is read from disk.
 */
export function photoSources(photo: { id: string; variants: readonly PhotoVariantSize[] }): PhotoSources {
  const variants = [...photo.variants].sort((a, b) => a.width - b.width);
  const first = variants[0];
  if (first === undefined) throw new Error(`photo ${photo.id} has no variants`);
  const fallback = variants.filter((v) => v.width <= PHOTO_DEFAULT_WIDTH).pop() ?? first;
  const srcSet = (ext: PhotoExtension) =>
    variants.map((v) => `${photoUrl(photo.id, v.width, ext)} ${v.width}w`).join(', ');
  return {
    src: photoUrl(photo.id, fallback.width, 'jpg'),
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp'), jpeg: srcSet('jpg') },
    width: fallback.width,
    height: fallback.height,
  };
}
