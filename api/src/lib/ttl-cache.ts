import { LRUCache } from 'lru-cache';

/**
 * The API's bounded caches with expiry, on lru-cache: the least recently used entry goes first
 * once the entry count or, optionally, the total weight (e.g. bytes) is over its bound, and an
 * entry is forgotten `ttlMs` after it was set (a hit does not extend it). For values that are
 * expensive to compute and fine to be a little stale.
 */
export interface TtlCacheOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** Weight of a value (e.g. its size in bytes); with maxWeight, bounds the total. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  /** For tests: the clock the expiry is read from (read on every look-up). */
  now?: () => number;
}

export type TtlCache<V extends object | number | string> = LRUCache<string, V>;

export function createTtlCache<V extends object | number | string>(opts: TtlCacheOptions<V>): TtlCache<V> {
  const { weigh, maxWeight, now } = opts;
  return new LRUCache<string, V>({
    max: opts.maxEntries,
    ttl: opts.ttlMs,
    // A value heavier than the whole bound is refused (and any older value of its key dropped).
    ...(weigh && maxWeight !== undefined
      ? { maxSize: maxWeight, sizeCalculation: (value: V) => Math.max(1, Math.ceil(weigh(value))) }
      : {}),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}
