import './zodConfig';
import * as z from 'zod/mini';
import { described, int } from './fields';
import { STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from './storableText';

/**
 * The staff leads inbox (/api/staff/leads, docs/staff-leads.md): every contact enquiry, property
 * enquiry and home-loan lead with its delivery state and the staff's work on it. Shared by the API
 * (which validates with them) and the staff screens (which read the same types).
 */

/** A property enquiry is a contact enquiry sent from a listing's page (it names the listing). */
export const LEAD_KINDS = ['enquiry', 'property-enquiry', 'loan-lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadWorkStatus = (typeof LEAD_STATUSES)[number];

/** Over the lead's recipients: delivered when every copy went, failed when any was given up on. */
export const LEAD_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const LEAD_NOTE_MAX = 2000;
export const LEADS_PAGE_DEFAULT = 50;
export const LEADS_PAGE_MAX = 200;
/** Rows of one CSV export at most; narrow the filters for more. */
export const LEADS_EXPORT_MAX = 10_000;
/** Longest search text: a name, a phone number or an e-mail address. */
export const LEADS_SEARCH_MAX = 100;

const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The list's paging cursor: opaque to the caller (the previous page's nextBefore). */
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;
/** A staff account's id in a query string, or `none` for the unassigned leads. */
const ASSIGNEE = /^(none|[1-9][0-9]{0,9})$/;

export const leadKindSchema = z.enum(LEAD_KINDS);
export const leadWorkStatusSchema = z.enum(LEAD_STATUSES);
const accountIdSchema = int().check(z.positive(), z.lte(MAX_ID));
const storable = () => z.regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE);

/** The filters of the list and the CSV export (query strings are text). */
const filterShape = {
  kind: z.optional(leadKindSchema),
  status: z.optional(leadWorkStatusSchema),
  assignee: described(
    z.optional(z.string().check(z.regex(ASSIGNEE, 'assignee must be a staff account id or none'))),
    'A staff account id, or none for the unassigned leads',
  ),
  q: described(
    z.optional(z.string().check(z.trim(), z.maxLength(LEADS_SEARCH_MAX), storable())),
    'Text in the name, e-mail address, phone (digits), subject, message or reference',
  ),
};

/** GET /api/staff/leads: newest first; `before` is the previous page's `nextBefore`. */
export const staffLeadsQuerySchema = z.strictObject({
  ...filterShape,
  before: z.optional(z.string().check(z.regex(CURSOR, 'before must be the nextBefore of a previous page'))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LEADS_PAGE_MAX)), LEADS_PAGE_DEFAULT),
});
export type StaffLeadsQuery = z.infer<typeof staffLeadsQuerySchema>;

/** GET /api/staff/leads/export.csv: the same filters, every matching lead (up to LEADS_EXPORT_MAX). */
export const staffLeadsExportQuerySchema = z.strictObject(filterShape);
export type StaffLeadsExportQuery = z.infer<typeof staffLeadsExportQuerySchema>;

/** The address of one lead: its kind and its public id (the UUID of its reference). */
export const staffLeadParamsSchema = z.strictObject({
  kind: leadKindSchema,
  id: z.string().check(z.regex(UUID, 'id must be a lead’s public id (a UUID)')),
});
export type StaffLeadParams = z.infer<typeof staffLeadParamsSchema>;

/** PATCH /api/staff/leads/{kind}/{id}: `assigneeId: null` unassigns. */
export const staffLeadChangeSchema = z
  .strictObject({
    status: z.optional(leadWorkStatusSchema),
    assigneeId: z.optional(z.nullable(accountIdSchema)),
  })
  .check(
    z.refine((b) => b.status !== undefined || b.assigneeId !== undefined, {
      message: 'Give status, assigneeId or both',
      path: ['status'],
    }),
  );
export type StaffLeadChange = z.infer<typeof staffLeadChangeSchema>;

/** POST /api/staff/leads/{kind}/{id}/notes. */
export const staffLeadNoteBodySchema = z.strictObject({
  text: z
    .string({ error: 'This field is required' })
    .check(
      z.trim(),
      z.minLength(1, 'This field is required'),
      z.maxLength(LEAD_NOTE_MAX, `Please keep this under ${LEAD_NOTE_MAX} characters`),
      storable(),
    ),
});
export type StaffLeadNoteBody = z.infer<typeof staffLeadNoteBodySchema>;

const staffMemberSchema = z.object({ id: int(), email: z.string() });

export const staffLeadSchema = z.object({
  kind: leadKindSchema,
  /** The public id: with the kind, the lead's address in these routes. */
  id: z.string(),
  /** `enquiry-<uuid>` / `loan-lead-<uuid>`: the reference mail and the export carry. */
  ref: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The enquiry's subject; '' for a loan lead. */
  subject: z.string(),
  /** The start of the enquiry's message; for a loan lead, what the form sent (no amount is stored). */
  summary: z.string(),
  /** The site page it was sent from; '' when unknown. */
  page: z.string(),
  /** A property enquiry's listing; slug and title null when the listing is gone. */
  property: z.nullable(
    z.object({
      kind: z.enum(['residential', 'commercial']),
      id: int(),
      slug: z.nullable(z.string()),
      title: z.nullable(z.string()),
    }),
  ),
  delivery: z.object({ state: z.enum(LEAD_DELIVERY_STATES), attempts: int() }),
  status: leadWorkStatusSchema,
  assignee: z.nullable(staffMemberSchema),
  noteCount: int(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

export const staffLeadsAnswerSchema = z.object({
  leads: z.array(staffLeadSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.nullable(z.string()),
});
export type StaffLeadsAnswer = z.infer<typeof staffLeadsAnswerSchema>;

export const staffLeadNoteSchema = z.object({
  id: int(),
  at: z.string(),
  author: z.nullable(staffMemberSchema),
  text: z.string(),
});
export type StaffLeadNote = z.infer<typeof staffLeadNoteSchema>;

/** One lead: the list's fields, the whole message, and its notes (oldest first). */
export const staffLeadDetailSchema = z.extend(staffLeadSchema, {
  message: z.string(),
  notes: z.array(staffLeadNoteSchema),
});
export type StaffLeadDetail = z.infer<typeof staffLeadDetailSchema>;

/** GET and PATCH /api/staff/leads/{kind}/{id}. */
export const staffLeadAnswerSchema = z.object({ lead: staffLeadDetailSchema });
export type StaffLeadAnswer = z.infer<typeof staffLeadAnswerSchema>;

/** POST /api/staff/leads/{kind}/{id}/notes (201). */
export const staffLeadNoteAnswerSchema = z.object({ note: staffLeadNoteSchema });
export type StaffLeadNoteAnswer = z.infer<typeof staffLeadNoteAnswerSchema>;

/** DELETE /api/staff/leads/{kind}/{id}: the person behind the lead is forgotten, every lead of theirs. */
export const staffLeadForgetAnswerSchema = z.object({
  deleted: z.object({ enquiries: int(), loanLeads: int() }),
});
export type StaffLeadForgetAnswer = z.infer<typeof staffLeadForgetAnswerSchema>;
