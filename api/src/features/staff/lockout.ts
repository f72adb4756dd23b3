import { createHash } from 'node:crypto';
import type { Db } from './repository';

/**
 * Failed sign-ins, counted per e-mail address (whether or not it has an account, so the answers
 * say nothing about which exist) and per client address, in the database so every API process
 * sees them. Within WINDOW_MS: from SLOW_AFTER failures on, each further attempt must wait a
 * growing delay after the last failure (1 s, 2 s, 4 s, …); at LOCK_AFTER the key is locked for
 * LOCK_MS. An attempt that is made too early is refused without checking the password and is not
 * counted, so the lock ends LOCK_MS after the last counted failure.
 */

export const WINDOW_MS = 15 * 60_000;
export const SLOW_AFTER = 5;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
const FIRST_DELAY_MS = 1_000;

/** Keys of one attempt: the address typed (hashed: the table holds no e-mail address) and the client. */
export function failureKeys(email: string, clientIp: string): string[] {
  return [`email:${createHash('sha256').update(email).digest('hex')}`, `ip:${clientIp}`];
}

/** How long an attempt on `failures` (times in ms, any order) must still wait at `now`; 0: go ahead. */
export function waitFor(failures: readonly number[], now: number): number {
  const recent = failures.filter((t) => t > now - WINDOW_MS - LOCK_MS).sort((a, b) => a - b);
  const last = recent[recent.length - 1];
  if (last === undefined) return 0;
  const countedAtLast = recent.filter((t) => t > last - WINDOW_MS).length;
  if (countedAtLast >= LOCK_AFTER) return Math.max(0, last + LOCK_MS - now);
  const inWindow = recent.filter((t) => t > now - WINDOW_MS).length;
  if (inWindow < SLOW_AFTER) return 0;
  const delay = FIRST_DELAY_MS * 2 ** (inWindow - SLOW_AFTER);
  return Math.max(0, last + delay - now);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The longest wait any of `keys` imposes at `now` (ms). */
export async function waitBeforeAttempt(db: Db, keys: string[], now: number): Promise<number> {
  const rows = await db
    .selectFrom('staff_sign_in_failures')
    .select(['key', 'at'])
    .where('key', 'in', keys)
    .where('at', '>', iso(now - WINDOW_MS - LOCK_MS))
    .execute();
  return Math.max(
    0,
    ...keys.map((k) =>
      waitFor(
        rows.filter((r) => r.key === k).map((r) => Date.parse(r.at)),
        now,
      ),
    ),
  );
}

export async function recordFailure(db: Db, keys: string[], now: number): Promise<void> {
  await db
    .insertInto('staff_sign_in_failures')
    .values(keys.map((key) => ({ key, at: iso(now) })))
    .execute();
  // Rows older than anything waitFor reads are dead weight.
  await db
    .deleteFrom('staff_sign_in_failures')
    .where('at', '<', iso(now - WINDOW_MS - LOCK_MS))
    .execute();
}

/**
 * A successful sign-in clears its address's failures, not its client's: one valid account must
 * not let a client go on guessing others.
 */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_failures').where('key', '=', key).execute();
}
