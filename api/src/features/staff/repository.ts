import type { Kysely, Transaction } from 'kysely';
import type { Database, StaffRole } from '../../db/schema';

/** Queries on the staff tables (accounts and the audit log); sessions and failures have their own modules. */

export type Db = Kysely<Database> | Transaction<Database>;

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

/** What the audit log records of an account: never its password hash. */
export interface AccountSnapshot {
  email: string;
  role: StaffRole;
  disabled: boolean;
}

export const snapshot = (a: StaffAccount): AccountSnapshot => ({ email: a.email, role: a.role, disabled: a.disabled });

const ACCOUNT_COLUMNS = ['id', 'email', 'role', 'disabled', 'created_at'] as const;

function toAccount(row: {
  id: number;
  email: string;
  role: StaffRole;
  disabled: number;
  created_at: string;
}): StaffAccount {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    disabled: Number(row.disabled) === 1,
    createdAt: row.created_at,
  };
}

export async function accountById(db: Db, id: number): Promise<StaffAccount | undefined> {
  const row = await db.selectFrom('staff_accounts').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

export async function accountByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const row = await db
    .selectFrom('staff_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The account and its hash, for a sign-in only. */
export async function credentialsOf(
  db: Db,
  email: string,
): Promise<{ account: StaffAccount; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('staff_accounts')
    .select([...ACCOUNT_COLUMNS, 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { account: toAccount(row), passwordHash: row.password_hash };
}

export async function listAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff_accounts').select(ACCOUNT_COLUMNS).orderBy('email').execute();
  return rows.map(toAccount);
}

export async function insertAccount(
  db: Db,
  values: { email: string; role: StaffRole; passwordHash: string; createdAt: string },
): Promise<StaffAccount> {
  const row = await db
    .insertInto('staff_accounts')
    .values({
      email: values.email,
      role: values.role,
      password_hash: values.passwordHash,
      created_at: values.createdAt,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toAccount(row);
}

export async function updateAccount(
  db: Db,
  id: number,
  changes: { role?: StaffRole; disabled?: boolean; passwordHash?: string },
): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.disabled !== undefined ? { disabled: changes.disabled ? 1 : 0 } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Enabled admins other than `exceptId`: a change may not leave the site without one. */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const rows = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '<>', exceptId)
    .execute();
  return rows.length;
}

/** Who made a change: a signed-in account through the API, or the command line. */
export type Actor = { via: 'api'; accountId: number } | { via: 'command' };

export interface AuditEntry {
  id: number;
  at: string;
  /** The acting account's address; null for the command line. */
  actor: string | null;
  via: 'api' | 'command';
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

export async function writeAudit(
  db: Db,
  entry: { at: string; actor: Actor; action: string; subject: string; before: unknown; after: unknown },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      account_id: entry.actor.via === 'api' ? entry.actor.accountId : null,
      via: entry.actor.via,
      action: entry.action,
      subject: entry.subject,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** Newest first; `beforeId` pages back. */
export async function readAudit(db: Db, opts: { limit: number; beforeId?: number | undefined }): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('staff_accounts as a', 'a.id', 'l.account_id')
    .select(['l.id', 'l.at', 'a.email', 'l.via', 'l.action', 'l.subject', 'l.before', 'l.after'])
    .$if(opts.beforeId !== undefined, (q) => q.where('l.id', '<', opts.beforeId ?? 0))
    .orderBy('l.id', 'desc')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    actor: r.email,
    via: r.via,
    action: r.action,
    subject: r.subject,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
}
