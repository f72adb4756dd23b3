import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
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
  interface FastifyRequest {
    /** Answered from the read cache (plugins/read-cache.ts). */
    readCacheHit: boolean;
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
  // Only routes that opt in get the hooks, and the hooks are synchronous: a cached answer costs
  // no promise and no work on the routes that never cache.
  const serve: onRequestHookHandler = function serveFromCache(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const body = req.method === 'GET' ? cache.get(req.url) : undefined;
    if (body === undefined) return done();
    req.readCacheHit = true;
    reply.code(200).header('x-cache', 'HIT').type('application/json; charset=utf-8').send(body);
  };
  // Runs before compression (both are route-level onSend hooks, in registration order): keeps the JSON text.
  const keep: onSendHookHandler = function keepInCache(req, reply, payload, done) {
    if (!req.readCacheHit && req.method === 'GET' && reply.statusCode === 200) {
      reply.header('x-cache', 'MISS');
      if (typeof payload === 'string' && payload.length <= maxEntryBytes) cache.set(req.url, payload);
    }
    done(null, payload);
  };
  app.decorateRequest('readCacheHit', false);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.readCache !== true) return;
    route.onRequest = [...toList(route.onRequest), serve];
    route.onSend = [...toList(route.onSend), keep];
  });
}

function toList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
