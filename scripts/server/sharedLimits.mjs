// The site servers' own rate limit (the CSP report route) counted where every site server counts:
// in the API's windows (POST /api/limits/hit, the site's proxy secret), which are kept in the
// database on PostgreSQL. While the API cannot be asked, this process counts alone, so a flood is
// still held back by each site server.

/** An API answer takes at most this long; past it the hit is counted here. */
const HIT_TIMEOUT_MS = 1000;

/**
 * A counter that asks the API.
 * @param {{ apiUrl: string, proxySecret: string, limit: string, fetchImpl?: typeof fetch }} o
 * @returns {(client: string, windowMs: number) => Promise<{ hits: number, ttlMs: number }>}
 */
export function apiHitCounter({ apiUrl, proxySecret, limit, fetchImpl = fetch }) {
  return async (client) => {
    const res = await fetchImpl(`${apiUrl}/api/limits/hit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-proxy-secret': proxySecret },
      body: JSON.stringify({ limit, client }),
      signal: AbortSignal.timeout(HIT_TIMEOUT_MS),
    });
    const body = res.ok ? await res.json() : null;
    if (!Number.isInteger(body?.hits) || !Number.isFinite(body?.ttlMs)) throw new Error(`status ${res.status}`);
    return { hits: body.hits, ttlMs: body.ttlMs };
  };
}

/**
 * Counts in this process: one window for every client at a time, all forgotten when it ends, so
 * memory holds at most one window's clients.
 * @param {() => number} [now]
 */
export function localHitCounter(now = Date.now) {
  let hits = new Map();
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

/**
 * @fastify/rate-limit's store interface over a counter, falling back to `fallback` when it fails.
 * @param {(client: string, windowMs: number) => Promise<{ hits: number, ttlMs: number }>} counter
 * @param {(client: string, windowMs: number) => Promise<{ hits: number, ttlMs: number }>} [fallback]
 */
export function counterStore(counter, fallback = localHitCounter()) {
  return class CounterStore {
    incr(key, done, windowMs) {
      counter(key, windowMs)
        .catch(() => fallback(key, windowMs))
        .then(
          (w) => done(null, { current: w.hits, ttl: w.ttlMs }),
          (err) => done(err),
        );
    }

    child() {
      return new CounterStore();
    }
  };
}
