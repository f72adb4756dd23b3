// The site servers' own rate limit (the CSP report route) counted where every site server counts:
// in the API's windows (POST /api/limits/hit, the site's proxy secret), which are kept in the
// database on PostgreSQL. While the API cannot be asked, this process counts alone, so a flood is
// still held back by each site server.
import type { FastifyRateLimitStore as RateLimitStore } from '@fastify/rate-limit';

/** An API answer takes at most this long; past it the hit is counted here. */
const HIT_TIMEOUT_MS = 1000;

/** Counts one hit of `client` in a window of `windowMs`: the hits so far and the time left. */
export type HitCounter = (client: string, windowMs: number) => Promise<{ hits: number; ttlMs: number }>;

/** A counter that asks the API. */
export function apiHitCounter({
  apiUrl,
  proxySecret,
  limit,
  fetchImpl = fetch,
}: {
  apiUrl: string;
  proxySecret: string;
  limit: string;
  fetchImpl?: typeof fetch;
}): HitCounter {
  return async (client) => {
    const res = await fetchImpl(`${apiUrl}/api/limits/hit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-proxy-secret': proxySecret },
      body: JSON.stringify({ limit, client }),
      signal: AbortSignal.timeout(HIT_TIMEOUT_MS),
    });
    const body = res.ok ? ((await res.json()) as { hits?: unknown; ttlMs?: unknown } | null) : null;
    const { hits, ttlMs } = body ?? {};
    if (typeof hits !== 'number' || !Number.isInteger(hits) || typeof ttlMs !== 'number' || !Number.isFinite(ttlMs))
      throw new Error(`status ${res.status}`);
    return { hits, ttlMs };
  };
}

/**
 * Counts in this process: one window for every client at a time, all forgotten when it ends, so
 * memory holds at most one window's clients.
 */
export function localHitCounter(now: () => number = Date.now): HitCounter {
  let hits = new Map<string, number>();
  let endsAt = 0;
  return async (client, windowMs) => {
    const t = now();
    if (t >= endsAt) {
      hits = new Map();
      endsAt = t + windowMs;
    }
    const n = (hits.get(client) ?? 0) + 1;
    hits.set(client, n);
    return { hits: n, ttlMs: endsAt - t };
  };
}

/** @fastify/rate-limit's store interface over a counter, falling back to `fallback` when it fails. */
export function counterStore(counter: HitCounter, fallback: HitCounter = localHitCounter()): new () => RateLimitStore {
  return class CounterStore implements RateLimitStore {
    incr(
      key: string,
      done: (err: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ): void {
      counter(key, windowMs)
        .catch(() => fallback(key, windowMs))
        .then(
          (w) => done(null, { current: w.hits, ttl: w.ttlMs }),
          (err: Error) => done(err),
        );
    }

    child(): RateLimitStore {
      return new CounterStore();
    }
  };
}
