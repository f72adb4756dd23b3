import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PROJECT_NAMES } from 'contracts/api';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { connect, type DatabaseHandle } from './connection';
import { migrate, MIGRATIONS_DIR, migrationFiles, splitStatements } from './migrate';
import { reseed, seedIfEmpty } from './seed';
import { BLOGS } from './seed/blogs';
import { CITIES } from './seed/places';
import { sampleRera } from './seed/rera';

describe('migrations', () => {
  let tdb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    handle = await connect({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
  });
  afterAll(async () => {
    await handle.close();
    await tdb.dispose();
  });

  it('has the same migration files for both dialects', () => {
    expect(migrationFiles('sqlite')).toEqual(migrationFiles('postgres'));
    expect(migrationFiles('sqlite').length).toBeGreaterThanOrEqual(2);
  });

  it('applies every file in order on an empty database and records each', async () => {
    const applied = await migrate(handle);
    expect(applied).toEqual(migrationFiles(handle.dialect));
    const rows = await handle.db
      .selectFrom('schema_migrations')
      .select(['name', 'applied_at'])
      .orderBy('name')
      .execute();
    expect(rows.map((r) => r.name)).toEqual(applied);
    for (const r of rows) expect(Number.isNaN(Date.parse(r.applied_at))).toBe(false);
  });

  it('creates every table', async () => {
    for (const table of [
      'cities',
      'locations',
      'listings',
      'curated_listings',
      'blogs',
      'app_meta',
      'enquiries',
      'loan_leads',
      'idempotency_keys',
      'staff_accounts',
      'staff_sessions',
      'staff_sign_in_failures',
      'audit_log',
    ] as const) {
      const row = await handle.db
        .selectFrom(table)
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(0);
    }
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(handle)).toEqual([]);
    const rows = await handle.db.selectFrom('schema_migrations').select('name').execute();
    expect(rows).toHaveLength(migrationFiles(handle.dialect).length);
  });

  it('splits statements and ignores semicolons inside comments', () => {
    expect(splitStatements('-- a; b\ncreate table a (x int);\n\n-- c\ncreate index i on a (x);\n')).toEqual([
      'create table a (x int)',
      'create index i on a (x)',
    ]);
  });

  test("a function's dollar-quoted body and a trigger's BEGIN … END stay one statement each", () => {
    const fn =
      'create function f() returns trigger language plpgsql as $fn$ begin update t set v = v + 1; return null; end $fn$';
    const trigger = 'create trigger g after insert on a begin update t set v = v + 1; update t set w = 0; end';
    expect(splitStatements(`${fn};\n${trigger};\ncreate table b (y int);`)).toEqual([
      fn,
      trigger,
      'create table b (y int)',
    ]);
  });
});

describe('first-start seeding', () => {
  let tdb: TestDatabase;

  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => tdb.dispose());

  it('seeds once: a restart keeps the data and applies no migration', async () => {
    const first = await buildApp({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    const count = async (app: typeof first) =>
      Number(
        (
          await app.db
            .selectFrom('listings')
            .select(sql<number>`cast(count(*) as integer)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(first)).toBe(240);
    await first.close();

    const second = await buildApp({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    expect(await count(second)).toBe(240);
    const meta = await second.db.selectFrom('app_meta').selectAll().execute();
    expect(meta).toHaveLength(1);
    await second.close();
  });
});

describe('seed data', () => {
  let tdb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    handle = await connect({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    await migrate(handle);
    await seedIfEmpty(handle);
  });
  afterAll(async () => {
    await handle.close();
    await tdb.dispose();
  });

  const all = () =>
    handle.db
      .selectFrom('listings')
      .innerJoin('cities', 'cities.id', 'listings.city_id')
      .select([
        'listings.kind',
        'listings.property_status',
        'listings.room',
        'listings.bathroom',
        'listings.washroom',
        'listings.price',
        'listings.property_type',
        'listings.furnishing',
        'listings.property_name',
        'listings.images',
        'listings.features',
        'listings.description',
        'cities.slug as city',
      ])
      .execute();

  it('has the four cities with their localities (10+ in Noida)', async () => {
    const cities = await handle.db.selectFrom('cities').select(['city', 'slug']).orderBy('position').execute();
    expect(cities.map((c) => c.slug)).toEqual(['noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar']);
    const noida = await handle.db
      .selectFrom('locations')
      .innerJoin('cities', 'cities.id', 'locations.city_id')
      .select('locations.slug')
      .where('cities.slug', '=', 'noida')
      .execute();
    expect(noida.length).toBeGreaterThanOrEqual(10);
    expect(noida.map((l) => l.slug)).toEqual(
      expect.arrayContaining([
        'sector-150',
        'sector-137',
        'sector-75',
        'sector-107',
        'sector-62',
        'sector-128',
        'greater-noida-west',
        'yamuna-expressway',
        'noida-extension',
      ]),
    );
    for (const c of CITIES) expect(c.locations.length).toBeGreaterThanOrEqual(3);
  });

  it('covers every city, status, room and bathroom count, price band, type and furnishing', async () => {
    const rows = await all();
    const res = rows.filter((r) => r.kind === 'residential');
    const com = rows.filter((r) => r.kind === 'commercial');
    expect(res.length).toBeGreaterThanOrEqual(150);
    expect(com.length).toBeGreaterThanOrEqual(50);
    const values = <K extends keyof (typeof rows)[number]>(list: typeof rows, key: K) =>
      new Set(list.map((r) => r[key]));
    for (const list of [res, com]) {
      expect(values(list, 'city')).toEqual(new Set(['noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar']));
      expect(values(list, 'property_status')).toEqual(new Set(['New Launch', 'Resale', 'Upcomming']));
      expect(values(list, 'furnishing')).toEqual(new Set(['Full', 'Semi', 'None']));
      const prices = list.map((r) => r.price);
      expect(prices.some((p) => p <= 50)).toBe(true);
      expect(prices.some((p) => p >= 51 && p <= 100)).toBe(true);
      expect(prices.some((p) => p >= 101 && p <= 200)).toBe(true);
      expect(prices.some((p) => p >= 201 && p <= 500)).toBe(true);
      expect(prices.some((p) => p >= 500)).toBe(true);
      expect(values(list, 'property_name')).toEqual(new Set(PROJECT_NAMES));
    }
    expect(values(res, 'room')).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(values(res, 'bathroom')).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(values(com, 'washroom')).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(values(res, 'property_type')).toEqual(new Set(['Apartment', 'House', 'Condo', 'Villa', 'Townhouse']));
    expect(values(com, 'property_type')).toEqual(
      new Set(['Shop', 'Restaurant', 'Office', 'Showroom', 'Warehouse', 'Other']),
    );
  });

  it('stores images and features as JSON lists and descriptions as HTML', async () => {
    for (const r of await all()) {
      const images = JSON.parse(r.images) as string[];
      expect(images.length).toBeGreaterThanOrEqual(3);
      for (const f of images) expect(f).toMatch(/^p-\d+-\d\.svg$/);
      expect((JSON.parse(r.features) as string[]).length).toBeGreaterThan(3);
      expect(r.description).toMatch(/^<p>.*<\/p>/s);
    }
  });

  it('fills each curated list and the blog', async () => {
    for (const list of ['best-property', 'genuine-deal', 'exclusive-deal']) {
      const rows = await handle.db
        .selectFrom('curated_listings')
        .select('listing_id')
        .where('list', '=', list)
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(6);
    }
    const blogs = await handle.db.selectFrom('blogs').select(['description', 'slug']).execute();
    expect(blogs.length).toBe(BLOGS.length);
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    for (const b of blogs) {
      expect(b.description).toMatch(/<h2>/);
      expect(b.description).toMatch(/<(ul|ol)>/);
      expect(b.description).toMatch(/<a href=/);
    }
  });

  it("a database seeded before RERA numbers gets the seed's sample ones at the next start; a firm's own is kept", async () => {
    const rera = () =>
      handle.db
        .selectFrom('listings')
        .innerJoin('cities', 'cities.id', 'listings.city_id')
        .select([
          'listings.id',
          'listings.property_name',
          'listings.property_status',
          'cities.slug',
          'rera_number',
          'rera_sample',
        ])
        .orderBy('listings.id')
        .execute();
    const seeded = await rera();
    // As such a database was: no numbers, and a meta row that does not mention them.
    await handle.db.updateTable('listings').set({ rera_number: null, rera_sample: 0 }).execute();
    const meta = await handle.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seed')
      .executeTakeFirstOrThrow();
    const { reraSamples: _dropped, ...before } = JSON.parse(meta.value) as Record<string, unknown>;
    await handle.db
      .updateTable('app_meta')
      .set({ value: JSON.stringify(before) })
      .where('key', '=', 'seed')
      .execute();
    const own = seeded.find((r) => r.slug === 'noida' && r.property_status !== 'Upcomming');
    if (!own) throw new Error('the seed has no registered Noida listing');
    await handle.db.updateTable('listings').set({ rera_number: 'UPRERAPRJ000777' }).where('id', '=', own.id).execute();

    await seedIfEmpty(handle);

    const upgraded = await rera();
    const mine = upgraded.find((r) => r.id === own.id);
    expect(mine).toMatchObject({ rera_number: 'UPRERAPRJ000777' });
    expect(Number(mine?.rera_sample)).toBe(0);
    const others = (rows: typeof seeded) => rows.filter((r) => r.id !== own.id);
    expect(others(upgraded)).toEqual(others(seeded));
    expect(
      others(upgraded).every((r) => r.rera_number === sampleRera(r.slug, r.property_status, r.property_name)),
    ).toBe(true);
    const after = await handle.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(after.value)).toMatchObject({ reraSamples: true });
  });

  it('reseeds to any size, the first rows unchanged', async () => {
    const before = await handle.db
      .selectFrom('listings')
      .select(['id', 'title', 'price'])
      .where('id', '<=', 240)
      .orderBy('id')
      .execute();
    await reseed(handle, { listings: 1000 });
    const after = await handle.db
      .selectFrom('listings')
      .select(['id', 'title', 'price'])
      .where('id', '<=', 240)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    const n = await handle.db
      .selectFrom('listings')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1000);
    // Ids continue after the seeded ones (PostgreSQL identity sequences are moved past them).
    const city = await handle.db
      .insertInto('cities')
      .values({ city: 'Test', slug: 'test-city', position: 9 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(city.id).toBe(5);
  });
});

describe('0008: submission references', () => {
  let tdb: TestDatabase;
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    handle = await connect({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    // The migrations as they were before 0008, in a folder of their own.
    before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const dialect of ['sqlite', 'postgres'] as const) {
      fs.mkdirSync(path.join(before, dialect));
      for (const f of migrationFiles(dialect).filter((name) => name < '0008'))
        fs.copyFileSync(path.join(MIGRATIONS_DIR, dialect, f), path.join(before, dialect, f));
    }
  });
  afterAll(async () => {
    await handle.close();
    await tdb.dispose();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('gives every existing enquiry and lead its own random UUID (version 4)', async () => {
    await migrate(handle, before);
    const created_at = new Date().toISOString();
    const person = { name: 'A', email: 'a@example.com', phone: '', ip: '', user_agent: '', created_at };
    for (let i = 0; i < 50; i += 1) {
      await sql`insert into enquiries (name, email, phone, subject, message, ip, user_agent, created_at)
        values (${person.name}, ${person.email}, '', 's', 'm', '', '', ${created_at})`.execute(handle.db);
      await sql`insert into loan_leads (name, email, phone, ip, user_agent, created_at)
        values (${person.name}, ${person.email}, '', '', '', ${created_at})`.execute(handle.db);
    }
    expect(await migrate(handle)).toContain('0008_submission_public_id.sql');
    const ids = [
      ...(await handle.db.selectFrom('enquiries').select('public_id').execute()),
      ...(await handle.db.selectFrom('loan_leads').select('public_id').execute()),
    ].map((r) => r.public_id);
    expect(ids).toHaveLength(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(100);
    // Unique from now on. (The error's code, not instanceof: better-sqlite3's error class comes
    // from whichever test file loaded the native module first in this worker.)
    const lead = ids[ids.length - 1];
    const clash = await handle.db
      .insertInto('loan_leads')
      .values({ ...person, public_id: lead ?? '' })
      .execute()
      .then(
        () => undefined,
        (err: unknown) => (err as { code?: unknown }).code,
      );
    expect(clash).toMatch(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/);
  });
});
