import { createHash, randomBytes } from 'node:crypto';
import type { Db, StaffAccount } from './repository';
import type { StaffRole } from '../../db/schema';

/**
 * Server-side staff sessions. The cookie carries a random 256-bit token; the table keeps only its
 * SHA-256, so reading the table (or a backup) signs no one in. A session ends at sign-out, after
 * `idleMs` without a request, `absoluteMs` after sign-in, or when its account is disabled.
 */

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export interface StaffSession {
  /** The stored id (hash of the token). */
  id: string;
  account: Pick<StaffAccount, 'id' | 'email' | 'role'>;
  csrfToken: string;
}

const randomToken = () => randomBytes(32).toString('base64url');
/** Tokens are base64url of 32 bytes: anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (ms: number) => new Date(ms).toISOString();

/** A new session for `accountId`: returns the cookie's token (shown once, never stored) and the CSRF token. */
export async function startSession(
  db: Db,
  accountId: number,
  now: number,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id: sessionId(token),
      account_id: accountId,
      csrf_token: csrfToken,
      created_at: iso(now),
      last_seen_at: iso(now),
    })
    .execute();
  return { token, csrfToken };
}

/**
 * The live session of a cookie token, its idle clock restarted; undefined (and the row deleted)
 * when it has expired or its account is disabled.
 */
export async function resumeSession(
  db: Db,
  token: string | undefined,
  now: number,
  limits: SessionLimits,
): Promise<StaffSession | undefined> {
  if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
  const id = sessionId(token);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.account_id')
    .select([
      's.id',
      's.csrf_token',
      's.created_at',
      's.last_seen_at',
      'a.id as account_id',
      'a.email',
      'a.role',
      'a.disabled',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const expired =
    now - Date.parse(row.last_seen_at) > limits.idleMs ||
    now - Date.parse(row.created_at) > limits.absoluteMs ||
    Number(row.disabled) === 1;
  if (expired) {
    await endSession(db, id);
    return undefined;
  }
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: iso(now) })
    .where('id', '=', id)
    .execute();
  return {
    id,
    account: { id: Number(row.account_id), email: row.email, role: row.role as StaffRole },
    csrfToken: row.csrf_token,
  };
}

export async function endSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

/** Signs an account out everywhere (disabled, or its password reset). */
export async function endSessionsOf(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('account_id', '=', accountId).execute();
}

/** Deletes every expired session (run at each sign-in, so the table stays small). */
export async function sweepSessions(db: Db, now: number, limits: SessionLimits): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([eb('last_seen_at', '<', iso(now - limits.idleMs)), eb('created_at', '<', iso(now - limits.absoluteMs))]),
    )
    .execute();
}

/**
 * Signs everyone out: after a restore, sessions copied into the backup must not come back to
 * life (their accounts may have been disabled since).
 */
export async function endAllSessions(db: Db): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').executeTakeFirst();
  return Number(result.numDeletedRows);
}
