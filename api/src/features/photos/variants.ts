import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, type PhotoExtension } from 'contracts/api';

/**
 * An uploaded photo → its responsive variants (AVIF, WebP and JPEG at each width). Pure but for
 * sharp: bytes in, bytes out; storage and the database are elsewhere (storage.ts, repository.ts).
 *
 * The upload is untrusted. Its type is read from its content (never from its name or the part's
 * Content-Type), its declared size is checked before any pixel is decoded (a 300 KB PNG can
 * declare 10000 x 10000 pixels: 400 MB once decoded), it is decoded once, turned upright by its
 * EXIF orientation and reduced to the widest variant, and every variant is encoded from those
 * pixels: no metadata at all (EXIF, GPS position, camera serial, XMP, ICC) reaches an output.
 */

export const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES;
/** 40 megapixels: any phone or camera photo, not a bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The smallest variant is 320 px wide; anything narrower is not a listing photo. */
export const MIN_WIDTH = PHOTO_WIDTHS[0];
export const MIN_HEIGHT = 200;

/** Formats accepted, as sharp's metadata names them (AVIF and HEIC both report `heif`). */
const ACCEPTED = new Set<Metadata['format']>(['jpeg', 'png', 'webp', 'heif']);

/** Quality settings chosen for photos at a fraction of the cost of the encoders' slowest modes (bench:photos). */
const AVIF = { quality: 50, effort: 0 } as const;
const WEBP = { quality: 75, effort: 2 } as const;
const JPEG = { quality: 80, progressive: true, mozjpeg: false } as const;

export class PhotoRefused extends Error {
  readonly statusCode: 400 | 413;
  constructor(message: string, statusCode: 400 | 413 = 400) {
    super(message);
    this.name = 'PhotoRefused';
    this.statusCode = statusCode;
  }
}

export interface EncodedVariant {
  width: number;
  height: number;
  ext: PhotoExtension;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** The upload's size once upright (EXIF orientation applied). */
  width: number;
  height: number;
  /** Sizes, narrowest first; each is made in every format. */
  sizes: { width: number; height: number }[];
  variants: EncodedVariant[];
}

export interface VariantOptions {
  maxBytes?: number;
  maxPixels?: number;
  widths?: readonly number[];
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Widths to make: the listed ones narrower than the photo, and the photo's own width if it is narrower than the widest. */
export function variantWidths(width: number, widths: readonly number[] = PHOTO_WIDTHS): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const out = sorted.filter((w) => w < width);
  // Wider than the widest: the filter kept every width. Otherwise the photo's own width tops them off.
  if (width <= (sorted[sorted.length - 1] ?? 0)) out.push(width);
  return out;
}

/** The checks made before decoding: size, type by content, declared pixel count, dimensions. */
export async function inspectUpload(
  data: Buffer,
  opts: VariantOptions = {},
): Promise<{ width: number; height: number; format: string }> {
  const maxBytes = opts.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  if (data.length === 0) throw new PhotoRefused('The file is empty.');
  if (data.length > maxBytes) throw new PhotoRefused(`The file is larger than ${mb(maxBytes)}.`, 413);
  let meta: Metadata;
  try {
    // Reads the header only; the pixel limit is checked against the declared size here.
    meta = await sharp(data, { limitInputPixels: maxPixels }).metadata();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message))
      throw new PhotoRefused(`The image is larger than ${maxPixels / 1_000_000} megapixels.`, 413);
    throw new PhotoRefused('The file is not an image this site accepts (JPEG, PNG, WebP, AVIF or HEIF).');
  }
  if (!ACCEPTED.has(meta.format))
    throw new PhotoRefused(
      `${String(meta.format).toUpperCase()} files are not accepted: please upload a JPEG, PNG, WebP, AVIF or HEIF photo.`,
    );
  // The prebuilt libvips reads AV1-coded HEIF (AVIF) only; iPhone HEIC is HEVC-coded.
  if (meta.format === 'heif' && meta.compression !== 'av1')
    throw new PhotoRefused('HEIC photos (HEVC) cannot be read here: please export the photo as JPEG first.');
  const { width, height } = meta.autoOrient;
  if (width * height > maxPixels)
    throw new PhotoRefused(`The image is larger than ${maxPixels / 1_000_000} megapixels.`, 413);
  if (width < MIN_WIDTH || height < MIN_HEIGHT)
    throw new PhotoRefused(
      `The image is ${width} x ${height} pixels: at least ${MIN_WIDTH} x ${MIN_HEIGHT} is needed.`,
    );
  return { width, height, format: meta.format };
}

/** The one place the variants' encoder settings are applied (uploaded photos and the seed's raster scenes). */
export function encode(pixels: Sharp, ext: PhotoExtension, hasAlpha: boolean): Sharp {
  if (ext === 'avif') return pixels.avif(AVIF);
  if (ext === 'webp') return pixels.webp(WEBP);
  // JPEG has no transparency: a transparent PNG goes on white, not black.
  return (hasAlpha ? pixels.flatten({ background: '#ffffff' }) : pixels).jpeg(JPEG);
}

/**
 * Checks an upload and makes every variant. Throws PhotoRefused (the message is for the person
 * uploading) for anything that is not an acceptable photo.
 */
export async function makeVariants(data: Buffer, opts: VariantOptions = {}): Promise<ProcessedPhoto> {
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  const upright = await inspectUpload(data, opts);
  const widths = variantWidths(upright.width, opts.widths);
  const widest = widths[widths.length - 1] ?? upright.width;

  // The one decode: upright, sRGB, 8-bit, at the widest variant's size (JPEG shrinks on load). The
  // pixels carry no metadata, so nothing of the upload's EXIF/XMP/ICC can reach an output.
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(data, { limitInputPixels: maxPixels, autoOrient: true })
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused('The image could not be read: the file may be damaged or cut short.');
  }
  const { info } = decoded;
  const pixels = sharp(decoded.data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const hasAlpha = info.channels === 4;

  // Each size: one resize to exact pixels (its recorded width and height), then the three encodes
  // side by side; sharp runs them on libuv's threads, so no worker pool of our own is needed.
  const perSize = await Promise.all(
    widths.map(async (width) => {
      const resized =
        width === info.width
          ? decoded
          : await pixels.clone().resize({ width }).raw().toBuffer({ resolveWithObject: true });
      const size = { width: resized.info.width, height: resized.info.height };
      const base = sharp(resized.data, { raw: { ...size, channels: resized.info.channels } });
      const encoded = await Promise.all(
        (['avif', 'webp', 'jpg'] as const).map(async (ext) => ({
          ...size,
          ext,
          data: await encode(base.clone(), ext, hasAlpha).toBuffer(),
        })),
      );
      return { size, encoded };
    }),
  );
  return {
    width: upright.width,
    height: upright.height,
    sizes: perSize.map((s) => s.size),
    variants: perSize.flatMap((s) => s.encoded),
  };
}
