import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Wrong staff export tokens, counted per client address in the database (the sign-in's failure
 * table, under keys of their own), so every API process sees the same count. At MAX_GUESSES wrong
 * tokens within GUESS_WINDOW_MS the address is refused (429) until the oldest of them leaves the
 * window: a guesser gets MAX_GUESSES tries per window, not the route's plain request limit. A
 * right token is neither counted nor delayed; only a refused address waits, whatever it sends
 * (answering a right token there would tell the guesser it was right).
 */

export const GUESS_WINDOW_MS = 15 * 60_000;
export const MAX_GUESSES = 10;

const keyOf = (clientIp: string) => `token-ip:${clientIp}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** How long this address must still wait at `now` (ms); 0: its token is checked. */
export async function guessWait(db: Kysely<Database>, clientIp: string, now: number): Promise<number> {
  const recent = await db
    .selectFrom('staff_sign_in_failures')
    .select('at')
    .where('key', '=', keyOf(clientIp))
    .where('at', '>', iso(now - GUESS_WINDOW_MS))
    .orderBy('at', 'desc')
    .limit(MAX_GUESSES)
    .execute();
  const oldest = recent[MAX_GUESSES - 1];
  return oldest === undefined ? 0 : Math.max(1, Date.parse(oldest.at) + GUESS_WINDOW_MS - now);
}

export async function recordGuess(db: Kysely<Database>, clientIp: string, now: number): Promise<void> {
  const key = keyOf(clientIp);
  await db
    .insertInto('staff_sign_in_failures')
    .values({ key, at: iso(now) })
    .execute();
  // Only this key's expired rows: the sign-in's own rows have a longer look-back of their own.
  await db
    .deleteFrom('staff_sign_in_failures')
    .where('key', '=', key)
    .where('at', '<=', iso(now - GUESS_WINDOW_MS))
    .execute();
}
