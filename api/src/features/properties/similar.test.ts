import type { PropertyListItem, SimilarPropertiesAnswer } from 'contracts/api';
import type { ListingRow, NewListing } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/helpers';
import { similarPriceRange } from './similar';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Listings of a property type no seed row has, so the rule is tested on known rows only. */
const TYPE = 'Test Cottage';
const BASE_ID = 900_001;
let seedRow: ListingRow;
let otherCityId: number;

function listing(id: number, changes: Partial<NewListing>): NewListing {
  const { id: _seedId, ...rest } = seedRow;
  return { ...rest, id, property_type: TYPE, price: 100, area: 1000, slug: `test-cottage-${id}`, ...changes };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  seedRow = await db
    .selectFrom('listings')
    .selectAll()
    .where('kind', '=', 'residential')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const other = await db.selectFrom('cities').select('id').where('id', '<>', seedRow.city_id).executeTakeFirstOrThrow();
  otherCityId = other.id;
  const otherLocation = await db
    .selectFrom('locations')
    .select('id')
    .where('city_id', '=', otherCityId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('listings')
    .values([
      listing(BASE_ID, {}),
      // In the band, by closeness: same price (area 1100), 90 and 110 (a tie on price; 90 has the closer area),
      // then the two edges 75 and 125 (a tie on price and area: the lower id first).
      listing(900_002, { price: 125 }),
      listing(900_003, { price: 75 }),
      listing(900_004, { price: 110, area: 1200 }),
      listing(900_005, { price: 90, area: 1000 }),
      listing(900_006, { price: 100, area: 1100 }),
      // Just outside the band.
      listing(900_007, { price: 74.99 }),
      listing(900_008, { price: 125.01 }),
      // Same price, but another city, another type or the other kind.
      listing(900_009, { city_id: otherCityId, location_id: otherLocation.id }),
      listing(900_010, { property_type: 'Test Villa' }),
      listing(900_011, { kind: 'commercial' }),
    ])
    .execute();
});
afterAll(async () => t.close());

async function similar(url: string): Promise<PropertyListItem[]> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const body = json<SimilarPropertiesAnswer>(res);
  expect(body.status).toBe(200);
  return body.similar_properties;
}
const ids = (items: PropertyListItem[]) => items.map((i) => i.p_id);

describe('GET /api/property-detail/{kind}/{pid}/similar', () => {
  it('the price band is ±25%, both edges included', () => {
    expect(similarPriceRange(100)).toEqual({ min: 75, max: 125 });
    expect(similarPriceRange(185)).toEqual({ min: 138.75, max: 231.25 });
  });

  it('lists same city, kind and type within ±25%, most similar first, never the listing itself', async () => {
    const items = await similar(`/api/property-detail/residential/${BASE_ID}/similar`);
    expect(ids(items)).toEqual([900_006, 900_005, 900_004, 900_002, 900_003]);
    expect(ids(items)).not.toContain(BASE_ID);
  });

  it('includes the ±25% edges and leaves out what is just beyond them', async () => {
    const items = await similar(`/api/property-detail/residential/${BASE_ID}/similar?limit=12`);
    const prices = items.map((i) => i.price);
    expect(prices).toContain(75);
    expect(prices).toContain(125);
    expect(prices).not.toContain(74.99);
    expect(prices).not.toContain(125.01);
  });

  it('leaves out other cities, other types and the other kind', async () => {
    const items = await similar(`/api/property-detail/residential/${BASE_ID}/similar?limit=12`);
    expect(ids(items)).not.toContain(900_009);
    expect(ids(items)).not.toContain(900_010);
    expect(ids(items)).not.toContain(900_011);
    expect(new Set(items.map((i) => i.property_type))).toEqual(new Set([TYPE]));
  });

  it('answers list items with the listing fields the cards use', async () => {
    const [first] = await similar(`/api/property-detail/residential/${BASE_ID}/similar?limit=1`);
    expect(first).toMatchObject({ id: 900_006, p_id: 900_006, slug: 'test-cottage-900006', price: 100, area: 1100 });
    expect(typeof first?.location).toBe('string');
    expect(typeof first?.p_location).toBe('string');
  });

  it('takes at most `limit` (6 by default)', async () => {
    expect(await similar(`/api/property-detail/residential/${BASE_ID}/similar?limit=2`)).toHaveLength(2);
    // A seeded Noida apartment has more than six like it.
    const apartment = await t.app.db
      .selectFrom('listings')
      .select('id')
      .where('kind', '=', 'residential')
      .where('property_type', '=', 'Apartment')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const items = await similar(`/api/property-detail/residential/${apartment.id}/similar`);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.length).toBeGreaterThan(0);
  });

  it('follows the rule on seeded data too, for both kinds', async () => {
    for (const kind of ['residential', 'commercial'] as const) {
      const row = await t.app.db
        .selectFrom('listings')
        .select(['id', 'city_id', 'price', 'property_type'])
        .where('kind', '=', kind)
        .where('id', '<', BASE_ID)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const items = await similar(`/api/property-detail/${kind}/${row.id}/similar?limit=12`);
      const price = Number(row.price);
      let lastGap = -1;
      for (const item of items) {
        expect(item.id).not.toBe(row.id);
        expect(item.property_type).toBe(row.property_type);
        expect(item.price).toBeGreaterThanOrEqual(price * 0.75);
        expect(item.price).toBeLessThanOrEqual(price * 1.25);
        const gap = Math.abs(item.price - price);
        expect(gap).toBeGreaterThanOrEqual(lastGap);
        lastGap = gap;
      }
      if (kind === 'commercial') expect(items.every((i) => i.furnishing !== undefined)).toBe(true);
    }
  });

  it('answers an empty list when nothing is like the listing', async () => {
    const items = await similar('/api/property-detail/residential/900010/similar');
    expect(items).toEqual([]);
  });

  it('is a 404 for an unknown listing or a listing of the other kind', async () => {
    for (const url of [
      '/api/property-detail/residential/899999/similar',
      `/api/property-detail/commercial/${BASE_ID}/similar`,
      '/api/property-detail/residential/900011/similar',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(json<{ message: string }>(res).message).toMatch(/^No (residential|commercial) property with id \d+$/);
    }
  });

  it.each([
    ['abc', ''],
    ['0', ''],
    ['-1', ''],
    ['1e3', ''],
    ['99999999999', ''],
    [String(BASE_ID), '?limit=0'],
    [String(BASE_ID), '?limit=13'],
    [String(BASE_ID), '?limit=abc'],
    [String(BASE_ID), '?limit=2.5'],
    [String(BASE_ID), '?limit=-1'],
    [String(BASE_ID), '?sort=price'],
  ])('is a 400 for pid %p with %p', async (pid, query) => {
    const res = await get(`/api/property-detail/residential/${pid}/similar${query}`);
    expect(res.statusCode).toBe(400);
  });

  it('names the limit rule in its message', async () => {
    const res = await get(`/api/property-detail/residential/${BASE_ID}/similar?limit=13`);
    expect(res.body).toContain('limit must be a whole number from 1 to 12');
  });
});
