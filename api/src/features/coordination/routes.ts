import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors';
import { forbidden } from '../../lib/http-errors';
import { PROXY_SECRET_HEADER, secretMatcher } from '../../plugins/client-address';

/**
 * What the site servers ask of the API so that several of them behave as one site:
 *  - GET /api/data-version: the public data's version; a site server polls it and lets its kept
 *    pages go when it changes (a page may be served stale a moment while one request renders it).
 *  - POST /api/limits/hit: counts one hit of a site server's own rate limit (the CSP report route)
 *    in the API's windows, so that limit too holds across every site server. Only the site's
 *    proxy may call it (X-Site-Proxy-Secret).
 */
export const SITE_LIMITS = { 'csp-report': 60_000 } as const;

const versionSchema = z.object({ version: z.number().int().describe('Changes whenever the public data changes') });
const hitBodySchema = z.object({
  limit: z.enum(Object.keys(SITE_LIMITS) as [keyof typeof SITE_LIMITS]).describe('Which of the site’s limits'),
  client: z.string().min(1).max(100).describe("The visitor's address as the site server sees it"),
});
const hitAnswerSchema = z.object({
  hits: z.number().int().describe('Hits in the current window, this one included'),
  ttlMs: z.number().int().describe('Time left in the window (ms)'),
});

const coordinationRoutes: FastifyPluginAsyncZod<{ proxySecret: string | undefined }> = async (app, opts) => {
  const fromSiteProxy = secretMatcher(opts.proxySecret);

  app.get(
    '/api/data-version',
    {
      schema: {
        tags: ['health'],
        summary: 'The public data’s version (site servers poll it to let stale pages go)',
        response: { 200: versionSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: app.dataVersion.current };
    },
  );

  app.post(
    '/api/limits/hit',
    {
      schema: {
        tags: ['health'],
        summary: "Counts a hit of a site server's rate limit (the site's proxy only)",
        body: hitBodySchema,
        response: { 200: hitAnswerSchema, ...errorResponses(400, 403, 413, 415) },
      },
    },
    async (req, reply) => {
      if (!fromSiteProxy(req.headers[PROXY_SECRET_HEADER]))
        throw forbidden('Only the site’s own servers may count hits');
      const { limit, client } = req.body;
      const window = await app.hitCounter.hit(`site ${limit}|${client}`, SITE_LIMITS[limit]);
      reply.header('cache-control', 'no-store');
      return { hits: window.hits, ttlMs: Math.round(window.ttlMs) };
    },
  );
};

export default coordinationRoutes;
