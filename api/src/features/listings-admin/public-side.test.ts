import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { listingDetailPath, type StaffListingDetailAnswer } from 'contracts/api';
import { buildApp } from '../../app';
import { createTestDatabase, json, until, type TestDatabase } from '../../test/helpers';
import { addStaff, signIn, staffRequest, type SignedIn } from '../../test/staff';
import { listingInput } from './fixtures';

/**
 * What the public sees of the desk's work: only published listings, in every answer (search and
 * its total, latest, curated lists, similar, compare, the sitemap); 404 for a draft, 410 for a
 * listing taken off the site; and every change within 5 s, through the data-version triggers
 * (the read cache keeps answers 60 s otherwise).
 */

const SITE = 'https://www.example.in';
const EDITOR = { email: 'eddie.editor@example.in', password: 'copper meadow violin 17', role: 'editor' } as const;
/** The promise of docs/caching.md and docs/staff-listings.md. */
const VISIBLE_WITHIN_MS = 5_000;

let tdb: TestDatabase;
let app: FastifyInstance;
let editor: SignedIn;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // A poll as the default of each database (1 s SQLite, 5 s PostgreSQL: there NOTIFY is at once).
  app = await buildApp({
    databaseUrl: tdb.databaseUrl,
    dataDir: tdb.dataDir,
    seed: { listings: 40 },
    siteUrl: SITE,
    logger: false,
  });
  await addStaff(app, EDITOR);
  editor = await signIn(app, EDITOR);
});
afterAll(async () => {
  await app.close();
  await tdb.dispose();
});

type Item = { id: number; price: number };
const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: json<T>(res) };
};
const search = () =>
  get<{ property_list: Item[]; total: number }>('/api/property_list/noida/sector-150/r?pageSize=100').then(
    (r) => r.body,
  );
const sitemap = async () => (await app.inject({ url: '/sitemap.xml' })).body;
const desk = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  staffRequest(app, method, url, editor, payload);
const pathOf = (id: number, slug: string) =>
  `${SITE}${listingDetailPath({ citySlug: 'noida', slug, id }, 'residential')}</loc>`;

/** Waits (≤ 5 s) until `check` holds of the public answers, as a visitor polling would see them. */
const within5s = (what: string, check: () => Promise<boolean>) =>
  until(what, async () => ((await check()) ? true : undefined), VISIBLE_WITHIN_MS);

describe('the public side of publishing', () => {
  it('publishes, edits the price and unpublishes: each shows in the public answers and the sitemap within 5 s', async () => {
    const created = json<StaffListingDetailAnswer>(
      await desk('POST', '/api/staff/listings', listingInput({ title: 'Public Side Flat' })),
    );
    const { id, slug } = created.listing;
    // Asked for (and so cached) while a draft.
    expect((await get(`/api/property-detail/residential/${id}`)).status).toBe(404);
    expect((await search()).property_list.map((i) => i.id)).not.toContain(id);
    expect(await sitemap()).not.toContain(pathOf(id, slug));
    const totalBefore = (await search()).total;

    expect((await desk('POST', `/api/staff/listings/${id}/publish`)).statusCode).toBe(200);
    await within5s(
      'the published listing',
      async () => (await get(`/api/property-detail/residential/${id}`)).status === 200,
    );
    await within5s('the listing in search', async () => (await search()).property_list.some((i) => i.id === id));
    expect((await search()).total).toBe(totalBefore + 1);
    await within5s('the listing in the sitemap', async () => (await sitemap()).includes(pathOf(id, slug)));

    const edit = await desk('PUT', `/api/staff/listings/${id}`, { ...created.fields, price: 321 });
    expect(edit.statusCode).toBe(200);
    await within5s('the new price on the detail', async () => {
      const r = await get<{ property_detail: Item[] }>(`/api/property-detail/residential/${id}`);
      return r.body.property_detail[0]?.price === 321;
    });
    await within5s(
      'the new price in search',
      async () => (await search()).property_list.find((i) => i.id === id)?.price === 321,
    );

    expect((await desk('POST', `/api/staff/listings/${id}/unpublish`)).statusCode).toBe(200);
    await within5s(
      '410 for the unpublished listing',
      async () => (await get(`/api/property-detail/residential/${id}`)).status === 410,
    );
    await within5s(
      'the listing gone from search',
      async () => !(await search()).property_list.some((i) => i.id === id),
    );
    expect((await search()).total).toBe(totalBefore);
    await within5s('the listing gone from the sitemap', async () => !(await sitemap()).includes(pathOf(id, slug)));
  });

  it('sees a change made outside the desk (the sqlite3 shell, psql) through the triggers too', async () => {
    const { body } = await get<{ properties: Item[] }>('/api/latest-property');
    const newest = body.properties[0];
    if (newest === undefined) throw new Error('no latest listing');
    await sql`update listings set state = 'unpublished' where id = ${newest.id}`.execute(app.db);
    await within5s(
      'the listing gone from latest',
      async () =>
        !(await get<{ properties: Item[] }>('/api/latest-property')).body.properties.some((p) => p.id === newest.id),
    );
    await sql`update listings set state = 'published' where id = ${newest.id}`.execute(app.db);
    await within5s('the listing back in latest', async () =>
      (await get<{ properties: Item[] }>('/api/latest-property')).body.properties.some((p) => p.id === newest.id),
    );
  });

  it('keeps unpublished listings out of curated lists, similar and compare', async () => {
    const curated = (await get<{ best_property: Item[] }>('/api/residential-property/best-property')).body
      .best_property;
    const inList = curated[0];
    if (inList === undefined) throw new Error('empty curated list');
    expect((await desk('POST', `/api/staff/listings/${inList.id}/unpublish`)).statusCode).toBe(200);
    const after = (await get<{ best_property: Item[] }>('/api/residential-property/best-property')).body.best_property;
    expect(after.map((i) => i.id)).toEqual(curated.slice(1).map((i) => i.id));
    const compare = (await get<{ properties: Item[]; missing: number[] }>(`/api/properties?ids=${inList.id}`)).body;
    expect(compare).toMatchObject({ properties: [], missing: [inList.id] });
    expect((await get(`/api/property-detail/residential/${inList.id}/similar`)).status).toBe(404);

    // Two alike listings: each is the other's similar while both are published.
    const make = async (title: string) =>
      json<StaffListingDetailAnswer>(
        await desk(
          'POST',
          '/api/staff/listings',
          listingInput({ title, state: 'published', propertyType: 'Penthouse' }),
        ),
      ).listing.id;
    const a = await make('Similar Penthouse A');
    const b = await make('Similar Penthouse B');
    const similarOf = async (id: number) =>
      (
        await get<{ similar_properties: Item[] }>(`/api/property-detail/residential/${id}/similar`)
      ).body.similar_properties.map((i) => i.id);
    expect(await similarOf(a)).toEqual([b]);
    expect((await desk('POST', `/api/staff/listings/${b}/unpublish`)).statusCode).toBe(200);
    expect(await similarOf(a)).toEqual([]);
    expect((await desk('DELETE', `/api/staff/listings/${b}`)).statusCode).toBe(204);
    expect((await get(`/api/property-detail/residential/${b}`)).status).toBe(410);
  });

  it('answers the current slug at the listing id after a rename (the site answers 301 from the old address)', async () => {
    const created = json<StaffListingDetailAnswer>(
      await desk('POST', '/api/staff/listings', listingInput({ title: 'Renamed Flat Old', state: 'published' })),
    );
    const { id } = created.listing;
    await desk('PUT', `/api/staff/listings/${id}`, { ...created.fields, title: 'Renamed Flat New' });
    await within5s('the new slug in the detail', async () => {
      const r = await get<{ property_detail: { slug: string }[] }>(`/api/property-detail/residential/${id}`);
      return r.body.property_detail[0]?.slug === 'renamed-flat-new';
    });
    const map = await sitemap();
    expect(map).toContain(pathOf(id, 'renamed-flat-new'));
    expect(map).not.toContain(pathOf(id, 'renamed-flat-old'));
  });
});
