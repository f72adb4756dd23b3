import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../../db/schema';
import { hashPassword, passwordProblem } from './passwords';
import {
  accountByEmail,
  accountById,
  insertAccount,
  otherActiveAdmins,
  snapshot,
  updateAccount,
  writeAudit,
  type Actor,
  type Db,
  type StaffAccount,
} from './repository';
import { isEmail, normaliseEmail } from './roles';
import { endSessionsOf } from './sessions';

/**
 * Changes to staff accounts, shared by the command and the admin routes. Each change and its audit
 * entry are one transaction: there is no change without its entry.
 */

/** A change that cannot be made as asked; the message says why (the routes answer 400/404/409). */
export class AccountChangeRefused extends Error {
  override readonly name = 'AccountChangeRefused';
  constructor(
    readonly reason: 'invalid' | 'not-found' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const subjectOf = (a: { id: number }) => `staff_account:${a.id}`;

export async function createAccount(
  db: Kysely<Database>,
  input: { email: string; role: StaffRole; password: string },
  actor: Actor,
  now: number,
): Promise<StaffAccount> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) throw new AccountChangeRefused('invalid', `Not an e-mail address: '${input.email}'`);
  const problem = passwordProblem(input.password, email);
  if (problem !== null) throw new AccountChangeRefused('invalid', problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    if ((await accountByEmail(trx, email)) !== undefined)
      throw new AccountChangeRefused('conflict', `An account for ${email} already exists`);
    const account = await insertAccount(trx, { email, role: input.role, passwordHash, createdAt: iso(now) });
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: 'staff.create',
      subject: subjectOf(account),
      before: null,
      after: snapshot(account),
    });
    return account;
  });
}

export type AccountRef = { id: number } | { email: string };

async function find(db: Db, ref: AccountRef) {
  const account = 'id' in ref ? await accountById(db, ref.id) : await accountByEmail(db, normaliseEmail(ref.email));
  if (account === undefined)
    throw new AccountChangeRefused('not-found', `No staff account ${'id' in ref ? ref.id : normaliseEmail(ref.email)}`);
  return account;
}

/**
 * Sets the role and/or the disabled flag. Through the API, a change that would leave no enabled
 * admin is refused (the command line may, and is the way back). Disabling ends the account's sessions.
 */
export async function changeAccount(
  db: Kysely<Database>,
  ref: AccountRef,
  changes: { role?: StaffRole | undefined; disabled?: boolean | undefined },
  actor: Actor,
  now: number,
): Promise<{ before: StaffAccount; after: StaffAccount }> {
  return db.transaction().execute(async (trx) => {
    const before = await find(trx, ref);
    const after: StaffAccount = {
      ...before,
      role: changes.role ?? before.role,
      disabled: changes.disabled ?? before.disabled,
    };
    const wasAdmin = before.role === 'admin' && !before.disabled;
    const staysAdmin = after.role === 'admin' && !after.disabled;
    if (actor.via === 'api' && wasAdmin && !staysAdmin && (await otherActiveAdmins(trx, before.id)) === 0)
      throw new AccountChangeRefused('conflict', 'At least one enabled admin account must remain');
    if (after.role === before.role && after.disabled === before.disabled) return { before, after };
    await updateAccount(trx, before.id, { role: after.role, disabled: after.disabled });
    if (after.disabled) await endSessionsOf(trx, before.id);
    const action =
      after.disabled !== before.disabled
        ? after.role !== before.role
          ? 'staff.update'
          : after.disabled
            ? 'staff.disable'
            : 'staff.enable'
        : 'staff.set-role';
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action,
      subject: subjectOf(before),
      before: snapshot(before),
      after: snapshot(after),
    });
    return { before, after };
  });
}

/** A new password; the account's sessions end (whoever knew the old one is signed out). */
export async function resetPassword(
  db: Kysely<Database>,
  ref: AccountRef,
  password: string,
  actor: Actor,
  now: number,
): Promise<StaffAccount> {
  const account = await find(db, ref);
  const problem = passwordProblem(password, account.email);
  if (problem !== null) throw new AccountChangeRefused('invalid', problem);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, account.id, { passwordHash });
    await endSessionsOf(trx, account.id);
    // The hashes are never recorded: the entry says only that the password changed.
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: 'staff.reset-password',
      subject: subjectOf(account),
      before: { ...snapshot(account), password: 'old' },
      after: { ...snapshot(account), password: 'new' },
    });
  });
  return account;
}
