import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEADS_EXPORT_MAX,
  staffLeadAnswerSchema,
  staffLeadForgetAnswerSchema,
  staffLeadNoteAnswerSchema,
  staffLeadsAnswerSchema,
  type LeadKind,
  type StaffLeadDetail,
} from 'contracts/api';
import { csvDocument } from '../../lib/csv';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { forget, phoneKey, submissionRef } from '../delivery';
import { writeAudit, type Actor, type RequireStaff } from '../staff';
import {
  addNote,
  cursorOf,
  findLead,
  listLeads,
  notesOf,
  staffMember,
  toLeads,
  updateWork,
  type Db,
  type LeadRow,
} from './repository';
import {
  decodeCursor,
  encodeCursor,
  filterOf,
  staffLeadChangeSchema,
  staffLeadNoteBodySchema,
  staffLeadParamsSchema,
  staffLeadsExportQuerySchema,
  staffLeadsQuerySchema,
} from './schemas';

/**
 * The staff leads inbox under /api/staff/leads (docs/staff-leads.md): admins and agents read and
 * work leads, admins forget a person. Hidden from the public OpenAPI document like every staff
 * route; never cached. The audit log gets ids and statuses only, log lines account ids and counts:
 * never a name, phone, e-mail address or note.
 */

export const LEADS_PREFIX = '/api/staff/leads';

export interface LeadsRoutesOptions {
  /** The one guard of every staff route (built once in app.ts). */
  requireStaff: RequireStaff;
  /** The delivery mail folder: forgetting a person removes their .eml copies too. */
  mailDir?: string | undefined;
  /** Clock of notes and audit entries (tests move it). Default: Date.now. */
  now?: (() => number) | undefined;
}

/** Who may see personal data: the leads are the agents' work; admins answer requests to forget. */
const READERS = ['admin', 'agent'] as const;

const CSV_COLUMNS = [
  'ref',
  'kind',
  'received_at',
  'name',
  'phone',
  'email',
  'subject',
  'message',
  'page',
  'property_kind',
  'property_id',
  'property_slug',
  'property_title',
  'delivery_state',
  'delivery_attempts',
  'status',
  'assignee',
  'notes',
] as const;

const actorOf = (req: FastifyRequest): Actor & { via: 'api' } => {
  if (req.staffSession === null) throw new HttpError(401, 'Please sign in.');
  return { via: 'api', accountId: req.staffSession.account.id };
};

const subjectOf = (row: LeadRow) => `lead:${submissionRef(row.table, row.public_id)}`;

async function leadOr404(db: Db, kind: LeadKind, id: string): Promise<LeadRow> {
  const row = await findLead(db, kind, id);
  if (row === undefined) throw notFound('No such lead.');
  return row;
}

async function detailOf(db: Db, row: LeadRow): Promise<StaffLeadDetail> {
  const [[lead], notes] = await Promise.all([toLeads(db, [row]), notesOf(db, row)]);
  if (lead === undefined) throw new Error('a lead row gave no lead');
  return { ...lead, message: row.message, notes };
}

const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const readers = opts.requireStaff(READERS);
  const admins = opts.requireStaff(['admin']);
  const hide = { hide: true };

  // The guard sets it; declared in this plugin's scope too (plugins are encapsulated).
  if (!app.hasRequestDecorator('staffSession')) app.decorateRequest('staffSession', null);
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    LEADS_PREFIX,
    {
      schema: { ...hide, querystring: staffLeadsQuerySchema, response: { 200: staffLeadsAnswerSchema } },
      preValidation: readers,
    },
    async (req) => {
      const cursor = req.query.before === undefined ? undefined : decodeCursor(req.query.before);
      const { rows, more } = await listLeads(app.db, filterOf(req.query), cursor, req.query.limit);
      const last = rows[rows.length - 1];
      return {
        leads: await toLeads(app.db, rows),
        nextBefore: more && last !== undefined ? encodeCursor(cursorOf(last)) : null,
      };
    },
  );

  app.get(
    `${LEADS_PREFIX}/export.csv`,
    { schema: { ...hide, querystring: staffLeadsExportQuerySchema }, preValidation: readers },
    async (req, reply) => {
      const actor = actorOf(req);
      const filter = filterOf(req.query);
      const { rows, more } = await listLeads(app.db, filter, undefined, LEADS_EXPORT_MAX);
      const leads = await toLeads(app.db, rows);
      // Who took personal data out, and how much: the filters without the search text.
      await writeAudit(app.db, {
        at: new Date(now()).toISOString(),
        actor,
        action: 'lead.export',
        subject: 'leads',
        before: null,
        after: {
          rows: leads.length,
          kind: filter.kind ?? null,
          status: filter.status ?? null,
          assignee: filter.assignee ?? null,
          search: filter.q !== undefined,
        },
      });
      req.log.info({ staffAccount: actor.accountId, rows: leads.length }, 'staff leads export');
      if (more) reply.header('x-export-truncated', String(LEADS_EXPORT_MAX));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="leads.csv"');
      return reply.send(
        csvDocument(
          CSV_COLUMNS,
          // toLeads keeps the rows' order: the i-th lead is the i-th row.
          leads.map((l, i) => ({
            ref: l.ref,
            kind: l.kind,
            received_at: l.receivedAt,
            name: l.name,
            phone: l.phone,
            email: l.email,
            subject: l.subject,
            message: rows[i]?.message ?? '',
            page: l.page,
            property_kind: l.property?.kind ?? '',
            property_id: l.property?.id ?? '',
            property_slug: l.property?.slug ?? '',
            property_title: l.property?.title ?? '',
            delivery_state: l.delivery.state,
            delivery_attempts: l.delivery.attempts,
            status: l.status,
            assignee: l.assignee?.email ?? '',
            notes: l.noteCount,
          })),
        ),
      );
    },
  );

  app.get(
    `${LEADS_PREFIX}/:kind/:id`,
    {
      schema: { ...hide, params: staffLeadParamsSchema, response: { 200: staffLeadAnswerSchema } },
      preValidation: readers,
    },
    async (req) => ({ lead: await detailOf(app.db, await leadOr404(app.db, req.params.kind, req.params.id)) }),
  );

  app.patch(
    `${LEADS_PREFIX}/:kind/:id`,
    {
      schema: {
        ...hide,
        params: staffLeadParamsSchema,
        body: staffLeadChangeSchema,
        response: { 200: staffLeadAnswerSchema },
      },
      preValidation: readers,
    },
    async (req) => {
      const actor = actorOf(req);
      await app.db.transaction().execute(async (trx) => {
        const lead = await leadOr404(trx, req.params.kind, req.params.id);
        const { assigneeId } = req.body;
        if (assigneeId !== undefined && assigneeId !== null) {
          const member = await staffMember(trx, assigneeId);
          if (member === undefined || member.disabled)
            throw badRequest('assigneeId must be an active staff account', { assigneeId: 'Not an active account' });
          // An editor could not open the lead (READERS): assigning it to one is a mistake.
          if (!(READERS as readonly string[]).includes(member.role))
            throw badRequest('assigneeId must be an admin or an agent', { assigneeId: 'This role cannot see leads' });
        }
        const before = { status: lead.work_status, assigneeId: lead.assignee_id };
        const after = {
          status: req.body.status ?? lead.work_status,
          assigneeId: assigneeId === undefined ? lead.assignee_id : assigneeId,
        };
        if (before.status !== after.status || before.assigneeId !== after.assigneeId) {
          await updateWork(trx, lead, after);
          // In the same transaction as the change: no change without its entry.
          await writeAudit(trx, {
            at: new Date(now()).toISOString(),
            actor,
            action: 'lead.update',
            subject: subjectOf(lead),
            before,
            after,
          });
        }
      });
      req.log.info({ staffAccount: actor.accountId }, 'lead updated');
      // Read again for the assignee's address and the current counts.
      return { lead: await detailOf(app.db, await leadOr404(app.db, req.params.kind, req.params.id)) };
    },
  );

  app.post(
    `${LEADS_PREFIX}/:kind/:id/notes`,
    {
      schema: {
        ...hide,
        params: staffLeadParamsSchema,
        body: staffLeadNoteBodySchema,
        response: { 201: staffLeadNoteAnswerSchema },
      },
      preValidation: readers,
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const at = new Date(now()).toISOString();
      const noteId = await app.db.transaction().execute(async (trx) => {
        const lead = await leadOr404(trx, req.params.kind, req.params.id);
        const id = await addNote(trx, lead, { accountId: actor.accountId, at, text: req.body.text });
        // The note's id, never its text: a note may name the person.
        await writeAudit(trx, {
          at,
          actor,
          action: 'lead.note',
          subject: subjectOf(lead),
          before: null,
          after: { noteId: id },
        });
        return id;
      });
      req.log.info({ staffAccount: actor.accountId, noteId }, 'lead note added');
      const email = req.staffSession?.account.email ?? '';
      return reply
        .code(201)
        .send({ note: { id: noteId, at, author: { id: actor.accountId, email }, text: req.body.text } });
    },
  );

  app.delete(
    `${LEADS_PREFIX}/:kind/:id`,
    {
      schema: { ...hide, params: staffLeadParamsSchema, response: { 200: staffLeadForgetAnswerSchema } },
      preValidation: admins,
    },
    async (req) => {
      const actor = actorOf(req);
      const lead = await leadOr404(app.db, req.params.kind, req.params.id);
      // The person behind the lead, as the forget command names them: every lead with their
      // address or their phone goes (a loan lead's phone may be empty: then the address alone).
      const { deleted } = await forget(
        app.db,
        { email: lead.email, phone: phoneKey(lead.phone) === '' ? undefined : lead.phone },
        opts.mailDir,
      );
      await writeAudit(app.db, {
        at: new Date(now()).toISOString(),
        actor,
        action: 'lead.forget',
        subject: subjectOf(lead),
        before: { leads: deleted.map((d) => submissionRef(d.kind, d.publicId)) },
        after: null,
      });
      const enquiries = deleted.filter((d) => d.kind === 'enquiry').length;
      req.log.info({ staffAccount: actor.accountId, leads: deleted.length }, 'person forgotten');
      return { deleted: { enquiries, loanLeads: deleted.length - enquiries } };
    },
  );
};

export default leadsRoutes;
