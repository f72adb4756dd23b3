import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import {
  checkedAgainstDocument,
  createTestApp,
  createTestDatabase,
  json,
  until,
  usingPostgres,
  type TestApp,
} from '../../test/helpers';
import { memoryHitCounter } from './hitCounter';

const SECRET = 'a-proxy-secret-of-enough-length';
const contact = {
  name: 'Ravi Sharma',
  email: 'ravi@example.com',
  phone: '+91 98765 43210',
  subject: '3 BHK in Sector 150',
  message: 'Please call me about a site visit this weekend.',
};

describe('memory hit counter', () => {
  it('counts hits in a window, starts again after it, and keeps keys apart', async () => {
    let now = 1_000;
    const counter = memoryHitCounter(() => now);
    expect(await counter.hit('a', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
    now += 59_000;
    expect(await counter.hit('a', 60_000)).toEqual({ hits: 2, ttlMs: 1_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
    now += 1_000;
    expect(await counter.hit('a', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
  });
});

describe('GET /api/data-version and the caches it empties', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dataChangePollMs: 60_000 });
  });
  afterAll(async () => t.close());

  it('a listing changed in the database is answered changed once the version is read, not after a minute', async () => {
    const before = json<{ version: number }>(await t.app.inject('/api/data-version')).version;
    const listing = await t.app.db
      .selectFrom('listings')
      .select(['id', 'property_name'])
      .where('kind', '=', 'residential')
      .executeTakeFirstOrThrow();
    const url = `/api/property-detail/residential/${listing.id}`;
    const first = await t.app.inject(url);
    expect((await t.app.inject(url)).headers['x-cache']).toBe('HIT');
    expect(first.body).toContain(listing.property_name);

    await t.app.db
      .updateTable('listings')
      .set({ property_name: 'Renamed Residency' })
      .where('id', '=', listing.id)
      .execute();
    // Kept for now: nothing has read the version since the change.
    expect((await t.app.inject(url)).body).toContain(listing.property_name);
    await t.app.dataVersion.check();

    const after = await t.app.inject(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('Renamed Residency');
    const version = await t.app.inject('/api/data-version');
    expect(version.headers['cache-control']).toBe('no-store');
    expect(json<{ version: number }>(version).version).toBeGreaterThan(before);
  });

  it('list totals are counted again after a change', async () => {
    const url = '/api/property_list/noida/all/r?pageSize=1';
    const total = json<{ total: number }>(await t.app.inject(url)).total;
    const one = await t.app.db
      .selectFrom('listings')
      .innerJoin('cities', 'cities.id', 'listings.city_id')
      .select('listings.id')
      .where('cities.slug', '=', 'noida')
      .where('listings.kind', '=', 'residential')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('curated_listings').where('listing_id', '=', one.id).execute();
    await t.app.db.deleteFrom('listings').where('id', '=', one.id).execute();
    await t.app.dataVersion.check();
    expect(json<{ total: number }>(await t.app.inject(url)).total).toBe(total - 1);
  });

  it('is read on its own every DATA_CHANGE_POLL_MS', async () => {
    const db = await createTestDatabase();
    const app = await buildApp({
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      logger: false,
      dataChangePollMs: 100,
    });
    try {
      const before = app.dataVersion.current;
      await app.db.updateTable('blogs').set({ title: 'A changed title' }).where('id', '=', 1).execute();
      await until('the new version', () => (app.dataVersion.current > before ? true : undefined), 5_000);
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

describe('POST /api/limits/hit (the site servers’ own limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ proxySecret: SECRET });
  });
  afterAll(async () => t.close());

  const hit = (headers: Record<string, string>, client = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url: '/api/limits/hit', headers, payload: { limit: 'csp-report', client } });

  it('counts per client for the site’s proxy and refuses anyone else', async () => {
    expect((await hit({})).statusCode).toBe(403);
    expect((await hit({ 'x-site-proxy-secret': 'not-the-secret-at-all' })).statusCode).toBe(403);
    const first = json<{ hits: number; ttlMs: number }>(await hit({ 'x-site-proxy-secret': SECRET }));
    expect(first.hits).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(50_000);
    expect(json<{ hits: number }>(await hit({ 'x-site-proxy-secret': SECRET })).hits).toBe(2);
    expect(json<{ hits: number }>(await hit({ 'x-site-proxy-secret': SECRET }, '203.0.113.10')).hits).toBe(1);
  });

  it('takes only the limits it knows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/limits/hit',
      headers: { 'x-site-proxy-secret': SECRET },
      payload: { limit: 'anything', client: '203.0.113.9' },
    });
    expect(res.statusCode).toBe(400);
  });
});

// Several API processes on one PostgreSQL database: what one counts or changes, all see.
(usingPostgres ? describe : describe.skip)('two API processes on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase();
    dispose = db.dispose;
    // The second starts on the first's database (already migrated and seeded).
    const common = {
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      logger: false,
      writeRateLimit: 5,
      dataChangePollMs: 60_000,
    };
    a = checkedAgainstDocument(await buildApp(common));
    b = checkedAgainstDocument(await buildApp(common));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dispose();
  });

  it('hold one write limit between them', async () => {
    const send = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/request-form',
        remoteAddress: '198.51.100.7',
        headers: { 'idempotency-key': `shared-limit-${i}` },
        payload: contact,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await send(i % 2 === 0 ? a : b, i)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    // Another visitor has a window of their own.
    const other = await b.inject({
      method: 'POST',
      url: '/api/request-form',
      remoteAddress: '198.51.100.8',
      payload: contact,
    });
    expect(other.statusCode).toBe(200);
  });

  it('hear a change made through either (NOTIFY), well before their next poll', async () => {
    const listing = await a.db
      .selectFrom('listings')
      .select('id')
      .where('kind', '=', 'residential')
      .executeTakeFirstOrThrow();
    const url = `/api/property-detail/residential/${listing.id}`;
    await a.inject(url);
    await b.inject(url);
    await a.db
      .updateTable('listings')
      .set({ property_name: 'Notified Heights' })
      .where('id', '=', listing.id)
      .execute();
    const seen = (app: FastifyInstance) => async () =>
      (await app.inject(url)).body.includes('Notified Heights') ? true : undefined;
    await until('the change through the first API', seen(a), 5_000);
    await until('the change through the second API', seen(b), 5_000);
  });
});
