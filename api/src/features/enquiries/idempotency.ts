import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

/**
 * "Store once" for POSTs that carry an Idempotency-Key header. A key belongs to its route (the
 * scope) and to the body it first came with (its hash):
 *  - same route, key and body within the key's lifetime: the first answer is replayed;
 *  - same route and key, another body: 422 (the client has a bug; guessing which body it meant
 *    is worse);
 *  - after the lifetime (24 h) the key is forgotten: a send stores a new row.
 * A replay needs the byte-identical body, so whoever gets one already holds every field of the
 * stored row; the answer itself carries only the row's id, nothing a client sent.
 * The key row and the stored row are written in one transaction; (scope, key) is the primary
 * key, so of two concurrent sends with the same key only one commits and the other replays.
 * Expired keys are deleted by a sweep that runs with a write at most every SWEEP_EVERY_MS.
 */

export interface StoredAnswer {
  statusCode: number;
  body: { status: number; id: number };
  /** True when this answer is a replay of an earlier send. */
  replayed: boolean;
}

export const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a key is remembered. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Least time between two sweeps of expired keys. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/** A primary-key clash: better-sqlite3 SQLITE_CONSTRAINT_PRIMARYKEY / _UNIQUE, pg 23505 unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export interface KeyRow {
  request_hash: string;
  status_code: number;
  response: string;
  created_at: string;
}

/**
 * What an earlier row with this key means for a send with body hash `hash`: its answer to replay,
 * 'new' (no row) or 'expired' (a row older than the lifetime, to be replaced); a live row of
 * another body is the 422.
 */
export function earlierAnswer(
  row: KeyRow | undefined,
  hash: string,
  now: number,
  ttlMs: number,
): StoredAnswer | 'new' | 'expired' {
  if (row === undefined) return 'new';
  if (now - Date.parse(row.created_at) >= ttlMs) return 'expired';
  if (row.request_hash !== hash)
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different request; send a new key for new data.',
    );
  return { statusCode: row.status_code, body: JSON.parse(row.response) as StoredAnswer['body'], replayed: true };
}

export interface IdempotencyOptions {
  /** Clock (ms since the epoch); tests move it. Default: Date.now. */
  now?: () => number;
  ttlMs?: number;
  sweepEveryMs?: number;
}

export interface IdempotentStore {
  /**
   * Runs `insert` (which returns the new row's id) once per live (scope, key) and body. Without a
   * key every call stores a row, still inside a transaction that commits before the caller answers.
   */
  storeOnce(
    scope: string,
    key: string | undefined,
    payload: unknown,
    insert: (trx: Transaction<Database>) => Promise<number>,
  ): Promise<StoredAnswer>;
  /** Deletes every expired key now; returns how many. */
  sweep(): Promise<number>;
}

export function idempotentStore(db: Kysely<Database>, opts: IdempotencyOptions = {}): IdempotentStore {
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? KEY_TTL_MS;
  const sweepEveryMs = opts.sweepEveryMs ?? SWEEP_EVERY_MS;
  let lastSweep = Number.NEGATIVE_INFINITY;

  const find = (q: Kysely<Database>, scope: string, key: string) =>
    q
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response', 'created_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();

  async function sweep(): Promise<number> {
    const cutoff = new Date(now() - ttlMs).toISOString();
    const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function storeOnce(
    scope: string,
    key: string | undefined,
    payload: unknown,
    insert: (trx: Transaction<Database>) => Promise<number>,
  ): Promise<StoredAnswer> {
    if (now() - lastSweep >= sweepEveryMs) {
      lastSweep = now();
      await sweep();
    }
    if (key === undefined) {
      const id = await db.transaction().execute(insert);
      return { statusCode: 200, body: { status: 200, id }, replayed: false };
    }
    const hash = requestHash(payload);
    try {
      return await db.transaction().execute(async (trx) => {
        const earlier = earlierAnswer(await find(trx, scope, key), hash, now(), ttlMs);
        if (typeof earlier === 'object') return earlier;
        // Forgotten key: its old row goes, so the new one can take the primary key.
        if (earlier === 'expired')
          await trx.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
        const id = await insert(trx);
        const answer: StoredAnswer = { statusCode: 200, body: { status: 200, id }, replayed: false };
        await trx
          .insertInto('idempotency_keys')
          .values({
            scope,
            key,
            request_hash: hash,
            status_code: answer.statusCode,
            response: JSON.stringify(answer.body),
            created_at: new Date(now()).toISOString(),
          })
          .execute();
        return answer;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent send with the same key committed first: our transaction rolled back (nothing
      // stored twice); answer as the first send would answer us.
      const earlier = earlierAnswer(await find(db, scope, key), hash, now(), ttlMs);
      if (typeof earlier === 'object') return earlier;
      throw err;
    }
  }

  return { storeOnce, sweep };
}
