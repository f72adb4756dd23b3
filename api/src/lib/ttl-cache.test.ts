import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the bound', () => {
    let now = 0;
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps the total weight under its bound and refuses values heavier than the bound', () => {
    const cache = new TtlCache<string>({ maxEntries: 100, ttlMs: 1000, weigh: (v) => v.length, maxWeight: 10 });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz'); // 12 > 10: a goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.weight).toBe(8);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.weight).toBe(8);
  });
});
