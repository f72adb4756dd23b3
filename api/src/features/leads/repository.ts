import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { LeadKind, StaffLead, StaffLeadNote } from 'contracts/api';
import type { Database, LeadStatus, ListingKind, StaffRole, SubmissionKind } from '../../db/schema';
import { submissionRef } from '../delivery';

/**
 * Queries of the leads inbox over the two lead tables (enquiries, loan_leads), their delivery
 * outbox rows and the staff's notes. One inbox order for both tables: newest first, then
 * enquiries before loan leads, then the higher id (the cursor carries all three).
 */

export type Db = Kysely<Database> | Transaction<Database>;

export interface LeadFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  assignee?: number | 'none' | undefined;
  q?: string | undefined;
}

/** Where a page ends: the last lead's time, table rank and id. */
export interface Cursor {
  at: string;
  rank: number;
  id: number;
}

/** A lead row of either table, as the inbox reads it. */
export interface LeadRow {
  table: SubmissionKind;
  id: number;
  public_id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  page: string;
  property_kind: ListingKind | null;
  property_id: number | null;
  listing_slug: string | null;
  listing_title: string | null;
  work_status: LeadStatus;
  assignee_id: number | null;
  assignee_email: string | null;
}

const RANK: Record<SubmissionKind, number> = { enquiry: 1, 'loan-lead': 0 };
const SUMMARY_LENGTH = 200;
const LOAN_SUMMARY = 'Home-loan estimate request';

export const tableOf = (kind: LeadKind): SubmissionKind => (kind === 'loan-lead' ? 'loan-lead' : 'enquiry');

export function kindOf(row: Pick<LeadRow, 'table' | 'property_id'>): LeadKind {
  if (row.table === 'loan-lead') return 'loan-lead';
  return row.property_id === null ? 'enquiry' : 'property-enquiry';
}

export const cursorOf = (row: LeadRow): Cursor => ({ at: row.created_at, rank: RANK[row.table], id: row.id });

const col = (name: string) => sql.ref(`s.${name}`);

/** LIKE's own wildcards in the search text are matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, pattern: string) => sql<SqlBool>`lower(${col(column)}) like ${pattern} escape '\\'`;
/** A phone as digits only, in both dialects: '+91 98100-12345' and '9810012345' both hold '9810012345'. */
const phoneDigits = sql`replace(replace(replace(replace(replace(${col('phone')}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;

/** The filter's and the cursor's conditions on one table (aliased `s`). */
function conditions(table: SubmissionKind, filter: LeadFilter, cursor: Cursor | undefined): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  if (filter.kind === 'enquiry') out.push(sql<SqlBool>`${col('property_id')} is null`);
  if (filter.kind === 'property-enquiry') out.push(sql<SqlBool>`${col('property_id')} is not null`);
  if (filter.status !== undefined) out.push(sql<SqlBool>`${col('work_status')} = ${filter.status}`);
  if (filter.assignee === 'none') out.push(sql<SqlBool>`${col('assignee_id')} is null`);
  else if (filter.assignee !== undefined) out.push(sql<SqlBool>`${col('assignee_id')} = ${filter.assignee}`);
  const q = filter.q?.trim() ?? '';
  if (q !== '') {
    const pattern = likePattern(q);
    const columns = ['name', 'email', 'phone', 'public_id', ...(table === 'enquiry' ? ['subject', 'message'] : [])];
    const any = columns.map((c) => like(c, pattern));
    const digits = q.replace(/[\s()+-]/g, '');
    if (/^\d{4,}$/.test(digits)) any.push(sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`);
    out.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  }
  if (cursor !== undefined) {
    const rank = RANK[table];
    const at = col('created_at');
    // Rows after the cursor in the order (created_at desc, rank desc, id desc).
    if (rank < cursor.rank) out.push(sql<SqlBool>`${at} <= ${cursor.at}`);
    else if (rank > cursor.rank) out.push(sql<SqlBool>`${at} < ${cursor.at}`);
    else out.push(sql<SqlBool>`(${at} < ${cursor.at} or (${at} = ${cursor.at} and ${col('id')} < ${cursor.id}))`);
  }
  return out;
}

async function enquiryRows(db: Db, where: RawBuilder<SqlBool>[], limit: number): Promise<LeadRow[]> {
  let q = db
    .selectFrom('enquiries as s')
    .leftJoin('listings as p', (j) => j.onRef('p.id', '=', 's.property_id').onRef('p.kind', '=', 's.property_kind'))
    .leftJoin('staff_accounts as a', 'a.id', 's.assignee_id')
    .select([
      's.id',
      's.public_id',
      's.created_at',
      's.name',
      's.email',
      's.phone',
      's.subject',
      's.message',
      's.page',
      's.property_kind',
      's.property_id',
      's.work_status',
      's.assignee_id',
      'a.email as assignee_email',
      'p.slug as listing_slug',
      'p.title as listing_title',
    ]);
  for (const w of where) q = q.where(w);
  const rows = await q.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    ...r,
    table: 'enquiry' as const,
    id: Number(r.id),
    property_id: r.property_id === null ? null : Number(r.property_id),
    assignee_id: r.assignee_id === null ? null : Number(r.assignee_id),
  }));
}

async function loanLeadRows(db: Db, where: RawBuilder<SqlBool>[], limit: number): Promise<LeadRow[]> {
  let q = db
    .selectFrom('loan_leads as s')
    .leftJoin('staff_accounts as a', 'a.id', 's.assignee_id')
    .select([
      's.id',
      's.public_id',
      's.created_at',
      's.name',
      's.email',
      's.phone',
      's.page',
      's.work_status',
      's.assignee_id',
      'a.email as assignee_email',
    ]);
  for (const w of where) q = q.where(w);
  const rows = await q.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    ...r,
    table: 'loan-lead' as const,
    id: Number(r.id),
    subject: '',
    message: '',
    property_kind: null,
    property_id: null,
    listing_slug: null,
    listing_title: null,
    assignee_id: r.assignee_id === null ? null : Number(r.assignee_id),
  }));
}

const newestFirst = (a: LeadRow, b: LeadRow) =>
  b.created_at.localeCompare(a.created_at) || RANK[b.table] - RANK[a.table] || b.id - a.id;

/** One page of the inbox: up to `limit` leads after `cursor`, and whether more follow. */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ rows: LeadRow[]; more: boolean }> {
  // Each table gives its own newest limit + 1; the merged page takes the newest of both.
  const [enquiries, loanLeads] = await Promise.all([
    filter.kind === 'loan-lead' ? [] : enquiryRows(db, conditions('enquiry', filter, cursor), limit + 1),
    filter.kind === undefined || filter.kind === 'loan-lead'
      ? loanLeadRows(db, conditions('loan-lead', filter, cursor), limit + 1)
      : [],
  ]);
  const merged = [...enquiries, ...loanLeads].sort(newestFirst);
  return { rows: merged.slice(0, limit), more: merged.length > limit };
}

/** The lead at this address, or undefined (also when the kind does not match the lead). */
export async function findLead(db: Db, kind: LeadKind, publicId: string): Promise<LeadRow | undefined> {
  const where = [sql<SqlBool>`${col('public_id')} = ${publicId}`];
  const rows = tableOf(kind) === 'enquiry' ? await enquiryRows(db, where, 1) : await loanLeadRows(db, where, 1);
  const row = rows[0];
  return row !== undefined && kindOf(row) === kind ? row : undefined;
}

export interface DeliverySummary {
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
}

const key = (table: SubmissionKind, id: number) => `${table}:${id}`;

/** The delivery state of each lead over its recipients' outbox rows. */
async function deliveries(db: Db, rows: LeadRow[]): Promise<Map<string, DeliverySummary>> {
  const copies: { kind: SubmissionKind; submission_id: number; state: string; attempts: number }[] = [];
  for (const table of ['enquiry', 'loan-lead'] as const) {
    const ids = rows.filter((r) => r.table === table).map((r) => r.id);
    if (ids.length === 0) continue;
    copies.push(
      ...(await db
        .selectFrom('delivery_outbox')
        .select(['kind', 'submission_id', 'state', 'attempts'])
        .where('kind', '=', table)
        .where('submission_id', 'in', ids)
        .execute()),
    );
  }
  const seen = new Map<string, { states: Set<string>; attempts: number }>();
  for (const c of copies) {
    const k = key(c.kind, Number(c.submission_id));
    const entry = seen.get(k) ?? { states: new Set<string>(), attempts: 0 };
    entry.states.add(c.state);
    entry.attempts = Math.max(entry.attempts, Number(c.attempts));
    seen.set(k, entry);
  }
  const out = new Map<string, DeliverySummary>();
  for (const [k, { states, attempts }] of seen) {
    // Failed when any copy was given up on; delivered only when every copy was.
    const state = states.has('dead')
      ? 'failed'
      : states.size === 1 && states.has('delivered')
        ? 'delivered'
        : 'pending';
    out.set(k, { state, attempts });
  }
  return out;
}

async function noteCounts(db: Db, rows: LeadRow[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const enquiryIds = rows.filter((r) => r.table === 'enquiry').map((r) => r.id);
  const loanIds = rows.filter((r) => r.table === 'loan-lead').map((r) => r.id);
  if (enquiryIds.length > 0) {
    const counts = await db
      .selectFrom('lead_notes')
      .select((eb) => ['enquiry_id', eb.fn.countAll<number | string>().as('n')])
      .where('enquiry_id', 'in', enquiryIds)
      .groupBy('enquiry_id')
      .execute();
    for (const c of counts) out.set(key('enquiry', Number(c.enquiry_id)), Number(c.n));
  }
  if (loanIds.length > 0) {
    const counts = await db
      .selectFrom('lead_notes')
      .select((eb) => ['loan_lead_id', eb.fn.countAll<number | string>().as('n')])
      .where('loan_lead_id', 'in', loanIds)
      .groupBy('loan_lead_id')
      .execute();
    for (const c of counts) out.set(key('loan-lead', Number(c.loan_lead_id)), Number(c.n));
  }
  return out;
}

function summaryOf(row: LeadRow): string {
  if (row.table === 'loan-lead') return LOAN_SUMMARY;
  const oneLine = row.message.replace(/\s+/g, ' ').trim();
  return oneLine.length > SUMMARY_LENGTH ? `${oneLine.slice(0, SUMMARY_LENGTH - 1)}…` : oneLine;
}

/** The inbox items of these rows, with their delivery states and note counts. */
export async function toLeads(db: Db, rows: LeadRow[]): Promise<StaffLead[]> {
  const [delivery, notes] = await Promise.all([deliveries(db, rows), noteCounts(db, rows)]);
  return rows.map((r) => ({
    kind: kindOf(r),
    id: r.public_id,
    ref: submissionRef(r.table, r.public_id),
    receivedAt: r.created_at,
    name: r.name,
    phone: r.phone,
    email: r.email,
    subject: r.subject,
    summary: summaryOf(r),
    page: r.page,
    property:
      r.property_kind === null || r.property_id === null
        ? null
        : { kind: r.property_kind, id: r.property_id, slug: r.listing_slug, title: r.listing_title },
    // A lead without outbox rows is never expected (it is queued in the same transaction).
    delivery: delivery.get(key(r.table, r.id)) ?? { state: 'pending', attempts: 0 },
    status: r.work_status,
    assignee: r.assignee_id === null ? null : { id: r.assignee_id, email: r.assignee_email ?? '' },
    noteCount: notes.get(key(r.table, r.id)) ?? 0,
  }));
}

const noteOwner = (row: Pick<LeadRow, 'table' | 'id'>) =>
  row.table === 'enquiry'
    ? ({ column: 'enquiry_id', id: row.id } as const)
    : ({ column: 'loan_lead_id', id: row.id } as const);

/** A lead's notes, oldest first. */
export async function notesOf(db: Db, row: Pick<LeadRow, 'table' | 'id'>): Promise<StaffLeadNote[]> {
  const owner = noteOwner(row);
  const notes = await db
    .selectFrom('lead_notes as n')
    .leftJoin('staff_accounts as a', 'a.id', 'n.account_id')
    .select(['n.id', 'n.at', 'n.text', 'n.account_id', 'a.email'])
    .where(`n.${owner.column}`, '=', owner.id)
    .orderBy('n.id')
    .execute();
  return notes.map((n) => ({
    id: Number(n.id),
    at: n.at,
    author: n.email === null ? null : { id: Number(n.account_id), email: n.email },
    text: n.text,
  }));
}

export async function addNote(
  db: Db,
  row: Pick<LeadRow, 'table' | 'id'>,
  note: { accountId: number; at: string; text: string },
): Promise<number> {
  const owner = noteOwner(row);
  const inserted = await db
    .insertInto('lead_notes')
    .values({
      enquiry_id: owner.column === 'enquiry_id' ? owner.id : null,
      loan_lead_id: owner.column === 'loan_lead_id' ? owner.id : null,
      account_id: note.accountId,
      at: note.at,
      text: note.text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateWork(
  db: Db,
  row: Pick<LeadRow, 'table' | 'id'>,
  work: { status: LeadStatus; assigneeId: number | null },
): Promise<void> {
  const set = { work_status: work.status, assignee_id: work.assigneeId };
  if (row.table === 'enquiry') await db.updateTable('enquiries').set(set).where('id', '=', row.id).execute();
  else await db.updateTable('loan_leads').set(set).where('id', '=', row.id).execute();
}

export async function staffMember(
  db: Db,
  id: number,
): Promise<{ id: number; role: StaffRole; disabled: boolean } | undefined> {
  const row = await db
    .selectFrom('staff_accounts')
    .select(['id', 'role', 'disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: Number(row.id), role: row.role, disabled: Number(row.disabled) === 1 };
}
