import type { FastifyInstance, InjectOptions } from 'fastify';
import type { StaffListingDetailAnswer, StaffListingsAnswer } from 'contracts/api';
import { buildApp } from '../../app';
import { createTestDatabase, json, type TestDatabase } from '../../test/helpers';
import { addStaff, signIn, staffRequest, type SignedIn } from '../../test/staff';
import { listingInput } from './fixtures';
import { oldSlugsOf } from './repository';

/**
 * The listing desk end to end (SQLite, or PostgreSQL under scripts/with-postgres.sh): the guard on
 * every route, create / edit / publish / unpublish / delete round trips with their audit entries,
 * slugs (generated, unique, old ones kept), refused bodies and hostile text.
 */

const SITE = 'http://localhost:3000';
const ADMIN = { email: 'asha.admin@example.in', password: 'orchid lantern basalt 42', role: 'admin' } as const;
const EDITOR = { email: 'eddie.editor@example.in', password: 'copper meadow violin 17', role: 'editor' } as const;
const AGENT = { email: 'anil.agent@example.in', password: 'harbour tulip granite 9', role: 'agent' } as const;

let tdb: TestDatabase;
let app: FastifyInstance;
let editor: SignedIn;
let admin: SignedIn;
let agent: SignedIn;
let editorId: number;
let seeded: number[];

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await buildApp({
    databaseUrl: tdb.databaseUrl,
    dataDir: tdb.dataDir,
    seed: { listings: 6 },
    siteUrl: SITE,
    logger: false,
  });
  editorId = await addStaff(app, EDITOR);
  await addStaff(app, ADMIN);
  await addStaff(app, AGENT);
  [editor, admin, agent] = await Promise.all([signIn(app, EDITOR), signIn(app, ADMIN), signIn(app, AGENT)]);
  seeded = (await app.db.selectFrom('listings').select('id').orderBy('id').execute()).map((r) => Number(r.id));
});
afterAll(async () => {
  await app.close();
  await tdb.dispose();
});

const call = (method: InjectOptions['method'], url: string, s?: Partial<SignedIn>, payload?: object) =>
  staffRequest(app, method, url, s, payload);
const create = async (over: Parameters<typeof listingInput>[0] = {}, s: SignedIn = editor) => {
  const res = await call('POST', '/api/staff/listings', s, listingInput(over));
  expect(res.statusCode).toBe(201);
  return json<StaffListingDetailAnswer>(res);
};
const auditOf = (id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('subject', '=', `listing:${id}`).orderBy('id').execute();
const publicDetail = (id: number, kind = 'residential') => app.inject({ url: `/api/property-detail/${kind}/${id}` });

describe('the guard', () => {
  const routes = (id: number): [InjectOptions['method'], string, object?][] => [
    ['GET', '/api/staff/listings'],
    ['GET', `/api/staff/listings/${id}`],
    ['POST', '/api/staff/listings', listingInput()],
    ['PUT', `/api/staff/listings/${id}`, listingInput()],
    ['PATCH', `/api/staff/listings/${id}`, { price: 99 }],
    ['POST', `/api/staff/listings/${id}/publish`],
    ['POST', `/api/staff/listings/${id}/unpublish`],
    ['DELETE', `/api/staff/listings/${id}`],
  ];

  it('answers 401 without a session, and never caches', async () => {
    for (const [method, url, body] of routes(seeded[0] ?? 1)) {
      const res = await call(method, url, undefined, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 403 to an agent', async () => {
    for (const [method, url, body] of routes(seeded[0] ?? 1)) {
      const res = await call(method, url, agent, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('refuses every write without the CSRF token (403), changing nothing', async () => {
    const before = await app.db.selectFrom('listings').selectAll().orderBy('id').execute();
    for (const [method, url, body] of routes(seeded[0] ?? 1).filter(([m]) => m !== 'GET')) {
      const res = await call(method, url, { cookie: editor.cookie }, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      const wrong = await call(method, url, { cookie: editor.cookie, csrf: 'x'.repeat(43) }, body);
      expect(wrong.statusCode).toBe(403);
    }
    expect(await app.db.selectFrom('listings').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('admits editors and admins', async () => {
    expect((await call('GET', '/api/staff/listings', editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/listings', admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/staff/listings/${seeded[0]}`, admin)).statusCode).toBe(200);
  });
});

describe('round trips', () => {
  it('creates a draft: on the desk, audited, 404 to the public', async () => {
    const { listing, fields } = await create();
    expect(listing).toMatchObject({
      kind: 'residential',
      slug: '3-bhk-apartment-in-desk-heights-sector-150',
      title: '3 BHK Apartment in Desk Heights, Sector 150',
      location: 'Sector 150, Noida',
      price: 125.5,
      state: 'draft',
      publishedAt: null,
    });
    const { state: _state, ...sent } = listingInput();
    expect(fields).toEqual({ ...sent, washrooms: 3, lifts: 0, units: 1, furnishing: 'None' });
    expect((await call('GET', `/api/staff/listings/${listing.id}`, editor)).json()).toEqual({ listing, fields });
    expect((await publicDetail(listing.id)).statusCode).toBe(404);
    const [entry, ...more] = await auditOf(listing.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'listing.create', account_id: editorId, via: 'api', before: null });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
      title: listing.title,
      state: 'draft',
      slug: listing.slug,
      price: 125.5,
    });
  });

  it('publishes, edits, unpublishes and deletes, each audited; the public detail follows', async () => {
    const { listing } = await create({
      title: 'Shop in Desk Arcade',
      kind: 'commercial',
      rooms: 0,
      furnishing: 'Semi',
      washrooms: 1,
      lifts: 2,
      units: 4,
    });
    const id = listing.id;

    const published = json<StaffListingDetailAnswer>(await call('POST', `/api/staff/listings/${id}/publish`, editor));
    expect(published.listing.state).toBe('published');
    expect(published.listing.publishedAt).not.toBeNull();
    const shown = await publicDetail(id, 'commercial');
    expect(shown.statusCode).toBe(200);
    expect(json<{ property_detail: Record<string, unknown>[] }>(shown).property_detail[0]).toMatchObject({
      title: 'Shop in Desk Arcade',
      slug: 'shop-in-desk-arcade',
      furnishing: 'Semi',
      washroom: 1,
      lift: 2,
      rera_number: 'UPRERAPRJ123456',
      rera_sample: false,
      description: '<p>A bright three-bedroom home.</p>\n<ul><li>Park facing</li><li>Two balconies</li></ul>',
    });
    // The same state again changes nothing and writes no entry.
    expect((await call('POST', `/api/staff/listings/${id}/publish`, editor)).statusCode).toBe(200);

    const edited = await call('PUT', `/api/staff/listings/${id}`, admin, {
      ...listingInput({ kind: 'commercial', title: 'Shop in Desk Arcade', price: 321 }),
      state: undefined,
    });
    expect(edited.statusCode).toBe(200);
    expect(json<StaffListingDetailAnswer>(edited).listing).toMatchObject({
      price: 321,
      slug: 'shop-in-desk-arcade',
      state: 'published',
    });

    const unpublished = json<StaffListingDetailAnswer>(
      await call('POST', `/api/staff/listings/${id}/unpublish`, editor),
    );
    expect(unpublished.listing.state).toBe('unpublished');
    const gone = await publicDetail(id, 'commercial');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ statusCode: 410, error: 'Gone', message: 'This property is no longer listed.' });

    expect((await call('DELETE', `/api/staff/listings/${id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/staff/listings/${id}`, editor)).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/listings/${id}/publish`, editor)).statusCode).toBe(404);
    expect((await publicDetail(id, 'commercial')).statusCode).toBe(410);
    const listed = json<StaffListingsAnswer>(await call('GET', '/api/staff/listings?limit=100', editor));
    expect(listed.listings.map((l) => l.id)).not.toContain(id);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      'listing.create',
      'listing.publish',
      'listing.update',
      'listing.unpublish',
      'listing.delete',
    ]);
    const update = entries[2];
    expect(JSON.parse(update?.before ?? '{}')).toMatchObject({ price: 125.5 });
    expect(JSON.parse(update?.after ?? '{}')).toMatchObject({ price: 321 });
    expect(entries[4]?.after).toBeNull();
  });

  it('creates published at once, and the PATCH of the back-office screen changes price, title and state', async () => {
    const { listing } = await create({ title: 'Villa in Desk Greens', state: 'published' });
    expect(listing.state).toBe('published');
    expect((await publicDetail(listing.id)).statusCode).toBe(200);
    const patched = json<StaffListingDetailAnswer>(
      await call('PATCH', `/api/staff/listings/${listing.id}`, editor, { price: 400, state: 'unpublished' }),
    );
    expect(patched.listing).toMatchObject({ price: 400, state: 'unpublished', slug: 'villa-in-desk-greens' });
    expect((await call('PATCH', `/api/staff/listings/${listing.id}`, editor, { state: 'draft' })).statusCode).toBe(400);
    expect((await auditOf(listing.id)).map((e) => e.action)).toEqual([
      'listing.create',
      'listing.update',
      'listing.unpublish',
    ]);
  });

  it('edits a seeded listing without losing what the form does not show', async () => {
    const id = seeded[0] ?? 1;
    const got = json<StaffListingDetailAnswer>(await call('GET', `/api/staff/listings/${id}`, editor));
    const res = await call('PUT', `/api/staff/listings/${id}`, editor, got.fields);
    expect(res.statusCode).toBe(200);
    // Nothing changed: nothing written, no entry.
    expect(json<StaffListingDetailAnswer>(res).listing.updatedAt).toBe(got.listing.updatedAt);
    expect(await auditOf(id)).toEqual([]);
    const before = await app.db
      .selectFrom('listings')
      .select(['images', 'rera_sample', 'slug'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await call('PUT', `/api/staff/listings/${id}`, editor, { ...got.fields, price: got.fields.price + 1 });
    const after = await app.db
      .selectFrom('listings')
      .select(['images', 'rera_sample', 'slug'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers every seeded listing with fields the edit schema takes back', async () => {
    for (const id of seeded) {
      const res = await call('GET', `/api/staff/listings/${id}`, editor);
      expect([id, res.statusCode]).toEqual([id, 200]);
    }
  });
});

describe('slugs', () => {
  it('are unique: a second listing of the same title gets -2, then -3', async () => {
    const title = 'Studio in Slug Towers';
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await create({ title })).listing.slug);
    expect(slugs).toEqual(['studio-in-slug-towers', 'studio-in-slug-towers-2', 'studio-in-slug-towers-3']);
  });

  it('stay put across edits, follow a new title, and keep the old one (taken by nobody else)', async () => {
    const { listing, fields } = await create({ title: 'Flat in Old Name Court' });
    const id = listing.id;
    const samePrice = json<StaffListingDetailAnswer>(
      await call('PUT', `/api/staff/listings/${id}`, editor, { ...fields, price: 200 }),
    );
    expect(samePrice.listing.slug).toBe('flat-in-old-name-court');
    const renamed = json<StaffListingDetailAnswer>(
      await call('PUT', `/api/staff/listings/${id}`, editor, { ...fields, title: 'Flat in New Name Court' }),
    );
    expect(renamed.listing.slug).toBe('flat-in-new-name-court');
    expect(await oldSlugsOf(app.db, id)).toEqual(['flat-in-old-name-court']);
    // Another listing may not take the old slug: it still leads to this one.
    expect((await create({ title: 'Flat in Old Name Court' })).listing.slug).toBe('flat-in-old-name-court-2');
    // Back to the old title: the old slug is current again, the other one kept.
    const back = json<StaffListingDetailAnswer>(
      await call('PATCH', `/api/staff/listings/${id}`, editor, { title: 'Flat in Old Name Court' }),
    );
    expect(back.listing.slug).toBe('flat-in-old-name-court');
    expect(await oldSlugsOf(app.db, id)).toEqual(['flat-in-new-name-court']);
  });
});

describe('refused input', () => {
  it('answers 400 with a message per field', async () => {
    const res = await call('POST', '/api/staff/listings', editor, {
      ...listingInput(),
      title: '   ',
      price: -1,
      area: 12.5,
      propertyStatus: 'Sold',
      reraNumber: '<b>',
      latitude: 28.5,
      longitude: null,
    });
    expect(res.statusCode).toBe(400);
    const { fields } = json<{ fields: Record<string, string> }>(res);
    expect(Object.keys(fields).sort()).toEqual(['area', 'price', 'propertyStatus', 'reraNumber', 'title']);
    expect(fields.title).toBe('This field is required');
    expect(fields.price).toBe('The price must be above zero');
  });

  it('refuses unknown fields, a missing field, an unknown place, a long title and unstorable text', async () => {
    const bad = async (body: object) => {
      const res = await call('POST', '/api/staff/listings', editor, body);
      expect(res.statusCode).toBe(400);
      return json<{ fields?: Record<string, string> }>(res).fields ?? {};
    };
    expect(await bad({ ...listingInput(), slug: 'mine' })).toBeDefined();
    const { title: _t, ...noTitle } = listingInput();
    expect((await bad(noTitle)).title).toBe('This field is required');
    expect((await bad(listingInput({ city: 'atlantis' }))).city).toBe('No such city');
    expect((await bad(listingInput({ locality: 'indirapuram' }))).locality).toBe('No such locality in this city');
    expect((await bad(listingInput({ title: 'x'.repeat(201) }))).title).toMatch(/under 200/);
    expect((await bad(listingInput({ description: 'a\u0000b' }))).description).toMatch(/cannot be stored/);
    expect((await bad(listingInput({ latitude: 28.5, longitude: null }))).longitude).toMatch(/both/);
    expect((await call('GET', '/api/staff/listings/abc', editor)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/listings/999999', editor)).statusCode).toBe(404);
    expect((await call('GET', '/api/staff/listings?before=!!', editor)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/listings?before=abc', editor)).statusCode).toBe(400);
  });

  it('stores hostile text harmlessly: the description escaped, the slug plain', async () => {
    const { listing } = await create({
      title: '<script>alert(1)</script> Flat',
      description: '<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>',
      features: ['<b onmouseover=alert(3)>Gym</b>'],
      state: 'published',
    });
    expect(listing.slug).toBe('script-alert-1-script-flat');
    const detail = json<{ property_detail: { title: string; description: string; features: string }[] }>(
      await publicDetail(listing.id),
    ).property_detail[0];
    expect(detail?.description).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n<p>&lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    expect(detail?.description).not.toMatch(/<(img|script)/);
    // Title and amenities are text in JSON: the pages render them as text (React escapes them).
    expect(detail?.title).toBe('<script>alert(1)</script> Flat');
    expect(JSON.parse(detail?.features ?? '[]')).toEqual(['<b onmouseover=alert(3)>Gym</b>']);
    const { fields } = json<StaffListingDetailAnswer>(await call('GET', `/api/staff/listings/${listing.id}`, editor));
    expect(fields.description).toBe('<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>');
  });
});

describe('the list', () => {
  it('pages newest change first, with drafts and unpublished, filtered by kind, state and text', async () => {
    const a = await create({ title: 'Paging One' });
    const b = await create({ title: 'Paging Two', state: 'published' });
    const seen: number[] = [];
    let before: string | null = null;
    do {
      const page: StaffListingsAnswer = json<StaffListingsAnswer>(
        await call('GET', `/api/staff/listings?limit=3${before === null ? '' : `&before=${before}`}`, editor),
      );
      expect(page.listings.length).toBeLessThanOrEqual(3);
      seen.push(...page.listings.map((l) => l.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 2)).toEqual([b.listing.id, a.listing.id]);
    for (const id of seeded) expect(seen).toContain(id);

    const drafts = json<StaffListingsAnswer>(await call('GET', '/api/staff/listings?state=draft&limit=100', editor));
    expect(drafts.listings.every((l) => l.state === 'draft')).toBe(true);
    expect(drafts.listings.map((l) => l.id)).toContain(a.listing.id);
    const found = json<StaffListingsAnswer>(await call('GET', '/api/staff/listings?q=paging%20two', editor));
    expect(found.listings.map((l) => l.id)).toEqual([b.listing.id]);
    const bySlug = json<StaffListingsAnswer>(await call('GET', '/api/staff/listings?q=paging-one', editor));
    expect(bySlug.listings.map((l) => l.id)).toEqual([a.listing.id]);
    const commercial = json<StaffListingsAnswer>(
      await call('GET', '/api/staff/listings?kind=commercial&limit=100', editor),
    );
    expect(commercial.listings.every((l) => l.kind === 'commercial')).toBe(true);
    expect((await call('GET', '/api/staff/listings?state=gone', editor)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/listings?limit=101', editor)).statusCode).toBe(400);
  });
});
