import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contactEnquirySchema, loanLeadSchema, writeAnswerSchema } from 'contracts/api';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/errors';
import { enqueue, pageFromReferer } from '../delivery';

import { idempotentStore, KEY_PATTERN, type StoredAnswer } from './idempotency';

/**
 * The two writes: contact enquiries and home-loan leads. Bodies are validated with the zod
 * schemas the forms use (contracts/api), so browser and server agree on every message. The row is
 * committed before the answer, together with its delivery outbox row (one transaction: a stored
 * submission is always queued for e-mail); a retried send with the same Idempotency-Key stores
 * once; a filled honeypot field gets a normal-looking success and stores nothing. Each row gets a
 * random UUID (public_id) that names it in mail and the export: its numeric id, the one the answer
 * carries, is handed out again after a restore from backup.
 */

/** Largest accepted body; a contact message is at most 5,000 characters. */
export const WRITE_BODY_LIMIT = 16 * 1024;

export interface EnquiryRoutesOptions {
  /** Sends per client address per minute on each write route. */
  writeRateLimit: number;
  /** Clock of the idempotency keys' 24 h lifetime (tests move it). Default: Date.now. */
  now?: () => number;
  /** The site's origins and public origin: a Referer on one of them names the page a form was sent from. */
  siteOrigins: readonly string[];
  siteUrl: string;
  /** Called after a submission is committed (wakes an in-process delivery worker). */
  onStored?: () => void;
}

const KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 printable ASCII characters';
// loose(): the other request headers must survive validation untouched.
const headersSchema = z
  .object({
    'idempotency-key': z
      .string()
      .regex(KEY_PATTERN, KEY_MESSAGE)
      .optional()
      .describe('Any unique printable text (e.g. a UUID) per logical send; a retry with the same key stores once'),
  })
  .loose();

function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) throw badRequest(KEY_MESSAGE);
  return key;
}

function answer(reply: FastifyReply, stored: StoredAnswer) {
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  reply.header('cache-control', 'no-store');
  return reply.code(stored.statusCode).send(stored.body);
}

const enquiriesRoutes: FastifyPluginAsyncZod<EnquiryRoutesOptions> = async (app, opts) => {
  const store = idempotentStore(app.db, opts.now ? { now: opts.now } : {});
  const writeConfig = {
    bodyLimit: WRITE_BODY_LIMIT,
    config: { rateLimit: { max: opts.writeRateLimit, timeWindow: '1 minute' } },
  };
  const client = (req: FastifyRequest) => ({
    ip: req.clientIp,
    user_agent: String(req.headers['user-agent'] ?? '').slice(0, 300),
    page: pageFromReferer(req.headers.referer, opts.siteOrigins, opts.siteUrl),
  });
  const stored = (reply: FastifyReply, answered: StoredAnswer) => {
    if (!answered.replayed) opts.onStored?.();
    return answer(reply, answered);
  };

  app.post(
    '/api/request-form',
    {
      ...writeConfig,
      schema: {
        tags: ['enquiries'],
        summary: 'Contact enquiry (Get A Quote form)',
        headers: headersSchema,
        body: contactEnquirySchema,
        response: { 200: writeAnswerSchema, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      const { website, ...enquiry } = req.body;
      if (website && website.trim() !== '') {
        req.log.info('honeypot filled: enquiry dropped');
        return answer(reply, { statusCode: 200, body: { status: 200, id: 0 }, replayed: false });
      }
      const saved = await store.storeOnce('request-form', key, enquiry, async (trx) => {
        const now = Date.now();
        const row = await trx
          .insertInto('enquiries')
          .values({ ...enquiry, ...client(req), created_at: new Date(now).toISOString(), public_id: randomUUID() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueue(trx, 'enquiry', Number(row.id), now);
        return Number(row.id);
      });
      return stored(reply, saved);
    },
  );

  app.post(
    '/api/loan-lead',
    {
      ...writeConfig,
      schema: {
        tags: ['enquiries'],
        summary: 'Home-loan estimate lead',
        headers: headersSchema,
        body: loanLeadSchema,
        response: { 200: writeAnswerSchema, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      const { website, ...lead } = req.body;
      if (website && website.trim() !== '') {
        req.log.info('honeypot filled: loan lead dropped');
        return answer(reply, { statusCode: 200, body: { status: 200, id: 0 }, replayed: false });
      }
      const saved = await store.storeOnce('loan-lead', key, lead, async (trx) => {
        const now = Date.now();
        const row = await trx
          .insertInto('loan_leads')
          .values({
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            ...client(req),
            created_at: new Date(now).toISOString(),
            public_id: randomUUID(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueue(trx, 'loan-lead', Number(row.id), now);
        return Number(row.id);
      });
      return stored(reply, saved);
    },
  );
};

export default enquiriesRoutes;
