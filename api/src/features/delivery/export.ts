import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../../db/schema';
import { csvDocument } from '../../lib/csv';
import { submissionRef } from './submission';

/**
 * The staff export: every submission in a period with its delivery state, as CSV (a spreadsheet
 * opens it) or JSON (for tools). Used by `npm run leads -w api` and the staff route.
 */

export interface ExportRow {
  submission: string;
  kind: SubmissionKind;
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  page: string;
  /** The listing a property enquiry is about (residential or commercial, and its id); '' for others. */
  property_kind: string;
  property_id: number | '';
  /**
   * Over the submission's recipients: delivered when every one got it, dead when any is dead
   * (last_error: that recipient and the server's reply), else sending or pending; 'none' for a
   * submission without an outbox row (never expected).
   */
  delivery_state: string;
  attempts: number;
  delivered_at: string;
  last_error: string;
}

export const EXPORT_COLUMNS: (keyof ExportRow)[] = [
  'submission',
  'kind',
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'page',
  'property_kind',
  'property_id',
  'delivery_state',
  'attempts',
  'delivered_at',
  'last_error',
];

export type ExportFormat = 'csv' | 'json';

/**
 * A date (2026-11-01, meaning its start in UTC) or a full ISO-8601 instant, as ISO text; undefined
 * when it is neither. Calendar dates are checked (2026-02-30 is refused).
 */
export function parseInstant(text: string): string | undefined {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const d = new Date(`${t}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(t) ? d.toISOString() : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(t)) return undefined;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export async function exportSubmissions(
  db: Kysely<Database>,
  range: { since: string; until?: string | undefined },
): Promise<ExportRow[]> {
  const enquiries = await db
    .selectFrom('enquiries as s')
    .leftJoin('delivery_outbox as o', (j) => j.onRef('o.submission_id', '=', 's.id').on('o.kind', '=', 'enquiry'))
    .select([
      's.id',
      's.created_at',
      's.name',
      's.email',
      's.phone',
      's.subject',
      's.message',
      's.page',
      's.property_kind',
      's.property_id',
      's.public_id',
      'o.recipient',
      'o.state',
      'o.attempts',
      'o.delivered_at',
      'o.last_error',
    ])
    .where('s.created_at', '>=', range.since)
    .$if(range.until !== undefined, (q) => q.where('s.created_at', '<', range.until ?? ''))
    .execute();
  const leads = await db
    .selectFrom('loan_leads as s')
    .leftJoin('delivery_outbox as o', (j) => j.onRef('o.submission_id', '=', 's.id').on('o.kind', '=', 'loan-lead'))
    .select([
      's.id',
      's.created_at',
      's.name',
      's.email',
      's.phone',
      's.page',
      's.public_id',
      'o.recipient',
      'o.state',
      'o.attempts',
      'o.delivered_at',
      'o.last_error',
    ])
    .where('s.created_at', '>=', range.since)
    .$if(range.until !== undefined, (q) => q.where('s.created_at', '<', range.until ?? ''))
    .execute();
  const rows: RecipientRow[] = [
    ...enquiries.map((r) => ({ kind: 'enquiry' as const, ...r })),
    ...leads.map((r) => ({
      kind: 'loan-lead' as const,
      subject: '',
      message: '',
      property_kind: null,
      property_id: null,
      ...r,
    })),
  ].map((r) => ({
    submission: submissionRef(r.kind, r.public_id),
    kind: r.kind,
    id: Number(r.id),
    created_at: r.created_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    page: r.page,
    property_kind: r.property_kind ?? '',
    property_id: r.property_id === null ? ('' as const) : Number(r.property_id),
    delivery_state: r.state ?? 'none',
    attempts: Number(r.attempts ?? 0),
    delivered_at: r.delivered_at ?? '',
    last_error: r.last_error ?? '',
    recipient: r.recipient,
  }));
  return perSubmission(rows).sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.kind.localeCompare(b.kind) || a.id - b.id,
  );
}

/** An export row for one of a submission's recipients (the join gives one per outbox row). */
export type RecipientRow = ExportRow & { recipient: string | null };

/**
 * One row per submission from its recipients' rows: delivered only when every recipient got it (at
 * the last of their times); dead when any recipient is dead, with that recipient's error; else
 * sending when one is being sent, or pending. Attempts: the most any recipient took.
 */
export function perSubmission(rows: RecipientRow[]): ExportRow[] {
  const groups = new Map<string, RecipientRow[]>();
  for (const r of rows) groups.set(r.submission, [...(groups.get(r.submission) ?? []), r]);
  return [...groups.values()].map((parts) => {
    const { recipient: _recipient, ...first } = parts[0] as RecipientRow;
    const states = new Set(parts.map((p) => p.delivery_state));
    const dead = parts.find((p) => p.delivery_state === 'dead');
    const failing = dead ?? parts.find((p) => p.delivery_state !== 'delivered' && p.last_error !== '');
    const state = dead
      ? 'dead'
      : states.size === 1
        ? first.delivery_state
        : states.has('sending')
          ? 'sending'
          : 'pending';
    return {
      ...first,
      delivery_state: state,
      attempts: Math.max(...parts.map((p) => p.attempts)),
      delivered_at: state === 'delivered' ? parts.map((p) => p.delivered_at).reduce((a, b) => (b > a ? b : a)) : '',
      last_error: !failing?.last_error
        ? ''
        : `${failing.recipient ? `${failing.recipient}: ` : ''}${failing.last_error}`,
    };
  });
}

export function toCsv(rows: ExportRow[]): string {
  return csvDocument(EXPORT_COLUMNS, rows);
}

export function formatExport(rows: ExportRow[], format: ExportFormat): string {
  return format === 'csv' ? toCsv(rows) : `${JSON.stringify({ submissions: rows }, null, 2)}\n`;
}
