import sharp from 'sharp';
import { blogSocialImageUrl, propertySocialImageUrl, SOCIAL_CARD_IMAGE, type PropertyListItem } from 'contracts/api';
import { createTestApp, json, type TestApp } from '../../test/helpers';
import { buildImageCatalog } from './catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('link previews (GET /images/og/{folder}/{file})', () => {
  it.each([
    '/images/og/property/p-14-3.jpg',
    '/images/og/property/p-17-2.jpg',
    '/images/og/property/fallback.jpg',
    '/images/og/blogs/blog-2.jpg',
    '/images/og/site/card.jpg',
  ])('%s is a 1200x630 JPEG with immutable caching', async (url) => {
    const res = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]{20}"$/);
    // A JPEG is sent as it is: compressing it again gains nothing.
    expect(res.headers['content-encoding']).toBeUndefined();
    const { format, width, height } = await sharp(res.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // A picture, not a flat frame (as a failed rasterisation would give).
    const { channels } = await sharp(res.rawPayload).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(10);
    expect(res.rawPayload.length).toBeLessThan(120 * 1024);
  });

  it('answers the same bytes again, and 304 to a matching If-None-Match', async () => {
    const first = await get('/images/og/property/p-3-1.jpg');
    const again = await get('/images/og/property/p-3-1.jpg');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const notModified = await get('/images/og/property/p-3-1.jpg', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect((await get('/images/og/property/p-3-1.jpg', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('has a preview for every listing photo and blog picture the API names', async () => {
    const catalog = buildImageCatalog();
    const urls = new Set<string>();
    for (const item of json<{ property_list: PropertyListItem[] }>(await get('/api/home-property-list')).property_list)
      for (const f of JSON.parse(item.images) as string[]) urls.add(propertySocialImageUrl(f));
    for (const b of json<{ get_blogs: { image: string }[] }>(await get('/api/get-blogs')).get_blogs)
      urls.add(blogSocialImageUrl(b.image));
    expect(urls.size).toBeGreaterThan(10);
    expect(urls.has(SOCIAL_CARD_IMAGE)).toBe(false);
    // Each names a picture of the catalogue (rendering them all would only repeat the test above).
    for (const url of urls) {
      const key = url.replace(/^\/images\/og\//, '').replace(/\.jpg$/, '.svg');
      expect({ url, known: catalog.has(key) }).toEqual({ url, known: true });
    }
  });

  it.each([
    '/images/og/property/p-1-1.svg',
    '/images/og/property/p-1-1.jpeg',
    '/images/og/property/P-1-1.jpg',
    '/images/og/property/p--1.jpg',
    '/images/og/property/p-1-1.jpg.jpg',
    '/images/og/property/.jpg',
    '/images/og/property/..%2F..%2Fpackage.json',
    '/images/og/property/%2e%2e%2fcard.jpg',
    '/images/og/property/p-1-1.jpg%00.json',
    '/images/og/site/..%5Ccard.jpg',
  ])('%s is a malformed name: 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ statusCode: 400, message: 'Malformed image name' });
  });

  it.each([
    '/images/og/property/p-99-1.jpg',
    '/images/og/blogs/blog-99.jpg',
    '/images/og/site/logo.jpg',
    '/images/og/banks/bank-1.jpg',
    '/images/og/other/x.jpg',
    '/images/og/..%2F..%2Fpackage.json/x.jpg',
    '/images/og/property/p-1-1.jpg/x',
  ])('%s is unknown: 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
