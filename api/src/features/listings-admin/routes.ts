import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffListingChangeSchema,
  staffListingCreateSchema,
  staffListingDetailAnswerSchema,
  staffListingEditSchema,
  staffListingsAnswerSchema,
  staffListingsQuerySchema,
  type StaffListingDetailAnswer,
  type StaffListingInput,
} from 'contracts/api';
import type { ListingPublication } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { writeAudit, type Actor, type RequireStaff } from '../staff';
import { decodeCursor, encodeCursor } from './cursor';
import { htmlToText } from './description';
import { auditView, columnsOf, toInput, toStaffListing, toStaffListingDetail } from './mappers';
import {
  findDesk,
  insertListing,
  listDesk,
  placeIds,
  retireSlug,
  slugTaken,
  updateListing,
  type Db,
  type DeskRow,
} from './repository';
import { firstFreeSlug, slugFromTitle } from './slug';

/**
 * The staff listing desk under /api/staff/listings (docs/staff-listings.md): editors and admins
 * create, edit, publish, unpublish and delete listings. Hidden from the public OpenAPI document
 * like every staff route; never cached. Every change and its audit entry are one transaction; the
 * data-version triggers on `listings` (migration 0010) then empty every public cache within moments.
 */

export const LISTINGS_PREFIX = '/api/staff/listings';

export interface ListingsAdminRoutesOptions {
  /** The one guard of every staff route (built once in app.ts). */
  requireStaff: RequireStaff;
  /** Clock of changes and audit entries (tests move it). Default: Date.now. */
  now?: (() => number) | undefined;
}

const DESK_ROLES = ['admin', 'editor'] as const;

const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive whole number')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'id must be a positive whole number'),
});

const actorOf = (req: FastifyRequest): Actor & { via: 'api' } => {
  if (req.staffSession === null) throw new HttpError(401, 'Please sign in.');
  return { via: 'api', accountId: req.staffSession.account.id };
};

const subjectOf = (id: number) => `listing:${id}`;

async function deskRowOr404(db: Db, id: number): Promise<DeskRow> {
  const row = await findDesk(db, id);
  if (row === undefined) throw notFound('No such listing.');
  return row;
}

const answerOf = (row: DeskRow): StaffListingDetailAnswer => ({
  listing: toStaffListingDetail(row),
  fields: toInput(row),
});

async function placeOf(db: Db, input: StaffListingInput): Promise<{ cityId: number; locationId: number }> {
  const place = await placeIds(db, input.city, input.locality);
  if ('unknown' in place)
    throw place.unknown === 'city'
      ? badRequest('Please check the form: city: No such city', { city: 'No such city' })
      : badRequest('Please check the form: locality: No such locality in this city', {
          locality: 'No such locality in this city',
        });
  return place;
}

async function newSlug(db: Db, title: string, self: number | null): Promise<string> {
  return firstFreeSlug(slugFromTitle(title), (slug) => slugTaken(db, slug, self));
}

const listingsAdminRoutes: FastifyPluginAsyncZod<ListingsAdminRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const desk = opts.requireStaff(DESK_ROLES);
  const hide = { hide: true };
  const detailResponse = { response: { 200: staffListingDetailAnswerSchema } };

  // The guard sets it; declared in this plugin's scope too (plugins are encapsulated).
  if (!app.hasRequestDecorator('staffSession')) app.decorateRequest('staffSession', null);
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /**
   * The triggers have bumped the data version; this process reads it now rather than at its next
   * poll, so its own caches are emptied before the editor's next look at the public pages. Other
   * processes and the site servers see it as usual (NOTIFY, their polls).
   */
  const seenAtOnce = async () => {
    await app.dataVersion.check();
  };

  /** Runs a change and its audit entry in one transaction; answers the listing as it is after. */
  async function change(
    req: FastifyRequest,
    id: number,
    action: string,
    apply: (trx: Db, row: DeskRow, at: string) => Promise<boolean>,
  ): Promise<StaffListingDetailAnswer> {
    const actor = actorOf(req);
    const at = new Date(now()).toISOString();
    const after = await app.db.transaction().execute(async (trx) => {
      const before = await deskRowOr404(trx, id);
      if (!(await apply(trx, before, at))) return before;
      const row = await deskRowOr404(trx, id);
      // In the same transaction as the change: no change without its entry.
      await writeAudit(trx, {
        at,
        actor,
        action,
        subject: subjectOf(id),
        before: auditView(before),
        after: auditView(row),
      });
      return row;
    });
    await seenAtOnce();
    req.log.info({ staffAccount: actor.accountId, listing: id, action }, 'staff listing change');
    return answerOf(after);
  }

  /** Publish or unpublish; the same state again changes nothing (and writes no entry). */
  const setState = (req: FastifyRequest, id: number, state: Exclude<ListingPublication, 'draft'>) =>
    change(req, id, state === 'published' ? 'listing.publish' : 'listing.unpublish', async (trx, row, at) => {
      if (row.state === state) return false;
      await updateListing(trx, id, {
        state,
        updated_at: at,
        ...(state === 'published' && row.published_at === null ? { published_at: at } : {}),
      });
      return true;
    });

  app.get(
    LISTINGS_PREFIX,
    {
      schema: { ...hide, querystring: staffListingsQuerySchema, response: { 200: staffListingsAnswerSchema } },
      preValidation: desk,
    },
    async (req) => {
      const cursor = req.query.before === undefined ? undefined : decodeCursor(req.query.before);
      const q = req.query.q === undefined || req.query.q === '' ? undefined : req.query.q;
      const { rows, more } = await listDesk(
        app.db,
        { kind: req.query.kind, state: req.query.state, q },
        cursor,
        req.query.limit,
      );
      const last = rows[rows.length - 1];
      return {
        listings: rows.map(toStaffListing),
        nextBefore: more && last !== undefined ? encodeCursor({ at: last.updated_at, id: Number(last.id) }) : null,
      };
    },
  );

  app.get(
    `${LISTINGS_PREFIX}/:id`,
    { schema: { ...hide, params: idParams, ...detailResponse }, preValidation: desk },
    async (req) => answerOf(await deskRowOr404(app.db, req.params.id)),
  );

  app.post(
    LISTINGS_PREFIX,
    {
      schema: { ...hide, body: staffListingCreateSchema, response: { 201: staffListingDetailAnswerSchema } },
      preValidation: desk,
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const at = new Date(now()).toISOString();
      const { state = 'draft', ...input } = req.body;
      const row = await app.db.transaction().execute(async (trx) => {
        const place = await placeOf(trx, input);
        const slug = await newSlug(trx, input.title, null);
        const id = await insertListing(trx, {
          ...columnsOf(input, place, slug, at),
          created_at: at,
          state,
          published_at: state === 'published' ? at : null,
        });
        const created = await deskRowOr404(trx, id);
        await writeAudit(trx, {
          at,
          actor,
          action: 'listing.create',
          subject: subjectOf(id),
          before: null,
          after: auditView(created),
        });
        return created;
      });
      await seenAtOnce();
      req.log.info(
        { staffAccount: actor.accountId, listing: row.id, action: 'listing.create' },
        'staff listing change',
      );
      return reply.code(201).send(answerOf(row));
    },
  );

  app.put(
    `${LISTINGS_PREFIX}/:id`,
    { schema: { ...hide, params: idParams, body: staffListingEditSchema, ...detailResponse }, preValidation: desk },
    async (req) =>
      change(req, req.params.id, 'listing.update', async (trx, row, at) => {
        const input = req.body;
        const place = await placeOf(trx, input);
        // The slug follows the title only: a listing's address never moves for another edit.
        const slug = input.title === row.title ? row.slug : await newSlug(trx, input.title, row.id);
        const columns = columnsOf(input, place, slug, at, { number: row.rera_number, sample: row.rera_sample });
        // The same text as stored: the stored HTML stays (the seed's headings are richer than the desk's text).
        if (htmlToText(columns.description) === htmlToText(row.description)) columns.description = row.description;
        if (unchanged(row, columns)) return false;
        await updateListing(trx, row.id, columns);
        if (slug !== row.slug) await retireSlug(trx, row.id, row.slug, slug, at);
        return true;
      }),
  );

  // The back-office's quick changes (remote-staff's listing screen): price, title, state.
  app.patch(
    `${LISTINGS_PREFIX}/:id`,
    { schema: { ...hide, params: idParams, body: staffListingChangeSchema, ...detailResponse }, preValidation: desk },
    async (req) => {
      const { price, title, state } = req.body;
      if (price !== undefined || title !== undefined) {
        await change(req, req.params.id, 'listing.update', async (trx, row, at) => {
          const next = { price: price ?? Number(row.price), title: title ?? row.title };
          if (next.price === Number(row.price) && next.title === row.title) return false;
          const slug = next.title === row.title ? row.slug : await newSlug(trx, next.title, row.id);
          await updateListing(trx, row.id, { ...next, slug, updated_at: at });
          if (slug !== row.slug) await retireSlug(trx, row.id, row.slug, slug, at);
          return true;
        });
      }
      if (state !== undefined) return setState(req, req.params.id, state);
      return answerOf(await deskRowOr404(app.db, req.params.id));
    },
  );

  app.post(
    `${LISTINGS_PREFIX}/:id/publish`,
    { schema: { ...hide, params: idParams, ...detailResponse }, preValidation: desk },
    async (req) => setState(req, req.params.id, 'published'),
  );

  app.post(
    `${LISTINGS_PREFIX}/:id/unpublish`,
    { schema: { ...hide, params: idParams, ...detailResponse }, preValidation: desk },
    async (req) => setState(req, req.params.id, 'unpublished'),
  );

  app.delete(
    `${LISTINGS_PREFIX}/:id`,
    { schema: { ...hide, params: idParams }, preValidation: desk },
    async (req, reply) => {
      const actor = actorOf(req);
      const at = new Date(now()).toISOString();
      await app.db.transaction().execute(async (trx) => {
        const row = await deskRowOr404(trx, req.params.id);
        // Kept, not removed: its public page answers 410 (404 for a draft that was never public)
        // and its id and slug are never given to another listing.
        const state: ListingPublication = row.state === 'draft' ? 'draft' : 'unpublished';
        await updateListing(trx, row.id, { state, deleted_at: at, updated_at: at });
        await writeAudit(trx, {
          at,
          actor,
          action: 'listing.delete',
          subject: subjectOf(row.id),
          before: auditView(row),
          after: null,
        });
      });
      await seenAtOnce();
      req.log.info(
        { staffAccount: actor.accountId, listing: req.params.id, action: 'listing.delete' },
        'staff listing change',
      );
      return reply.code(204).send();
    },
  );
};

/** Whether the new columns are what is stored already (then nothing is written, no entry made). */
function unchanged(row: DeskRow, columns: ReturnType<typeof columnsOf>): boolean {
  return Object.entries(columns).every(([key, value]) => {
    if (key === 'updated_at') return true;
    const stored: unknown = row[key as keyof DeskRow];
    return typeof value === 'number' ? Number(stored) === value : (stored ?? null) === (value ?? null);
  });
}

export default listingsAdminRoutes;
