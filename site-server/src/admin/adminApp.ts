// The admin listener, bound to 127.0.0.1 on its own port (SITE_ADMIN_PORT, default PORT + 90):
// Prometheus metrics, liveness and readiness. Never on the public port: nothing here is for visitors.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export interface AdminAppOptions {
  registry: Registry;
  /** true once the shell is served and the remotes' releases are known (the first release check) */
  isReady: () => boolean;
}

export function createAdminApp({ registry, isReady }: AdminAppOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  // Answered while the event loop answers: a blocked process fails it.
  app.get('/livez', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'live' }));
  app.get('/readyz', async (_req, reply) => {
    const ready = isReady();
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'starting' });
  });
  app.get('/metrics', async (_req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
  return app;
}
