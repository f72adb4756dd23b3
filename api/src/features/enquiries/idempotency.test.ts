import { createHash, randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { connect, type DatabaseHandle } from '../../db/connection';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../test/helpers';
import {
  earlierAnswer,
  idempotentStore,
  isUniqueViolation,
  KEY_PATTERN,
  KEY_TTL_MS,
  requestHash,
  SWEEP_EVERY_MS,
  type KeyRow,
  type StoredAnswer,
} from './idempotency';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

describe('pure pieces', () => {
  it('keys live 24 hours; expired ones are swept at most every 10 minutes', () => {
    expect(KEY_TTL_MS).toBe(24 * HOUR);
    expect(SWEEP_EVERY_MS).toBe(10 * 60 * 1000);
  });

  it('requestHash is the SHA-256 of the JSON text', () => {
    expect(requestHash({ a: 1 })).toBe(createHash('sha256').update('{"a":1}').digest('hex'));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ a: 1 })).toBe(requestHash({ a: 1 }));
    expect(requestHash({ a: 2 })).not.toBe(requestHash({ a: 1 }));
    expect(requestHash({ a: '1' })).not.toBe(requestHash({ a: 1 }));
  });

  it.each([
    ['23505', true],
    ['SQLITE_CONSTRAINT_PRIMARYKEY', true],
    ['SQLITE_CONSTRAINT_UNIQUE', true],
    ['23503', false], // foreign key
    ['SQLITE_CONSTRAINT_NOTNULL', false],
    ['SQLITE_CONSTRAINT', false],
    ['SQLITE_CONSTRAINT_PRIMARYKEYX', false],
    ['x23505', false],
    [23505, false],
    [undefined, false],
  ])('isUniqueViolation({ code: %p }) is %p', (code, expected) => {
    expect(isUniqueViolation(Object.assign(new Error('x'), { code }))).toBe(expected);
  });

  it('isUniqueViolation is false for anything that is not an error object', () => {
    for (const err of [null, undefined, '23505', 23505, 'SQLITE_CONSTRAINT_UNIQUE'])
      expect(isUniqueViolation(err)).toBe(false);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });

  it('KEY_PATTERN: 1 to 200 printable ASCII characters', () => {
    for (const ok of ['a', '!', '~', 'x'.repeat(200), '550e8400-e29b-41d4-a716-446655440000'])
      expect(KEY_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'x'.repeat(201), 'has space', 'tab\there', 'del\x7f', 'café', 'line\nbreak', 'x\n'])
      expect(KEY_PATTERN.test(bad)).toBe(false);
  });

  describe('earlierAnswer', () => {
    const row: KeyRow = {
      request_hash: 'h1',
      status_code: 200,
      response: '{"status":200,"id":42}',
      created_at: new Date(T0).toISOString(),
    };

    it('no row: new', () => {
      expect(earlierAnswer(undefined, 'h1', T0, KEY_TTL_MS)).toBe('new');
    });

    it('same body within the lifetime: the stored answer, marked as a replay', () => {
      for (const at of [T0, T0 + KEY_TTL_MS - 1]) {
        expect(earlierAnswer(row, 'h1', at, KEY_TTL_MS)).toEqual({
          statusCode: 200,
          body: { status: 200, id: 42 },
          replayed: true,
        });
      }
      expect(earlierAnswer({ ...row, status_code: 201 }, 'h1', T0, KEY_TTL_MS)).toMatchObject({ statusCode: 201 });
    });

    it('another body within the lifetime: 422', () => {
      let thrown: unknown;
      try {
        earlierAnswer(row, 'h2', T0 + KEY_TTL_MS - 1, KEY_TTL_MS);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({
        statusCode: 422,
        message: 'This Idempotency-Key was already used for a different request; send a new key for new data.',
      });
    });

    it('from the end of the lifetime on, any body: expired', () => {
      for (const hash of ['h1', 'h2']) {
        expect(earlierAnswer(row, hash, T0 + KEY_TTL_MS, KEY_TTL_MS)).toBe('expired');
        expect(earlierAnswer(row, hash, T0 + 3 * KEY_TTL_MS, KEY_TTL_MS)).toBe('expired');
      }
      expect(earlierAnswer(row, 'h1', T0 + 10, 10)).toBe('expired');
      expect(earlierAnswer(row, 'h1', T0 + 9, 10)).toMatchObject({ replayed: true });
    });
  });
});

describe('idempotentStore on the database', () => {
  let tdb: TestDatabase;
  let handle: DatabaseHandle;
  let clock = T0;
  const now = () => clock;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    handle = await connect({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    await migrate(handle);
  });
  afterAll(async () => {
    await handle.close();
    await tdb.dispose();
  });
  beforeEach(async () => {
    clock = T0;
    await handle.db.deleteFrom('idempotency_keys').execute();
  });

  const payload = { name: 'Anita Verma', email: 'anita@example.com', phone: '9876543210' };
  const insertLead = (body: typeof payload) => async (trx: Transaction<Database>) => {
    const row = await trx
      .insertInto('loan_leads')
      .values({
        ...body,
        ip: '192.0.2.1',
        user_agent: 'test',
        created_at: new Date(clock).toISOString(),
        public_id: randomUUID(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const leads = async () =>
    Number(
      (
        await handle.db
          .selectFrom('loan_leads')
          .select(sql<number>`cast(count(*) as integer)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const keyRows = () =>
    handle.db
      .selectFrom('idempotency_keys')
      .select(['scope', 'key', 'created_at', 'response'])
      .orderBy('created_at')
      .orderBy('key')
      .execute();

  it('without a key, every call stores a row and remembers nothing', async () => {
    const store = idempotentStore(handle.db, { now });
    const before = await leads();
    const a = await store.storeOnce('loan-lead', undefined, payload, insertLead(payload));
    const b = await store.storeOnce('loan-lead', undefined, payload, insertLead(payload));
    expect(a).toEqual({ statusCode: 200, body: { status: 200, id: expect.any(Number) }, replayed: false });
    expect(b.body.id).toBe(a.body.id + 1);
    expect(await leads()).toBe(before + 2);
    expect(await keyRows()).toEqual([]);
  });

  it('replays within 24 h; after 24 h the key is forgotten and a new row is stored', async () => {
    const store = idempotentStore(handle.db, { now });
    const before = await leads();
    const first = await store.storeOnce('loan-lead', 'k-life', payload, insertLead(payload));
    expect(first.replayed).toBe(false);
    expect(await keyRows()).toEqual([
      {
        scope: 'loan-lead',
        key: 'k-life',
        created_at: '2026-03-01T10:00:00.000Z',
        response: JSON.stringify(first.body),
      },
    ]);

    clock = T0 + KEY_TTL_MS - 1;
    expect(await store.storeOnce('loan-lead', 'k-life', payload, insertLead(payload))).toEqual({
      ...first,
      replayed: true,
    });
    expect(await leads()).toBe(before + 1);

    clock = T0 + KEY_TTL_MS;
    const later = await store.storeOnce('loan-lead', 'k-life', payload, insertLead(payload));
    expect(later.replayed).toBe(false);
    expect(later.body.id).toBeGreaterThan(first.body.id);
    expect(await leads()).toBe(before + 2);
    // The key now stands for the new row, for another 24 h.
    expect(await keyRows()).toEqual([
      {
        scope: 'loan-lead',
        key: 'k-life',
        created_at: '2026-03-02T10:00:00.000Z',
        response: JSON.stringify(later.body),
      },
    ]);
    clock += KEY_TTL_MS - 1;
    expect(await store.storeOnce('loan-lead', 'k-life', payload, insertLead(payload))).toEqual({
      ...later,
      replayed: true,
    });
  });

  it('a replay or a 422 never runs the insert, not even to roll it back', async () => {
    const store = idempotentStore(handle.db, { now });
    let inserts = 0;
    const counted = (body: typeof payload) => async (trx: Transaction<Database>) => {
      inserts++;
      return insertLead(body)(trx);
    };
    await store.storeOnce('loan-lead', 'k-count', payload, counted(payload));
    await store.storeOnce('loan-lead', 'k-count', payload, counted(payload));
    await expect(
      store.storeOnce('loan-lead', 'k-count', { ...payload, name: 'Other' }, counted(payload)),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(inserts).toBe(1);
  });

  it('another body: 422 within 24 h, a new row after', async () => {
    const store = idempotentStore(handle.db, { now });
    const other = { ...payload, name: 'Someone Else' };
    await store.storeOnce('loan-lead', 'k-body', payload, insertLead(payload));
    const before = await leads();
    clock = T0 + KEY_TTL_MS - 1;
    await expect(store.storeOnce('loan-lead', 'k-body', other, insertLead(other))).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(await leads()).toBe(before);
    clock = T0 + KEY_TTL_MS;
    expect(await store.storeOnce('loan-lead', 'k-body', other, insertLead(other))).toMatchObject({ replayed: false });
    expect(await leads()).toBe(before + 1);
  });

  it('a key is scoped to its route', async () => {
    const store = idempotentStore(handle.db, { now });
    const a = await store.storeOnce('loan-lead', 'k-scope', payload, insertLead(payload));
    const b = await store.storeOnce('request-form', 'k-scope', payload, insertLead(payload));
    expect(b.replayed).toBe(false);
    expect(b.body.id).not.toBe(a.body.id);
    expect((await keyRows()).map((r) => r.scope).sort()).toEqual(['loan-lead', 'request-form']);
  });

  it('sweep() deletes exactly the keys older than 24 h', async () => {
    const store = idempotentStore(handle.db, { now });
    await store.storeOnce('loan-lead', 'k-old', payload, insertLead(payload));
    clock = T0 + HOUR;
    await store.storeOnce('loan-lead', 'k-young', payload, insertLead(payload));
    clock = T0 + KEY_TTL_MS - 1;
    expect(await store.sweep()).toBe(0);
    clock = T0 + KEY_TTL_MS;
    expect(await store.sweep()).toBe(1);
    expect((await keyRows()).map((r) => r.key)).toEqual(['k-young']);
    clock = T0 + HOUR + KEY_TTL_MS;
    expect(await store.sweep()).toBe(1);
    expect(await keyRows()).toEqual([]);
  });

  it('writes sweep by themselves, at most once per sweep interval', async () => {
    const store = idempotentStore(handle.db, { now, sweepEveryMs: HOUR });
    await store.storeOnce('loan-lead', 'k-a', payload, insertLead(payload)); // first write: sweeps (nothing yet)
    clock = T0 + KEY_TTL_MS - 1;
    await store.storeOnce('loan-lead', 'k-b', payload, insertLead(payload)); // sweeps: k-a still live
    clock = T0 + KEY_TTL_MS + HOUR - 2;
    await store.storeOnce('loan-lead', 'k-c', payload, insertLead(payload)); // within the hour: no sweep
    expect((await keyRows()).map((r) => r.key)).toEqual(['k-a', 'k-b', 'k-c']);
    clock = T0 + KEY_TTL_MS + HOUR - 1;
    await store.storeOnce('loan-lead', undefined, payload, insertLead(payload)); // an hour later: sweeps, key or not
    expect((await keyRows()).map((r) => r.key)).toEqual(['k-b', 'k-c']);
  });

  it('by default, writes sweep every 10 minutes', async () => {
    const store = idempotentStore(handle.db, { now });
    await store.storeOnce('loan-lead', 'k-1', payload, insertLead(payload)); // sweeps at T0
    clock = T0 + KEY_TTL_MS;
    await store.storeOnce('loan-lead', 'k-2', payload, insertLead(payload)); // sweeps: k-1 is 24 h old
    expect((await keyRows()).map((r) => r.key)).toEqual(['k-2']);
    clock = T0 + 2 * KEY_TTL_MS + SWEEP_EVERY_MS - 1;
    await store.storeOnce('loan-lead', 'k-3', payload, insertLead(payload)); // 10 min since the last: sweeps
    expect((await keyRows()).map((r) => r.key)).toEqual(['k-3']);
  });

  it('the default clock is the real one', async () => {
    const store = idempotentStore(handle.db);
    const started = Date.now();
    await store.storeOnce('loan-lead', 'k-real', payload, insertLead(payload));
    const [row] = await keyRows();
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(started);
    expect(Date.parse(row!.created_at)).toBeLessThanOrEqual(Date.now());
    expect(await store.storeOnce('loan-lead', 'k-real', payload, insertLead(payload))).toMatchObject({
      replayed: true,
    });
  });

  /**
   * A send that loses the race: another send with the same key commits between this one's lookup
   * and its own key insert. Here the other send is committed on a second pool connection from inside
   * `insert`, and the key insert's unique violation is raised at that point; the real race is the
   * PostgreSQL test below. On SQLite the interleaving cannot happen: a write transaction takes the
   * write lock when it begins, so no other connection commits before it ends (the last test).
   */
  describe('losing a race', () => {
    const racing = usingPostgres ? it : it.skip;
    const uniqueViolation = () =>
      Object.assign(new Error('duplicate key'), { code: usingPostgres ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    async function commitElsewhere(row: {
      scope: string;
      key: string;
      request_hash: string;
      response: string;
    }): Promise<void> {
      const values = { ...row, status_code: 200, created_at: new Date(clock).toISOString() };
      await handle.db.insertInto('idempotency_keys').values(values).execute(); // another pool connection
    }

    racing('replays the winner’s answer and stores nothing itself', async () => {
      const store = idempotentStore(handle.db, { now });
      const before = await leads();
      const answer = await store.storeOnce('loan-lead', 'k-race', payload, async () => {
        await commitElsewhere({
          scope: 'loan-lead',
          key: 'k-race',
          request_hash: requestHash(payload),
          response: '{"status":200,"id":777}',
        });
        throw uniqueViolation();
      });
      expect(answer).toEqual({ statusCode: 200, body: { status: 200, id: 777 }, replayed: true });
      expect(await leads()).toBe(before);
    });

    racing('a winner with another body makes it a 422', async () => {
      const store = idempotentStore(handle.db, { now });
      await expect(
        store.storeOnce('loan-lead', 'k-race-2', payload, async () => {
          await commitElsewhere({
            scope: 'loan-lead',
            key: 'k-race-2',
            request_hash: requestHash({ other: true }),
            response: '{"status":200,"id":778}',
          });
          throw uniqueViolation();
        }),
      ).rejects.toMatchObject({ statusCode: 422 });
    });

    it('a unique violation with no winner to replay is passed on', async () => {
      const store = idempotentStore(handle.db, { now });
      const violation = uniqueViolation();
      await expect(
        store.storeOnce('loan-lead', 'k-race-3', payload, async () => Promise.reject(violation)),
      ).rejects.toBe(violation);
    });

    racing('another error is passed on even when a row with this key exists by then', async () => {
      const store = idempotentStore(handle.db, { now });
      const other = new Error('disk full');
      await expect(
        store.storeOnce('loan-lead', 'k-race-4', payload, async () => {
          await commitElsewhere({
            scope: 'loan-lead',
            key: 'k-race-4',
            request_hash: requestHash(payload),
            response: '{"status":200,"id":779}',
          });
          throw other;
        }),
      ).rejects.toBe(other);
      expect((await keyRows()).map((r) => r.key)).toEqual(['k-race-4']);
    });

    (usingPostgres ? it.skip : it)(
      'SQLite: no other connection writes between a send’s lookup and its insert',
      async () => {
        const store = idempotentStore(handle.db, { now });
        let refused: unknown;
        const answer = await store.storeOnce('loan-lead', 'k-race-sqlite', payload, async (trx) => {
          // A second connection that does not wait: a deferred transaction would let it commit here.
          const other = new BetterSqlite3(tdb.databaseUrl, { timeout: 0 });
          try {
            other
              .prepare(
                'insert into idempotency_keys (scope, key, request_hash, status_code, response, created_at) values (?, ?, ?, ?, ?, ?)',
              )
              .run('loan-lead', 'k-race-sqlite', 'x', 200, '{}', new Date(clock).toISOString());
          } catch (err) {
            refused = err;
          } finally {
            other.close();
          }
          return insertLead(payload)(trx);
        });
        expect(refused).toMatchObject({ code: 'SQLITE_BUSY' });
        expect(answer.replayed).toBe(false);
      },
    );
  });

  // better-sqlite3 is synchronous: two transactions never overlap there, so only PostgreSQL races.
  const onPostgres = usingPostgres ? it : it.skip;

  /** Two real sends with one key, both past their lookup before either inserts its key. */
  async function race(bodies: [typeof payload, typeof payload]) {
    const store = idempotentStore(handle.db, { now });
    let inside = 0;
    let release: () => void = () => undefined;
    const bothInside = new Promise<void>((resolve) => (release = resolve));
    const send = (body: typeof payload) =>
      store.storeOnce('loan-lead', 'k-real-race', body, async (trx) => {
        if (++inside === 2) release();
        await bothInside;
        return insertLead(body)(trx);
      });
    return Promise.allSettled(bodies.map(send));
  }

  onPostgres('PostgreSQL: two concurrent sends with one key store once; the loser replays the winner', async () => {
    const before = await leads();
    const results = await race([payload, payload]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const [a, b] = results.map((r) => (r as PromiseFulfilledResult<StoredAnswer>).value) as [
      StoredAnswer,
      StoredAnswer,
    ];
    expect(a.body).toEqual(b.body);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await leads()).toBe(before + 1);
  });

  onPostgres('PostgreSQL: a concurrent send with another body gets the 422', async () => {
    const before = await leads();
    const results = await race([payload, { ...payload, name: 'Someone Else' }]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ statusCode: 422 });
    expect(await leads()).toBe(before + 1);
  });
});
