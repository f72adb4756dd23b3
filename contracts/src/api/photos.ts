import './zodConfig';
import * as z from 'zod/mini';
import { described, int } from './fields';
import { STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from './storableText';

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

// ---------------------------------------------------------------------------------------------
// The staff photo routes (POST/GET /api/staff/listings/{id}/photos, PATCH/DELETE
// /api/staff/photos/{photoId}). The limits are here so the API enforces and the back-office
// pre-checks the same numbers.

/** Bytes per uploaded file (the API answers 413 above it). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Photos a listing may have (the API answers 400 above it). */
export const PHOTOS_PER_LISTING_MAX = 20;
/** Files in one upload (the API answers 413 above it). */
export const PHOTOS_PER_UPLOAD_MAX = 20;
export const PHOTO_ALT_MAX = 300;
/**
 * Types a browser's file picker offers. The API reads the type from the content and also takes
 * AV1 HEIF; a picker cannot tell AV1 from HEVC, so HEIF is left out of what the screen offers.
 */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const staffPhotoSchema = z.object({
  id: z.string(),
  /** Null once its listing is deleted. */
  listingId: z.nullable(int()),
  position: int(),
  alt: z.string(),
  width: int(),
  height: int(),
  createdAt: z.string(),
  variants: z.array(
    z.object({
      width: int(),
      height: int(),
      urls: z.object({ avif: z.string(), webp: z.string(), jpg: z.string() }),
    }),
  ),
  sources: photoSourcesSchema,
});
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;

/** GET (in order) and POST (the new ones) /api/staff/listings/{id}/photos. */
export const staffPhotosAnswerSchema = z.object({ photos: z.array(staffPhotoSchema) });
export type StaffPhotosAnswer = z.infer<typeof staffPhotosAnswerSchema>;

/** PATCH /api/staff/photos/{photoId}. */
export const staffPhotoAnswerSchema = z.object({ photo: staffPhotoSchema });
export type StaffPhotoAnswer = z.infer<typeof staffPhotoAnswerSchema>;

/** PATCH /api/staff/photos/{photoId}: its alt text, its place (the others close up), or both. */
export const staffPhotoChangeSchema = z
  .strictObject({
    alt: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(PHOTO_ALT_MAX, `Please keep this under ${PHOTO_ALT_MAX} characters`),
        // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
        z.regex(/^[^\u0000-\u001f\u007f]*$/u, 'Alt text is one line without control characters'),
        z.regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE),
      ),
    ),
    position: z.optional(z.int().check(z.gte(0), z.lte(PHOTOS_PER_LISTING_MAX - 1))),
  })
  .check(z.refine((b) => b.alt !== undefined || b.position !== undefined, { message: 'Give alt, position or both' }));
export type StaffPhotoChange = z.infer<typeof staffPhotoChangeSchema>;

/** A listing's picture in a public answer: its text alternative ('' when staff gave none) and its sources. */
export const listingPhotoSchema = z.object({
  alt: described(z.string(), "Text alternative; '' when none was given (the page then names the listing)"),
  sources: photoSourcesSchema,
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/**
 * The seed's generated pictures (SVG scenes, /images/property/p-<set>-<view>.svg) as raster variants
 * at PHOTO_WIDTHS, rendered by the API on first request and kept on disk. The version is part of
 * the URL so that a URL always names the same bytes: raise it when the scenes' drawing changes.
 */
export const SCENE_RASTER_VERSION = 'v1';
/** Every seed scene is drawn at 800 x 600 (4:3). */
export const SCENE_SIZE = { width: 800, height: 600 } as const;
/** A seed scene's name (`p-14-3`) in its SVG file name (`p-14-3.svg`). */
const SCENE_FILE = /^(p-[1-9][0-9]{0,2}-[1-9][0-9]{0,2})\.svg$/;

/** GET /images/scenes/<version>/<name>/<width>.<ext>: immutable like an uploaded photo's variant. */
export function sceneUrl(name: string, width: number, ext: PhotoExtension): string {
  return `/images/scenes/${SCENE_RASTER_VERSION}/${name}/${width}.${ext}`;
}

/** The raster sources of a seed picture (`p-14-3.svg`), or undefined for any other file name. */
export function sceneSources(file: string): PhotoSources | undefined {
  const name = SCENE_FILE.exec(file)?.[1];
  if (!name) return undefined;
  const variants = PHOTO_WIDTHS.map((width) => ({
    width,
    height: Math.round((width * SCENE_SIZE.height) / SCENE_SIZE.width),
  }));
  const srcSet = (ext: PhotoExtension) => variants.map((v) => `${sceneUrl(name, v.width, ext)} ${v.width}w`).join(', ');
  const fallback = variants.filter((v) => v.width <= PHOTO_DEFAULT_WIDTH).pop() ?? variants[0];
  if (fallback === undefined) return undefined;
  return {
    src: sceneUrl(name, fallback.width, 'jpg'),
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp'), jpeg: srcSet('jpg') },
    width: fallback.width,
    height: fallback.height,
  };
}

/** One candidate of a srcset: its URL and width descriptor. */
export interface SrcSetCandidate {
  url: string;
  width: number;
}

/** The candidates of a srcset of width descriptors ('<url> 320w, <url> 640w'); malformed entries are skipped. */
export function parseSrcSet(srcSet: string): SrcSetCandidate[] {
  const out: SrcSetCandidate[] = [];
  for (const entry of srcSet.split(',')) {
    const match = /^\s*(\S+)\s+([1-9][0-9]*)w\s*$/.exec(entry);
    if (match?.[1] && match[2]) out.push({ url: match[1], width: Number(match[2]) });
  }
  return out;
}

/**
 * The JPEG variant nearest `target` px wide (a tie goes to the wider) with its height from the
 * sources' aspect ratio: what a link preview (og:image, 1200 px wide) names.
 */
export function nearestJpeg(
  sources: PhotoSources,
  target: number,
): { url: string; width: number; height: number } | undefined {
  const candidates = parseSrcSet(sources.srcSet.jpeg);
  let best: SrcSetCandidate | undefined;
  for (const c of candidates) {
    const d = Math.abs(c.width - target);
    const bestD = best ? Math.abs(best.width - target) : Infinity;
    if (d < bestD || (d === bestD && best && c.width > best.width)) best = c;
  }
  if (!best || sources.width <= 0) return undefined;
  return { url: best.url, width: best.width, height: Math.round((best.width * sources.height) / sources.width) };
}
