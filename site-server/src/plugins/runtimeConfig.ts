// GET /runtime-config.json: the runtime config as the site serves it now (read on every request,
// so a release or a rollback is live at once), never cached without asking.
import type { FastifyPluginAsync } from 'fastify';
import type { ReadRuntimeConfig } from '../config/runtimeConfig.js';
import { sendError } from '../http/errorReplies.js';

export const runtimeConfigRoute: FastifyPluginAsync<{ readRuntimeConfig: ReadRuntimeConfig }> = async (
  app,
  { readRuntimeConfig },
) => {
  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    try {
      return reply.type('application/json').send(JSON.stringify(readRuntimeConfig()));
    } catch {
      return sendError(reply, 500, 'The site configuration could not be read.');
    }
  });
};
