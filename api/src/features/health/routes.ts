import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema, healthFailureSchema } from 'contracts/api';
import { outboxStats } from '../delivery';

/**
 * Liveness and database check for load balancers and start scripts, with the delivery queue's
 * figures for monitoring: a queue that grows, an old undelivered item or any dead letter means
 * enquiries are not reaching the firm.
 */
const deliverySchema = z
  .object({
    queued: z
      .number()
      .int()
      .describe(
        'Submissions with a copy waiting to be delivered to one of the firm’s addresses (pending or being sent)',
      ),
    oldestQueuedSeconds: z.number().int().describe('Age of the oldest of them, in seconds (0 when none)'),
    deadLetters: z
      .number()
      .int()
      .describe(
        'Submissions with a copy given up on: refused for good by the mail server, or after the attempt cap (see api/README.md)',
      ),
  })
  .describe('The e-mail delivery queue of enquiries and loan leads');

export const healthWithDeliverySchema = z.object({ ...healthAnswerSchema.shape, delivery: deliverySchema });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: "{ status: 'ok', delivery } when the database answers, 503 otherwise",
        response: {
          200: healthWithDeliverySchema,
          503: healthFailureSchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, delivery: await outboxStats(app.db, Date.now()) };
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
