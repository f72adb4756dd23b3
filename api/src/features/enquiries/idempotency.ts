import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

/**
 * "Store once" for POSTs that carry an Idempotency-Key header. The key row and the stored row
 * are written in one transaction; (scope, key) is the primary key, so of two concurrent sends
 * with the same key only one commits and the other replays its answer. A key reused with a
 * different body is a 422: the client has a bug, and guessing which body it meant is worse.
 */

export interface StoredAnswer {
  statusCode: number;
  body: { status: number; id: number };
  /** True when this answer is a replay of an earlier send. */
  replayed: boolean;
}

export const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  // better-sqlite3: SQLITE_CONSTRAINT_PRIMARYKEY / _UNIQUE; pg: 23505 unique_violation.
  return !!e && typeof e.code === 'string' && (e.code === '23505' || e.code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE'));
}

async function previous(db: Kysely<Database>, scope: string, key: string, hash: string): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request; send a new key for new data.');
  }
  return { statusCode: row.status_code, body: JSON.parse(row.response) as StoredAnswer['body'], replayed: true };
}

/**
 * Runs `insert` (which returns the new row's id) once per (scope, key). Without a key every call
 * stores a row, still inside a transaction that commits before the caller answers.
 */
export async function storeOnce(
  db: Kysely<Database>,
  scope: string,
  key: string | undefined,
  payload: unknown,
  insert: (trx: Transaction<Database>) => Promise<number>,
): Promise<StoredAnswer> {
  if (key === undefined) {
    const id = await db.transaction().execute(insert);
    return { statusCode: 200, body: { status: 200, id }, replayed: false };
  }
  const hash = requestHash(payload);
  try {
    return await db.transaction().execute(async (trx) => {
      const earlier = await previous(trx, scope, key, hash);
      if (earlier) return earlier;
      const id = await insert(trx);
      const answer: StoredAnswer = { statusCode: 200, body: { status: 200, id }, replayed: false };
      await trx
        .insertInto('idempotency_keys')
        .values({ scope, key, request_hash: hash, status_code: answer.statusCode, response: JSON.stringify(answer.body), created_at: new Date().toISOString() })
        .execute();
      return answer;
    });
  } catch (err) {
    // A concurrent send with the same key committed first: our transaction rolled back (nothing
    // stored twice); answer what the first send answered.
    if (isUniqueViolation(err)) {
      const earlier = await previous(db, scope, key, hash);
      if (earlier) return earlier;
    }
    throw err;
  }
}
