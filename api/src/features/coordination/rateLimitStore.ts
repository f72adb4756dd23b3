import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { HitCounter } from './hitCounter';

/**
 * @fastify/rate-limit's store interface over a HitCounter: each route that sets its own limit gets
 * a child store whose keys carry the route ("POST /api/request-form|203.0.113.7"), so two routes'
 * windows never mix, in memory or in the database.
 */
export function rateLimitStore(counter: HitCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo;
      this.scope = route?.url ? `${String(route.method)} ${String(route.url)}` : 'global';
    }

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      counter.hit(`${this.scope}|${key}`, windowMs).then(
        (w) => done(null, { current: w.hits, ttl: w.ttlMs }),
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new CounterStore(routeOptions as unknown as FastifyRateLimitOptions);
    }
  };
}
