import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { createTtlCache } from '../lib/ttl-cache';

/**
 * Micro-cache of read answers. Browsers are already told they may reuse an answer for a while, so
 * the server may too: a route that opts in (`config: { readCache: true }`) has its 200 answers kept
 * by exact URL for up to 60 s and served without touching the database. Every kept answer is
 * forgotten as soon as the public data changes (app.ts: the data version). Bounded by entry count and by total size; answers above
 * the per-entry limit (e.g. a whole 50,000-row list) are never kept. `X-Cache: HIT|MISS` says
 * which happened. Turned off with API_READ_CACHE=off (the benchmark measures both).
 *
 * Compressed answers are kept too: compressing a cached 30 KB page for every browser that asks
 * costs twenty times what sending it does. The compression plugin still does all the
 * negotiating and compressing; the cache remembers its output per Accept-Encoding header text
 * (browsers send a handful of distinct ones) and replays it with the same headers.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The cache entry this request was answered from or stored into (plugins/read-cache.ts). */
    readCacheEntry: CachedAnswer | null;
    /** Answered from the read cache. */
    readCacheHit: boolean;
  }
}

export interface CachedAnswer {
  /** The answer's text (JSON, or the sitemap's XML). */
  body: string;
  /** Its Content-Type, replayed on a hit. */
  type: string;
  /** Compressed bodies by the request's Accept-Encoding text. */
  encoded: Map<string, { encoding: string; vary: string | undefined; body: Buffer }>;
}

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Total size of all kept answers. */
  maxBytes?: number;
  /** Largest single answer kept. */
  maxEntryBytes?: number;
}

export interface ReadCache {
  /** Call after registering the compression plugin: from then on its output is kept too. */
  keepCompressed(): void;
  /** Forgets every kept answer (the public data changed). */
  clear(): void;
}

/** Distinct Accept-Encoding texts kept per answer; others are compressed each time. */
const MAX_ENCODED_VARIANTS = 4;

export function registerReadCache(app: FastifyInstance, opts: ReadCacheOptions = {}): ReadCache {
  const maxEntryBytes = opts.maxEntryBytes ?? 512 * 1024;
  const cache = createTtlCache<CachedAnswer>({
    maxEntries: opts.maxEntries ?? 1000,
    ttlMs: opts.ttlMs ?? 60_000,
    // Room for the compressed copies, each a fraction of the text.
    weigh: (answer) => answer.body.length * 2,
    maxWeight: opts.maxBytes ?? 16 * 1024 * 1024,
  });
  const acceptEncoding = (req: FastifyRequest) => String(req.headers['accept-encoding'] ?? '');

  // Only routes that opt in get the hooks, and the hooks are synchronous: a cached answer costs
  // no promise and no work on the routes that never cache.
  const serve: onRequestHookHandler = function serveFromCache(
    req: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    const entry = req.method === 'GET' ? cache.get(req.url) : undefined;
    if (entry === undefined) return done();
    req.readCacheEntry = entry;
    req.readCacheHit = true;
    reply.code(200).header('x-cache', 'HIT').type(entry.type);
    const encoded = entry.encoded.get(acceptEncoding(req));
    if (encoded === undefined) return reply.send(entry.body); // the compression plugin may still compress it
    if (encoded.vary !== undefined) reply.header('vary', encoded.vary);
    reply.header('content-encoding', encoded.encoding).send(encoded.body);
  };
  // Before compression (route-level onSend hooks run in the order they were added): keeps the text.
  const keep: onSendHookHandler = function keepInCache(req, reply, payload, done) {
    if (!req.readCacheHit && req.method === 'GET' && reply.statusCode === 200) {
      reply.header('x-cache', 'MISS');
      if (typeof payload === 'string' && payload.length <= maxEntryBytes) {
        const type = reply.getHeader('content-type');
        req.readCacheEntry = {
          body: payload,
          type: typeof type === 'string' ? type : 'application/json; charset=utf-8',
          encoded: new Map(),
        };
        cache.set(req.url, req.readCacheEntry);
      }
    }
    done(null, payload);
  };
  // After compression: remembers what it made of this entry for this Accept-Encoding.
  const keepEncoded: onSendHookHandler = function keepCompressedInCache(req, reply, payload, done) {
    const entry = req.readCacheEntry;
    const encoding = reply.getHeader('content-encoding');
    if (
      entry !== null &&
      Buffer.isBuffer(payload) &&
      typeof encoding === 'string' &&
      entry.encoded.size < MAX_ENCODED_VARIANTS
    ) {
      const key = acceptEncoding(req);
      if (!entry.encoded.has(key)) {
        const vary = reply.getHeader('vary');
        entry.encoded.set(key, { encoding, vary: vary === undefined ? undefined : String(vary), body: payload });
      }
    }
    done(null, payload);
  };

  app.decorateRequest('readCacheEntry', null);
  app.decorateRequest('readCacheHit', false);
  const cached = (route: RouteOptions) => route.config?.readCache === true;
  app.addHook('onRoute', (route) => {
    if (!cached(route)) return;
    route.onRequest = [...toList(route.onRequest), serve];
    route.onSend = [...toList(route.onSend), keep];
  });
  return {
    clear: () => cache.clear(),
    keepCompressed() {
      app.addHook('onRoute', (route) => {
        if (cached(route)) route.onSend = [...toList(route.onSend), keepEncoded];
      });
    },
  };
}

export function toList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
