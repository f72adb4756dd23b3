import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * Staff passwords: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), about
 * 50 ms per hash on the site's servers. The hash is a PHC string, so the parameters travel with
 * it and can be raised later without a migration.
 */

// @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;
/** Longer input only costs the server time; no one types more. */
export const MAX_PASSWORD_LENGTH = 256;

/** Fragments that make a password easy to guess whatever its length. */
const COMMON = [
  'password',
  'passwort',
  'qwerty',
  'asdfgh',
  '123456',
  'abcdef',
  'letmein',
  'welcome',
  'admin',
  'noida',
  'realty',
];

/** Why `password` is refused for `email`'s account, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long (a few unrelated words work well).`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() !== password) return 'The password must not start or end with a space.';
  if (new Set(password).size < 6) return 'The password repeats too few different characters.';
  const lower = password.toLowerCase();
  const common = COMMON.find((c) => lower.includes(c));
  if (common !== undefined) return `The password must not contain a common fragment such as '${common}'.`;
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && lower.includes(local)) return 'The password must not contain the e-mail address.';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash in the table signs no one in
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies `password` against a hash of nothing anyone knows: an unknown address costs the same
 * time as a wrong password, so timing does not tell which accounts exist.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(24).toString('base64'));
  await passwordMatches(await dummy, password);
}
