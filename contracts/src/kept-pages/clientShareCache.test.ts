import { RENDER_AGAIN_RETRY_MS, createClientShareCache, takeRenderAgain } from './clientShareCache';

const page = (name: string) => ({ name });

describe('createClientShareCache', () => {
  it('drops the page used least recently when full', () => {
    const cache = createClientShareCache<{ name: string }>({ maxEntries: 2 });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    expect(cache.get('/a')?.name).toBe('a'); // /b is now the least recently used
    cache.set('/c', page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect([...cache.entries()].map(([key]) => key).sort()).toEqual(['/a', '/c']);
  });

  it("evicts a client's own oldest page past its share (10%), never another client's", () => {
    const cache = createClientShareCache<{ name: string }>({ maxEntries: 20 }); // 2 pages each
    cache.set('/visitor', page('v'), '10.0.0.2');
    for (let i = 0; i < 10; i++) cache.set(`/junk-${i}`, page(`j${i}`), '10.0.0.1');
    expect(cache.get('/visitor', '10.0.0.2')?.name).toBe('v');
    expect(cache.size).toBe(3);
    expect(cache.get('/junk-9', '10.0.0.1')?.name).toBe('j9');
    expect(cache.get('/junk-7', '10.0.0.1')).toBeUndefined();
  });

  it('a page a second client asked for belongs to no one: the first client’s new pages do not evict it', () => {
    const cache = createClientShareCache<{ name: string }>({ maxEntries: 20 });
    cache.set('/blog', page('blog'), '10.0.0.1');
    cache.get('/blog', '10.0.0.2');
    for (let i = 0; i < 5; i++) cache.set(`/junk-${i}`, page(`j${i}`), '10.0.0.1');
    expect(cache.get('/blog')?.name).toBe('blog');
  });

  it('the same client asking again keeps the page its own; a page kept again changes hands', () => {
    const cache = createClientShareCache<{ name: string }>({ maxEntries: 10 }); // 1 page each
    cache.set('/a', page('a'), '10.0.0.1');
    cache.get('/a', '10.0.0.1');
    cache.set('/b', page('b'), '10.0.0.1');
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', page('b2'), '10.0.0.3');
    cache.set('/c', page('c'), '10.0.0.1');
    expect(cache.get('/b')?.name).toBe('b2');
  });

  it('without a client, or with text that is no address, only the overall bound applies', () => {
    const cache = createClientShareCache<{ name: string }>({ maxEntries: 10 });
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, page(`p${i}`), i % 2 ? undefined : 'x'.repeat(65));
    expect(cache.size).toBe(10);
  });

  it('forgets whose pages were whose when they go (delete, clear, eviction)', () => {
    const cache = createClientShareCache<{ name: string }>({ maxEntries: 10 });
    cache.set('/a', page('a'), '10.0.0.1');
    cache.delete('/a');
    cache.set('/b', page('b'), '10.0.0.1'); // its share is free again: nothing of its own to evict
    cache.clear();
    cache.set('/c', page('c'), '10.0.0.1');
    cache.set('/d', page('d'), '10.0.0.2');
    expect(cache.get('/c')?.name).toBe('c');
    expect(cache.size).toBe(2);
  });
});

describe('takeRenderAgain', () => {
  it('gives a stale page to one request, and to another only after the retry time', () => {
    const kept = { until: 1000, renderAgainAt: null as number | null };
    expect(takeRenderAgain(kept, 999)).toBe(false);
    expect(takeRenderAgain(kept, 1000)).toBe(true);
    expect(takeRenderAgain(kept, 1001)).toBe(false);
    expect(takeRenderAgain(kept, 1000 + RENDER_AGAIN_RETRY_MS - 1)).toBe(false);
    expect(takeRenderAgain(kept, 1000 + RENDER_AGAIN_RETRY_MS)).toBe(true);
  });
});
