import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TtlCache } from '../lib/ttl-cache';

/**
 * Micro-cache of read answers. Listings, blogs and places change only when the seed runs again,
 * and browsers are already told they may reuse an answer for 60 s, so the server may too: a route
 * that opts in (`config: { readCache: true }`) has its 200 answers kept by exact URL for 60 s and
 * served without touching the database. Bounded by entry count and by total size; answers above
 * the per-entry limit (e.g. a whole 50,000-row list) are never kept. `X-Cache: HIT|MISS` says
 * which happened. Turned off with API_READ_CACHE=off (the benchmark measures both).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: boolean;
  }
}

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Total size of all kept answers. */
  maxBytes?: number;
  /** Largest single answer kept. */
  maxEntryBytes?: number;
}

export function registerReadCache(app: FastifyInstance, opts: ReadCacheOptions = {}): void {
  const maxEntryBytes = opts.maxEntryBytes ?? 512 * 1024;
  const cache = new TtlCache<string>({
    maxEntries: opts.maxEntries ?? 1000,
    ttlMs: opts.ttlMs ?? 60_000,
    weigh: (body) => body.length,
    maxWeight: opts.maxBytes ?? 16 * 1024 * 1024,
  });
  const served = new WeakSet<FastifyRequest>();
  const cacheable = (req: FastifyRequest) => req.method === 'GET' && req.routeOptions.config.readCache === true;

  app.addHook('onRequest', async (req, reply) => {
    if (!cacheable(req)) return;
    const body = cache.get(req.url);
    if (body === undefined) return;
    served.add(req);
    return reply.code(200).header('x-cache', 'HIT').type('application/json; charset=utf-8').send(body);
  });

  // Registered before compression (onSend hooks run in registration order): keeps the JSON text.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!cacheable(req) || served.has(req) || reply.statusCode !== 200) return payload;
    reply.header('x-cache', 'MISS');
    if (typeof payload === 'string' && payload.length <= maxEntryBytes) cache.set(req.url, payload);
    return payload;
  });
}
