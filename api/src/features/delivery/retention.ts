import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../../db/schema';
import { emlFile } from './mailer';
import { submissionRef } from './submission';

/**
 * Deleting personal data: every submission older than the retention period (the worker does it
 * hourly), and one person's submissions on request (`npm run forget`). A submission goes with its
 * outbox rows, in one transaction, and with its .eml copy in the mail folder (whatever the transport
 * is now: a copy written before SMTP was configured holds the same personal data).
 */

const TABLES: Record<SubmissionKind, 'enquiries' | 'loan_leads'> = { enquiry: 'enquiries', 'loan-lead': 'loan_leads' };
const KINDS: SubmissionKind[] = ['enquiry', 'loan-lead'];
/** Ids per DELETE … IN (…): far below both dialects' parameter limits. */
const CHUNK = 500;

/** The moment `months` calendar months before `now` (UTC); a day missing in the month clamps to its end. */
export function monthsBefore(now: number, months: number): number {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
}

export interface Deleted {
  kind: SubmissionKind;
  id: number;
  /** Names its .eml file (submissionRef). */
  publicId: string;
}

/** Deletes these submissions with their outbox rows and adds them to `deleted`. */
export async function deleteRows(
  db: Kysely<Database>,
  kind: SubmissionKind,
  rows: { id: number; public_id: string }[],
  deleted: Deleted[],
): Promise<void> {
  const ids = rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('delivery_outbox').where('kind', '=', kind).where('submission_id', 'in', part).execute();
      await trx.deleteFrom(TABLES[kind]).where('id', 'in', part).execute();
    });
  }
  deleted.push(...rows.map((r) => ({ kind, id: Number(r.id), publicId: r.public_id })));
}

/** Removes the .eml copies of deleted submissions (a folder delivery keeps one per submission). */
export async function removeMailFiles(mailDir: string | undefined, deleted: Deleted[]): Promise<void> {
  if (!mailDir) return;
  await Promise.all(deleted.map((d) => fs.rm(emlFile(mailDir, submissionRef(d.kind, d.publicId)), { force: true })));
}

/** Deletes every submission created before `cutoff` (ms); returns what went. */
export async function purgeOlderThan(db: Kysely<Database>, cutoff: number): Promise<Deleted[]> {
  const before = new Date(cutoff).toISOString();
  const deleted: Deleted[] = [];
  for (const kind of KINDS) {
    const rows = await db
      .selectFrom(TABLES[kind])
      .select(['id', 'public_id'])
      .where('created_at', '<', before)
      .execute();
    await deleteRows(db, kind, rows, deleted);
  }
  return deleted;
}

/** The last ten digits of a phone number: '+91 98100-12345', '09810012345' and '9810012345' match. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

export interface PersonQuery {
  email?: string | undefined;
  phone?: string | undefined;
}

/**
 * Deletes every submission whose e-mail (any case) or phone (same ten digits) matches; returns
 * what went. The tables are small (people, not listings), so the phone match is done here over
 * the rows' phone column rather than in two SQL dialects.
 */
export async function forgetPerson(db: Kysely<Database>, who: PersonQuery): Promise<Deleted[]> {
  const email = who.email?.trim().toLowerCase();
  const phone = who.phone === undefined ? undefined : phoneKey(who.phone);
  if (!email && !phone) throw new Error('Give an e-mail address or a phone number (at least ten digits)');
  const deleted: Deleted[] = [];
  for (const kind of KINDS) {
    const rows = await db.selectFrom(TABLES[kind]).select(['id', 'public_id', 'email', 'phone']).execute();
    const matching = rows.filter(
      (r) => (email && r.email.trim().toLowerCase() === email) || (phone && phoneKey(r.phone) === phone),
    );
    await deleteRows(db, kind, matching, deleted);
  }
  return deleted;
}
