import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema, healthFailureSchema } from 'contracts/api';

/** Liveness and database check for load balancers and start scripts. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: "{ status: 'ok' } when the database answers `select 1`, 503 otherwise",
        response: {
          200: healthAnswerSchema,
          503: healthFailureSchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        req.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).send({
          status: 'error' as const,
          statusCode: 503 as const,
          error: 'Service Unavailable',
          message: 'The database is not answering',
        });
      }
    },
  );
};

export default healthRoutes;
