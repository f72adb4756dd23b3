/** @jest-environment node */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { createPageCache, hasInlineScript, PageCopy } from './pageCache';

const page = (nonce: string, until: number) => ({
  status: 200,
  html: `<html><script nonce="${nonce}" src="/main.js"></script><p>Villa in Sector 150</p></html>`,
  nonce,
  until,
});

const text = (body: Buffer | undefined) => body?.toString('utf8');

const options = { maxEntries: 10, maxAgeMs: 60_000, maxStaleMs: 60_000 };

describe('createPageCache', () => {
  it('keeps a page without the nonce it was rendered with, ready in each encoding', async () => {
    const cache = createPageCache({ ...options, now: () => 0 });
    expect(await cache.set('/a', page('rendered+nonce==', 5_000))).toBe(true);
    const plain = '<html><script src="/main.js"></script><p>Villa in Sector 150</p></html>';
    expect(text(cache.get('/a', null)?.body)).toBe(plain);
    expect(cache.get('/a', 'br')).toMatchObject({ status: 200, renderAgain: false });
    expect(zlib.brotliDecompressSync(cache.get('/a', 'br')!.body).toString()).toBe(plain);
    expect(zlib.gunzipSync(cache.get('/a', 'gzip')!.body).toString()).toBe(plain);
  });

  it('never keeps a page with an inline script (it needs each visitor’s own nonce)', async () => {
    const cache = createPageCache({ ...options, now: () => 0 });
    const inline = { ...page('n', 5_000), html: '<p>x</p><script nonce="n">$RC("B:0","S:0")</script>' };
    expect(await cache.set('/streamed', inline)).toBe(false);
    const state =
      '<script type="application/ld+json">{}</script><script type="application/json" id="site-state">{}</script><script src="/m.js" async=""></script>';
    expect(await cache.set('/state', { ...page('n', 5_000), html: state })).toBe(true);
    expect(cache.size).toBe(1);
  });

  it('keeps a page only while its answers are fresh, and never beyond the cap', async () => {
    let t = 0;
    const cache = createPageCache({ ...options, now: () => t });
    await cache.set('/short', page('n', 5_000));
    await cache.set('/long', page('n', Number.POSITIVE_INFINITY)); // no API answer: capped at 60 s
    expect(await cache.set('/stale', page('n', 0))).toBe(false);
    expect(cache.size).toBe(2);
    t = 4_999;
    expect(cache.get('/short', null)).not.toBeNull();
    t = 5_000;
    expect(cache.get('/short', null)).toBeNull();
    t = 59_999;
    expect(cache.get('/long', null)).not.toBeNull();
    t = 60_000;
    expect(cache.get('/long', null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('serves a stale page while its answers allow it (stale-while-revalidate), within the cap', async () => {
    let t = 0;
    const cache = createPageCache({ ...options, maxStaleMs: 30_000, now: () => t });
    await cache.set('/a', { ...page('n', 5_000), staleUntil: 65_000 }); // capped at 5 s + 30 s
    await cache.set('/b', { ...page('n', 5_000), staleUntil: 2_000 }); // never shown stale
    t = 4_999;
    expect(cache.get('/a', null)?.renderAgain).toBe(false);
    t = 5_000;
    expect(cache.get('/b', null)).toBeNull();
    expect(cache.get('/a', 'gzip')).toMatchObject({ status: 200, renderAgain: true });
    t = 34_999;
    expect(cache.get('/a', null)).not.toBeNull();
    t = 35_000;
    expect(cache.get('/a', null)).toBeNull();
  });

  it('asks one request to render a stale page again, another only if no fresh copy came within 5 s', async () => {
    let t = 0;
    const cache = createPageCache({ ...options, now: () => t });
    await cache.set('/a', { ...page('n', 1_000), staleUntil: 61_000 });
    t = 1_000;
    const again = () => cache.get('/a', 'br')?.renderAgain;
    expect([again(), again(), again()]).toEqual([true, false, false]);
    t = 5_999;
    expect(again()).toBe(false);
    t = 6_000; // that render failed or was not keepable: the next visitor's request tries
    expect([again(), again()]).toEqual([true, false]);
    await cache.set('/a', { ...page('n', 66_000), staleUntil: 126_000 }); // the fresh copy
    expect(again()).toBe(false);
    t = 66_000;
    expect(again()).toBe(true);
  });

  it('drops the page used least recently when full; 0 entries keeps nothing', async () => {
    const cache = createPageCache({ ...options, maxEntries: 2, now: () => 0 });
    await cache.set('/1', page('n', 1_000));
    await cache.set('/2', page('n', 1_000));
    cache.get('/1', null); // /2 is now the least recently used
    await cache.set('/3', page('n', 1_000));
    expect([cache.get('/1', null), cache.get('/2', null), cache.get('/3', null)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    const off = createPageCache({ ...options, maxEntries: 0 });
    expect(await off.set('/1', page('n', Number.POSITIVE_INFINITY))).toBe(false);
    expect([off.enabled, off.size]).toEqual([false, 0]);
  });

  it('clear forgets every page (a new release or config), and one still being compressed too', async () => {
    const cache = createPageCache({ ...options, now: () => 0 });
    await cache.set('/1', page('n', 1_000));
    cache.clear();
    expect(cache.get('/1', null)).toBeNull();
    const compressing = cache.set('/2', page('n', 1_000));
    cache.clear();
    expect(await compressing).toBe(false);
    expect(cache.get('/2', null)).toBeNull();
  });

  it('expire (the data changed): each page is rendered again at its next request and shown at most staleMs more', async () => {
    let t = 0;
    const cache = createPageCache({ ...options, now: () => t });
    await cache.set('/fresh', page('n', 50_000));
    await cache.set('/other', page('n', 50_000));
    const compressing = cache.set('/started-before', page('n', 50_000));
    t = 1_000;
    cache.expire(2_000);
    expect(await compressing).toBe(false);
    expect(cache.get('/fresh', null)).toMatchObject({ renderAgain: true });
    expect(cache.get('/fresh', null)).toMatchObject({ renderAgain: false }); // one request renders it
    expect(cache.get('/other', null)).toMatchObject({ renderAgain: true });
    t = 3_000;
    expect(cache.get('/fresh', null)).toBeNull();
    await cache.set('/fresh', page('n', 60_000));
    expect(cache.get('/fresh', null)).toMatchObject({ renderAgain: false });
    cache.expire(0);
    expect(cache.get('/fresh', null)).toBeNull();
  });

  it('forget: one page goes at once, stale or not, and the others stay', async () => {
    let t = 0;
    const cache = createPageCache({ ...options, now: () => t });
    await cache.set('/property/noida/villa/7', page('n', 50_000));
    await cache.set('/about', page('n', 50_000));
    t = 1_000;
    cache.expire(2_000);
    expect(cache.get('/property/noida/villa/7', null)).toMatchObject({ renderAgain: true });
    cache.forget('/property/noida/villa/7');
    expect(cache.get('/property/noida/villa/7', null)).toBeNull();
    expect(cache.get('/about', null)).toMatchObject({ status: 200 });
    cache.forget('/never-kept');
    expect(cache.size).toBe(1);
  });
});

describe('hasInlineScript', () => {
  it.each([
    ['<script>$RC("B:0","S:0")</script>', true],
    ['<script nonce="n">x()</script>', true],
    ['<script type="module">import "x"</script>', true],
    ['<script type="text/javascript">x()</script>', true],
    ['<script type="">x()</script>', true],
    ['<SCRIPT>x()</SCRIPT>', true],
    ['<script src="/js/main.js" async=""></script>', false],
    ['<script type="application/json" id="site-state">{}</script>', false],
    ['<script type="application/ld+json">{"@type":"RealEstateListing"}</script>', false],
    ['<p>no scripts</p><noscript>x</noscript>', false],
  ])('%s → %s', (html, expected) => expect(hasInlineScript(html)).toBe(expected));
});

describe('PageCopy', () => {
  it('passes every byte on unchanged and keeps the whole page, split multi-byte characters included', async () => {
    const text = 'Price ₹ 1,20,00,000 — Sector 150';
    const bytes = Buffer.from(text);
    const copy = new PageCopy();
    const received: Buffer[] = [];
    await pipeline(
      Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]),
      copy,
      new Writable({
        write(chunk: Buffer, _e, done) {
          received.push(chunk);
          done();
        },
      }),
    );
    expect(Buffer.concat(received).toString()).toBe(text);
    expect(copy.text()).toBe(text);
  });
});

describe('one client cannot empty the kept pages', () => {
  const cacheOf = (maxEntries: number) =>
    createPageCache({ maxEntries, maxAgeMs: 60_000, maxStaleMs: 0, clientShare: 0.1, now: () => 0 });
  const keep = (cache: ReturnType<typeof cacheOf>, key: string, client?: string) =>
    cache.set(key, { ...page('n', 5_000), client });

  it('evicts a client’s own oldest page past its share, never another’s', async () => {
    const cache = cacheOf(100); // a share of 10
    for (let i = 0; i < 50; i++) await keep(cache, `/blog/post-${i}`, `198.51.100.${i}`);
    for (let i = 0; i < 700; i++) await keep(cache, `/blog?j=${i}`, '203.0.113.9');
    expect(cache.size).toBe(60);
    for (let i = 0; i < 50; i++) expect(cache.get(`/blog/post-${i}`, null)).not.toBeNull();
    expect(cache.get('/blog?j=689', null)).toBeNull();
    for (let i = 690; i < 700; i++) expect(cache.get(`/blog?j=${i}`, null)).not.toBeNull();
  });

  it('a page a second client asked for belongs to no one: its first client’s new pages do not evict it', async () => {
    const cache = cacheOf(20); // a share of 2
    await keep(cache, '/popular', '203.0.113.9');
    expect(cache.get('/popular', null, '198.51.100.7')).not.toBeNull();
    for (let i = 0; i < 5; i++) await keep(cache, `/junk-${i}`, '203.0.113.9');
    expect(cache.get('/popular', null)).not.toBeNull();
    expect(cache.size).toBe(3);
  });

  it('the same client asking again keeps the page its own', async () => {
    const cache = cacheOf(20);
    await keep(cache, '/a', '203.0.113.9');
    expect(cache.get('/a', null, '203.0.113.9')).not.toBeNull();
    await keep(cache, '/b', '203.0.113.9');
    await keep(cache, '/c', '203.0.113.9');
    expect(cache.get('/a', null)).toBeNull();
  });

  it('without a client (or with one that is not an address) only the cache’s own bound applies', async () => {
    const cache = cacheOf(10);
    for (let i = 0; i < 12; i++) await keep(cache, `/p-${i}`, i % 2 ? undefined : 'x'.repeat(65));
    expect(cache.size).toBe(10);
    expect(cache.get('/p-0', null)).toBeNull();
    expect(cache.get('/p-11', null)).not.toBeNull();
  });

  it('forgets whose pages were whose when they go (clear, expire, eviction)', async () => {
    const cache = cacheOf(20);
    await keep(cache, '/a', '203.0.113.9');
    await keep(cache, '/b', '203.0.113.9');
    cache.clear();
    await keep(cache, '/c', '203.0.113.9');
    await keep(cache, '/d', '203.0.113.9');
    // Had /a and /b still counted, /c would have gone.
    expect(cache.get('/c', null)).not.toBeNull();
    expect(cache.size).toBe(2);
  });
});
