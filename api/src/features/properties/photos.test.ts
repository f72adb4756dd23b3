import type { FastifyInstance } from 'fastify';
import {
  photoSources,
  sceneSources,
  type LatestPropertiesAnswer,
  type ListingPhoto,
  type PropertyDetailAnswer,
  type PropertyListAnswer,
  type SimilarPropertiesAnswer,
} from 'contracts/api';
import { buildApp } from '../../app';
import { createTestDatabase, json, type TestDatabase } from '../../test/helpers';
import { insertPhoto } from '../photos';
import { seedPhotos } from './photos';

/**
 * The public listing answers carry each listing's pictures as responsive sources: the seed's
 * pictures as raster scene variants, and a listing's uploaded photos instead, in their order, once
 * it has any (the read cache sees the change: photo rows bump the data version).
 */

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await buildApp({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir, seed: { listings: 12 }, logger: false });
});
afterAll(async () => {
  await app.close();
  await tdb.dispose();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return json<T>(res);
};
const fromImages = (images: string) =>
  (JSON.parse(images) as string[]).map((f) => ({ alt: '', sources: sceneSources(f) }));

describe('seedPhotos', () => {
  it('turns the seed scenes of `images` into raster sources, in order, and leaves out anything else', () => {
    expect(seedPhotos('["p-3-2.svg","fallback.svg","p-3-3.svg"]')).toEqual([
      { alt: '', sources: sceneSources('p-3-2.svg') },
      { alt: '', sources: sceneSources('p-3-3.svg') },
    ]);
    expect(seedPhotos('not json')).toEqual([]);
    expect(seedPhotos('{"a":1}')).toEqual([]);
    expect(seedPhotos('[1, null]')).toEqual([]);
  });
});

describe('photos in the public answers', () => {
  it('every seed listing of every answer has its pictures as raster sources', async () => {
    const list = await get<PropertyListAnswer>('/api/property_list/noida/all/r');
    const latest = await get<LatestPropertiesAnswer>('/api/latest-property');
    const home = await get<{ property_list: PropertyListAnswer['property_list'] }>('/api/home-property-list');
    const items = [...list.property_list, ...latest.properties, ...home.property_list];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.photos?.length).toBeGreaterThan(0);
      expect(item.photos).toEqual(fromImages(item.images));
    }
    const first = list.property_list[0];
    expect(first?.photos?.[0]?.sources.srcSet.avif).toMatch(/^\/images\/scenes\/v1\/p-\d+-\d+\/320\.avif 320w, /);
  });

  it('a listing with uploaded photos shows those, in their order, in its detail, lists and similar listings', async () => {
    const list = await get<PropertyListAnswer>('/api/property_list/noida/all/r');
    const target = list.property_list[0];
    if (!target) throw new Error('no listing');
    const variants = [
      { width: 320, height: 240 },
      { width: 640, height: 480 },
    ];
    const row = (id: string, position: number, alt: string) => ({
      id,
      listingId: target.id,
      position,
      alt,
      width: 640,
      height: 480,
      variants,
      createdBy: null,
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    // Inserted out of order: the answer follows the positions.
    await insertPhoto(app.db, row('BBBBBBBBBBBBBBBB', 1, 'Kitchen'));
    await insertPhoto(app.db, row('AAAAAAAAAAAAAAAA', 0, 'Living room'));
    await app.dataVersion.check();
    const expected: ListingPhoto[] = [
      { alt: 'Living room', sources: photoSources({ id: 'AAAAAAAAAAAAAAAA', variants }) },
      { alt: 'Kitchen', sources: photoSources({ id: 'BBBBBBBBBBBBBBBB', variants }) },
    ];

    const detail = await get<PropertyDetailAnswer>(`/api/property-detail/residential/${target.id}`);
    expect(detail.property_detail[0]?.photos).toEqual(expected);
    expect(detail.property_detail[0]?.photos?.[0]?.sources.src).toBe('/api/images/photos/AAAAAAAAAAAAAAAA/640.jpg');
    // `images` is unchanged for older screens.
    expect(detail.property_detail[0]?.images).toBe(target.images);

    const again = await get<PropertyListAnswer>('/api/property_list/noida/all/r');
    expect(again.property_list.find((i) => i.id === target.id)?.photos).toEqual(expected);
    // Others keep their seed pictures.
    const other = again.property_list.find((i) => i.id !== target.id);
    expect(other?.photos).toEqual(fromImages(other?.images ?? '[]'));

    const similarTo = again.property_list.find((i) => i.id !== target.id);
    const similar = await get<SimilarPropertiesAnswer>(`/api/property-detail/residential/${similarTo?.id}/similar`);
    for (const item of similar.similar_properties)
      expect(item.photos).toEqual(item.id === target.id ? expected : fromImages(item.images));
  });
});
