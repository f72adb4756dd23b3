import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the bound', () => {
    let now = 5_000; // (lru-cache reads a start time of 0 as "no start")
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    now = 6_000;
    expect(cache.get('a')).toBe(1); // a hit does not extend the TTL: still the same 1000 ms
    now = 6_001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps the total weight under its bound and refuses values heavier than the bound', () => {
    const cache = createTtlCache<string>({ maxEntries: 100, ttlMs: 1000, weigh: (v) => v.length, maxWeight: 10 });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz'); // 12 > 10: a goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.calculatedSize).toBe(8);
    cache.set('b', 'x'.repeat(11));
    expect(cache.get('b')).toBeUndefined(); // refused, and its older value dropped
    expect(cache.calculatedSize).toBe(4);
    cache.set('empty', '');
    expect(cache.get('empty')).toBe(''); // weighs at least 1
    expect(cache.calculatedSize).toBe(5);
  });
});
