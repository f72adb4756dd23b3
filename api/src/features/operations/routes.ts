import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from 'contracts/api';
import { migrationFiles } from '../../db/migrate';
import type { ApiMetrics } from './metrics';
import { REQUEST_ID_HEADER, routeLabel } from './requestId';

/**
 * What the platform needs to run the API: one log line per request with its id (echoed in
 * X-Request-Id), Prometheus metrics at /metrics, liveness at /livez and readiness at /readyz.
 * These routes live on the API's own port only (the site's proxy forwards /api and /images), are
 * not rate limited, and never cached.
 */
export interface OperationsOptions {
  metrics: ApiMetrics;
  /** METRICS_TOKEN: /metrics then needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

const POLLED_ROUTES = new Set(['/api/data-version', '/livez', '/readyz', '/metrics']);

/**
 * On the root instance, before any route: every answer names its request (X-Request-Id), and one
 * log line and one metric sample per request, without query values or bodies.
 */
export function registerRequestTracking(app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeLabel(req.routeOptions.url);
    const ms = reply.elapsedTime;
    metrics.observeRequest(req.method, route, reply.statusCode, ms / 1000);
    const line = { method: req.method, route, status: reply.statusCode, ms: Math.round(ms * 10) / 10 };
    // Polls (each site server asks for the data version every second; probes, scrapes) would bury
    // visitors' requests: logged at debug unless they fail.
    if (POLLED_ROUTES.has(route) && reply.statusCode < 400) req.log.debug(line, 'request');
    else req.log.info(line, 'request');
    done();
  });
}

const operationsRoutes: FastifyPluginAsyncZod<OperationsOptions> = async (app, opts) => {
  const { metrics, metricsToken } = opts;

  app.get(
    '/livez',
    {
      schema: {
        tags: ['operations'],
        summary: 'The process answers (no database call)',
        response: { 200: z.object({ status: z.literal('alive') }) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'alive' as const };
    },
  );

  const expected = migrationFiles(app.dbDialect);
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Ready for traffic: the database answers and every migration is applied; 503 otherwise',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('not ready'), reason: z.string().describe('What is missing') }),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const rows = await app.db.selectFrom('schema_migrations').select('name').execute();
        const applied = new Set(rows.map((r) => r.name));
        const missing = expected.filter((name) => !applied.has(name));
        if (missing.length === 0) return { status: 'ready' as const };
        return reply
          .code(503)
          .send({ status: 'not ready' as const, reason: `${missing.length} migration(s) not applied` });
      } catch (err) {
        req.log.error({ err }, 'readiness: database unavailable');
        return reply.code(503).send({ status: 'not ready' as const, reason: 'the database is not answering' });
      }
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text format); with METRICS_TOKEN set, needs Authorization: Bearer <token>',
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4',
            content: { 'text/plain': { schema: z.string().describe('metrics') } },
          },
          401: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (metricsToken !== undefined && !bearerMatches(req.headers.authorization, metricsToken))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ statusCode: 401, error: 'Unauthorized', message: 'This needs the metrics token' });
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};

export default operationsRoutes;
