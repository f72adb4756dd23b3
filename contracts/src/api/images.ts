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
export const BLOG_FILE = /^[\w.-]+\.(svg|png|jpe?g|webp|gif)$/i;

/** A listing photo under /images/property/, or the fallback when `file` is not a plain file name. */
export function propertyImageUrl(file: string): string {
  return PLAIN_FILE.test(file) ? `/images/property/${file}` : FALLBACK_IMAGE;
}

/** A blog picture under /images/blogs/, or the fallback when `file` is not a plain image file name. */
export function blogImageUrl(file: string): string {
  return BLOG_FILE.test(file) ? `/images/blogs/${file}` : FALLBACK_IMAGE;
}

/**
 * Link previews (og:image, twitter:image): JPEGs of 1200x630 that the API renders from a listing
 * photo or a blog picture (GET /images/og/<folder>/<name>.jpg), because WhatsApp, Facebook and X
 * show no SVG. The JSON-LD and the pages keep the SVGs themselves.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The site's card: the preview of a page without a picture of its own, or whose picture has none. */
export const SOCIAL_CARD_IMAGE = '/images/og/site/card.jpg';

/** A picture the API can render: one of its generated SVGs, lower-case words and digits joined by '-'. */
const GENERATED_SVG = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
/** The path of a preview the API serves (what the functions below give). */
const SOCIAL_PATH = /^\/images\/og\/(property|blogs|site)\/[a-z0-9]+(?:-[a-z0-9]+)*\.jpg$/;

function socialUrl(folder: 'property' | 'blogs', file: string): string {
  const name = GENERATED_SVG.exec(file)?.[1];
  return name ? `/images/og/${folder}/${name}.jpg` : SOCIAL_CARD_IMAGE;
}

/** The preview of a listing photo (`p-14-3.svg` → /images/og/property/p-14-3.jpg), else the site's card. */
export function propertySocialImageUrl(file: string): string {
  return socialUrl('property', file);
}

/** The preview of a blog picture (`blog-2.svg` → /images/og/blogs/blog-2.jpg), else the site's card. */
export function blogSocialImageUrl(file: string): string {
  return socialUrl('blogs', file);
}

/** Whether a site path is one of these previews (so its size and type are known: SOCIAL_IMAGE). */
export function isSocialImageUrl(path: string): boolean {
  return SOCIAL_PATH.test(path);
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
