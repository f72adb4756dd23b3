import type { PropertyListItem } from 'contracts/api';
import { createTestApp, json, type TestApp } from '../../test/helpers';
import { buildImageCatalog } from './catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The paths the front-end teams rely on, with each picture's size. */
const EXPECTED: [string, number, number][] = [
  ['/images/property/fallback.svg', 800, 600],
  ...range(8).map((n): [string, number, number] => [`/images/banners/banner-${n}.svg`, 1600, 640]),
  ...range(10).map((n): [string, number, number] => [`/images/projects/logo-${n}.svg`, 240, 120]),
  ...range(12).map((n): [string, number, number] => [`/images/banks/bank-${n}.svg`, 200, 100]),
  ...range(3).map((n): [string, number, number] => [`/images/team/team-${n}.svg`, 400, 400]),
  ...range(20).map((n): [string, number, number] => [`/images/gallery/gallery-${n}.svg`, 800, 600]),
  ...range(2).map((n): [string, number, number] => [`/images/videos/video-${n}.svg`, 640, 360]),
  ['/images/site/logo.svg', 180, 48],
  ['/images/site/card.svg', 1200, 630],
];

describe('generated images', () => {
  it.each(EXPECTED)('%s is an SVG of %ix%i with immutable caching', async (url, width, height) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(
      new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`),
    );
  });

  it('every file of the catalogue is under 6 KB and well formed', () => {
    const catalog = buildImageCatalog();
    expect(catalog.size).toBeGreaterThanOrEqual(60 + 1 + 8 + 8 + 10 + 12 + 3 + 20 + 2 + 2);
    for (const [name, file] of catalog) {
      const text = file.body.toString('utf8');
      expect({ name, small: file.body.length < 6 * 1024 }).toEqual({ name, small: true });
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="')).toBe(true);
      expect(text.endsWith('</svg>')).toBe(true);
      expect(text).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(text).not.toMatch(/NaN|undefined/);
      expect(text).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });

  it('is deterministic: two builds give identical files', () => {
    const a = buildImageCatalog();
    const b = buildImageCatalog();
    for (const [name, file] of a) expect(b.get(name)?.etag).toBe(file.etag);
  });

  it('every image a listing or a blog names exists', async () => {
    const names = new Set<string>();
    for (const url of [
      '/api/property_list/noida/all/r',
      '/api/property_list/noida/all/c',
      '/api/property_list/gurgaon/all/r',
      '/api/home-property-list',
    ]) {
      for (const item of json<{ property_list: PropertyListItem[] }>(await get(url)).property_list) {
        for (const f of JSON.parse(item.images) as string[]) names.add(`/images/property/${f}`);
      }
    }
    for (const b of json<{ get_blogs: { image: string }[] }>(await get('/api/get-blogs')).get_blogs)
      names.add(`/images/blogs/${b.image}`);
    expect(names.size).toBeGreaterThan(40);
    for (const url of names) expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/images/banners/banner-1.svg');
    const etag = String(first.headers.etag);
    const again = await get('/images/banners/banner-1.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is compressed when the client accepts it', async () => {
    const res = await get('/images/banners/banner-2.svg', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('paths that leave the image folder are refused', () => {
  it.each([
    '/images/../package.json',
    '/images/property/../../package.json',
    '/images/property/..%2F..%2Fpackage.json',
    '/images/property/..%2f..%2fsrc%2fapp.ts',
    '/images/%2e%2e/%2e%2e/package.json',
    '/images/property/%2e%2e%2fpackage.json',
    '/images/property/..%5C..%5Cpackage.json',
    '/images/property/p-1-1.svg%00.json',
    '/images/property/.env',
    '/images/property/p-1-1.svg/..',
    '/images/..%2F..%2Fdata/site.db',
    '/images/property/%252e%252e%252fpackage.json',
  ])('%s', async (url) => {
    const res = await get(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
  });

  it('unknown images are 404 JSON', async () => {
    for (const url of ['/images/property/p-99-1.svg', '/images/blogs/blog-99.svg', '/images/other/x.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
    }
  });
});
