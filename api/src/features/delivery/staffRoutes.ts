import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { exportSubmissions, formatExport, parseInstant } from './export';
import { guessWait, recordGuess } from './tokenGuesses';

/**
 * GET /api/staff/submissions: the staff export for tools (the same data as `npm run leads`).
 * `Authorization: Bearer <STAFF_API_TOKEN>`, compared in constant time; without it (or with
 * another) 401; after 10 wrong tokens in 15 minutes an address gets 429 for a while
 * (tokenGuesses.ts). Registered only when a token is configured, and hidden from the OpenAPI
 * document: the public document describes the site's API, not the firm's back office.
 */

export const STAFF_EXPORT_PATH = '/api/staff/submissions';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer ([^\s]+)$/.exec(header ?? '');
  const given = m?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

const instant = (name: string) =>
  z
    .string()
    .refine((v) => parseInstant(v) !== undefined, `${name} must be a date (2026-11-01) or an ISO-8601 time`)
    .describe(`${name}: a date (UTC) or an ISO-8601 time`);

const querySchema = z
  .object({
    since: instant('since'),
    until: instant('until').optional(),
    format: z.enum(['csv', 'json']).default('json'),
  })
  .strict();

export interface StaffRoutesOptions {
  token: string;
}

const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  app.get(
    STAFF_EXPORT_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true, querystring: querySchema },
      // Authentication before validation: a caller without the token learns nothing, not even the
      // parameters. An address that sent too many wrong tokens is refused before its token is
      // looked at (tokenGuesses.ts); the plain rate limit (onRequest) still caps every caller.
      preValidation: async (req, reply) => {
        const wait = await guessWait(app.db, req.clientIp, Date.now());
        if (wait > 0) {
          req.log.info({ waitMs: wait }, 'staff export: too many wrong tokens');
          reply.header('retry-after', String(Math.ceil(wait / 1000)));
          throw new HttpError(429, 'Too many wrong staff tokens from this address; please try again later.');
        }
        if (tokenMatches(req.headers.authorization, opts.token)) return;
        await recordGuess(app.db, req.clientIp, Date.now());
        reply.header('www-authenticate', 'Bearer realm="staff"');
        throw new HttpError(401, 'A valid staff token is required (Authorization: Bearer …)');
      },
    },
    async (req, reply) => {
      const { since, until, format } = req.query;
      const rows = await exportSubmissions(app.db, {
        since: parseInstant(since) ?? since,
        until: until === undefined ? undefined : parseInstant(until),
      });
      reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', 'attachment; filename="submissions.csv"');
      } else reply.header('content-type', 'application/json; charset=utf-8');
      req.log.info({ rows: rows.length, format }, 'staff export');
      return reply.send(formatExport(rows, format));
    },
  );
};

export default staffRoutes;
