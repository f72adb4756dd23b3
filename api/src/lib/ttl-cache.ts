/**
 * A small bounded cache with expiry: a Map in insertion order, the oldest entry evicted first,
 * a hit moved to the end. Bounded by entry count and, optionally, by total weight (e.g. bytes).
 * For values that are expensive to compute and fine to be a little stale.
 */
export interface TtlCacheOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** Weight of a value (e.g. its size in bytes); with maxWeight, bounds the total. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  now?: () => number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private totalWeight = 0;
  private readonly now: () => number;

  constructor(private readonly opts: TtlCacheOptions<V>) {
    this.now = opts.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= this.now()) {
      this.totalWeight -= hit.weight;
      return undefined;
    }
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.opts.weigh ? this.opts.weigh(value) : 0;
    if (this.opts.maxWeight !== undefined && weight > this.opts.maxWeight) return;
    this.entries.set(key, { value, expires: this.now() + this.opts.ttlMs, weight });
    this.totalWeight += weight;
    while (
      this.entries.size > this.opts.maxEntries ||
      (this.opts.maxWeight !== undefined && this.totalWeight > this.opts.maxWeight)
    ) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.totalWeight -= old.weight;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }
}
