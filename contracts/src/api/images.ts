/**
 * Where the API serves images (GET /images/<folder>/<file>). Plain values only (no zod), so an
 * app can build an image URL without loading the schemas. A name that is not a plain file name
 * never reaches a URL: the picture is the site's fallback instead of a request that fails.
 */

/** The site's stand-in picture for a missing or failing image. */
export const FALLBACK_IMAGE = '/images/property/fallback.svg';

/** A plain file name: letters, digits, '_', '.', '-' only (no path, no query, no escapes). */
const PLAIN_FILE = /^[\w.-]+$/;
/** A blog picture: a plain file name with an image extension. */
const BLOG_FILE = /^[\w.-]+\.(svg|png|jpe?g|webp|gif)$/i;

/** A listing photo under /images/property/, or the fallback when `file` is not a plain file name. */
export function propertyImageUrl(file: string): string {
  return PLAIN_FILE.test(file) ? `/images/property/${file}` : FALLBACK_IMAGE;
}

/** A blog picture under /images/blogs/, or the fallback when `file` is not a plain image file name. */
export function blogImageUrl(file: string): string {
  return BLOG_FILE.test(file) ? `/images/blogs/${file}` : FALLBACK_IMAGE;
}

/** The associated banks (fictitious names); the API draws bank-1.svg … bank-12.svg in this order. */
export const BANK_NAMES = [
  'Capital Bank',
  'Unity Bank',
  'Sterling Bank',
  'Bharat Home Finance',
  'Metro City Bank',
  'Crescent Bank',
  'Heritage Bank',
  'Pioneer Housing Finance',
  'Horizon Bank',
  'Lotus Bank',
  'Summit Bank',
  'Trident Bank',
] as const;

/** The logo of BANK_NAMES[index] (files are numbered from 1), or the fallback for an index with no bank. */
export function bankLogoUrl(index: number): string {
  return Number.isInteger(index) && index >= 0 && index < BANK_NAMES.length
    ? `/images/banks/bank-${index + 1}.svg`
    : FALLBACK_IMAGE;
}
