import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { COMMERCIAL_IMAGE_SETS, IMAGE_VIEWS, RESIDENTIAL_IMAGE_SETS } from '../../db/seed/listings';
import { BLOGS } from '../../db/seed/blogs';
import { bankLogo, projectLogo, siteCard, siteLogo, teamPortrait } from './logos';
import { bannerScene, blogScene, fallbackScene, galleryScene, propertyScene, videoScene } from './scenes';

/**
 * Every image the site uses, generated at start-up into memory (about 150 files, ~0.5 MB): no
 * downloads, nothing committed, nothing read from disk at request time. A request can only ever
 * name a key of this map, so no path can leave the image folder.
 */
export interface ImageFile {
  body: Buffer;
  etag: string;
}

export const IMAGE_FOLDERS = [
  'property',
  'blogs',
  'banners',
  'projects',
  'banks',
  'team',
  'gallery',
  'videos',
  'site',
] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** A strong ETag from the bytes themselves. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function buildImageCatalog(): Map<string, ImageFile> {
  const files = new Map<string, ImageFile>();
  const add = (folder: ImageFolder, name: string, svg: string) => {
    const body = Buffer.from(svg, 'utf8');
    files.set(`${folder}/${name}`, { body, etag: etagOf(body) });
  };
  for (const set of range(RESIDENTIAL_IMAGE_SETS + COMMERCIAL_IMAGE_SETS)) {
    for (const view of range(IMAGE_VIEWS)) add('property', `p-${set}-${view}.svg`, propertyScene(set, view));
  }
  add('property', 'fallback.svg', fallbackScene());
  for (const n of range(BLOGS.length)) add('blogs', `blog-${n}.svg`, blogScene(n));
  for (const n of range(8)) add('banners', `banner-${n}.svg`, bannerScene(n));
  for (const n of range(10)) add('projects', `logo-${n}.svg`, projectLogo(n));
  for (const n of range(12)) add('banks', `bank-${n}.svg`, bankLogo(n));
  for (const n of range(3)) add('team', `team-${n}.svg`, teamPortrait(n));
  for (const n of range(20)) add('gallery', `gallery-${n}.svg`, galleryScene(n));
  for (const n of range(2)) add('videos', `video-${n}.svg`, videoScene(n));
  add('site', 'logo.svg', siteLogo());
  add('site', 'card.svg', siteCard());
  return files;
}

/**
 * Answers a generated image: kept a year (its address never changes meaning), with its ETag, and a
 * 304 when the client names it. The bytes are sent as they are (the route schemas describe them as text).
 */
export function sendImage(
  ifNoneMatch: string | string[] | undefined,
  reply: FastifyReply,
  contentType: string,
  image: ImageFile,
): FastifyReply {
  reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', image.etag);
  if (ifNoneMatch === image.etag) return reply.code(304).send();
  return reply.send(image.body);
}
