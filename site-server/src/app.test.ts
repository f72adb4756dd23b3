// The production site server (`npm test -w site-server`, part of `npm run test:unit`):
// a temporary dist folder, a small fake API on an ephemeral port, and real HTTP where the
// transport matters (large uploads, chunked bodies, upstream failures).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './app.js';
import { API_BODY_LIMIT, PROXY_SECRET_HEADER, type ProxyFailure } from './plugins/apiProxy.js';
import type { CspViolation } from './plugins/cspReport.js';
import { PERMISSIONS_POLICY } from './http/responseHeaders.js';

const SECRET = 'test-secret-0123456789';
/** A build's registry facts (dist/site-registry.json): two remotes, one on the home page's first paint. */
const SITE_REGISTRY = {
  shell: { name: 'shell', port: 3000 },
  api: { portOffset: 10 },
  remotes: [
    { name: 'listings', portOffset: 1, segments: ['property'], firstPaint: true },
    { name: 'content', portOffset: 2, segments: ['blog', 'about'], firstPaint: false },
  ],
};
const ERROR_KEYS = ['code', 'error', 'message', 'statusCode'];
/** Text that only an internal error would show a visitor. */
const INTERNAL_TEXT = /ECONN|EPIPE|ETIMEDOUT|socket|FST_|stack|Error:|127\.0\.0\.1|at \w+ \(/i;

function makeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  };
  write('index.html', '<!doctype html><title>t</title><div id="root"></div>');
  write('remoteEntry.js', 'var remote = 1;');
  const mainJs = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  write('js/main.0123abcd.js', mainJs);
  write('js/main.0123abcd.js.br', zlib.brotliCompressSync(mainJs));
  write('js/main.0123abcd.js.map', '{"version":3,"sources":["secret/path.ts"]}');
  write('mf-manifest.json', '{"id":"test"}');
  write('mf-stats.json', '{"modules":["secret/path.ts"]}');
  write('mf-stats.json.gz', zlib.gzipSync('{"modules":["secret/path.ts"]}'));
  write('site-registry.json', JSON.stringify(SITE_REGISTRY));
  return dir;
}

/** A fake API: records what it received and answers per path. */
/** A request the fake API received. */
interface Received {
  method: string | undefined;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The port a listening server was given. */
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

async function startUpstream() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '';
      received.push({ method: req.method, url, headers: req.headers, body });
      if (url.startsWith('/api/hang')) return; // never answers
      if (url.startsWith('/api/reset')) return req.socket.destroy();
      if (url.startsWith('/api/big')) {
        const big = JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Flat ${i}` })) });
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(big),
          'cache-control': 'public, max-age=60',
        });
        return res.end(big);
      }
      if (url.startsWith('/api/missing')) {
        res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
        return res.end('{"statusCode":404,"code":"NOT_FOUND","error":"Not Found","message":"Nothing"}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, length: body.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${portOf(server)}`,
    received,
    /** The last request it received (a test that expects one). */
    last: () => {
      const seen = received.at(-1);
      if (!seen) throw new Error('the API received nothing');
      return seen;
    },
    close: () => new Promise((r) => server.close(r)),
    server,
  };
}

/** An origin where nothing listens. */
async function deadOrigin() {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = portOf(s);
  await new Promise((r) => s.close(r));
  return `http://127.0.0.1:${port}`;
}

/** A raw HTTP request (real sockets): `body` is written in chunks, with or without Content-Length. */
/** An answer read off a real socket. */
interface RawAnswer {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

function request(
  origin: string,
  {
    method = 'GET',
    path: p = '/',
    headers = {},
    body,
    chunked = false,
  }: { method?: string; path?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer; chunked?: boolean },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${p}`,
      { method, headers: { ...headers, ...(body && !chunked ? { 'content-length': body.length } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, raw: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    // A server may answer a large upload early and close: the answer is what counts then.
    let answered = false;
    req.on('response', () => {
      answered = true;
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    if (body) {
      // 64 KB at a time, as a browser or curl uploads; the server may answer before the end.
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length) {
          const ok = req.write(body.subarray(offset, offset + 65536));
          offset += 65536;
          if (!ok) return req.once('drain', writeMore);
        }
        req.end();
      };
      req.on('response', () => {
        offset = body.length;
      });
      req.on('drain', () => {
        if (answered) req.end();
      });
      writeMore();
    } else req.end();
  });
}

/** An answer from a socket (`raw`: its bytes) or from inject (`body`; `raw` its bytes when given). */
interface AnswerLike {
  status?: number | undefined;
  statusCode?: number;
  headers: Record<string, string | string[] | number | undefined>;
  raw?: unknown;
  body?: string;
}

/** A JSON answer's body (parsed; its fields are checked by the test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answer's fields as it expects them
const json = (r: AnswerLike): any => JSON.parse(Buffer.isBuffer(r.raw) ? r.raw.toString('utf8') : String(r.body));
const assertPlainError = (r: AnswerLike, status: number) => {
  assert.equal(r.status ?? r.statusCode, status);
  assert.match(String(r.headers['content-type']), /^application\/json/);
  const body = json(r);
  assert.deepEqual(Object.keys(body).sort(), ERROR_KEYS);
  assert.equal(body.statusCode, status);
  assert.doesNotMatch(body.message, INTERNAL_TEXT);
  // Only Fastify's documented refusals of a body or an address keep their code (as the API's own answers do).
  assert.match(body.code, /^[A-Z_]+$/);
  assert.doesNotMatch(body.code, /^FST_(?!ERR_CTP_|ERR_BAD_URL$)/);
  assert.equal(r.headers['cache-control'], 'no-store');
  return body;
};

describe('the shell server with its API proxy', () => {
  let dist: string;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;
  let origin: string;
  const reports: CspViolation[][] = [];

  before(async () => {
    dist = makeDist();
    upstream = await startUpstream();
    app = await createStaticApp({
      root: dist,
      allowedOrigins: ['http://localhost:3000'],
      spa: true,
      apiUrl: upstream.url,
      readRuntimeConfig: () => ({ remotes: {} }),
      onCspReport: (v) => reports.push(v),
      cspReportsPerMinute: 3,
      proxySecret: SECRET,
      proxyTimeoutMs: 300,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${portOf(app.server)}`;
  });
  after(async () => {
    await app.close();
    await upstream.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('request bodies', () => {
    test('a 4 MB body with Content-Length is refused with 413 before the API sees it', async () => {
      const before = upstream.received.length;
      const r = await request(origin, {
        method: 'POST',
        path: '/api/loan-lead',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        body: Buffer.alloc(4 * 1024 * 1024, 'a'),
      });
      const body = assertPlainError(r, 413);
      assert.equal(body.code, 'FST_ERR_CTP_BODY_TOO_LARGE');
      assert.match(body.message, /16 KB/);
      assert.equal(upstream.received.length, before);
    });

    test('a 4 MB chunked body (no Content-Length) is refused with 413 too', async () => {
      const before = upstream.received.length;
      const r = await request(origin, {
        method: 'POST',
        path: '/api/loan-lead',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(4 * 1024 * 1024, 'a'),
        chunked: true,
      });
      assertPlainError(r, 413);
      assert.equal(upstream.received.length, before);
    });

    test('one byte over the limit is a 413, the limit itself goes through (chunked, as one sized body)', async () => {
      const over = await request(origin, {
        method: 'POST',
        path: '/api/loan-lead',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(API_BODY_LIMIT + 1, 'a'),
        chunked: true,
      });
      assertPlainError(over, 413);
      const at = await request(origin, {
        method: 'POST',
        path: '/api/loan-lead',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(API_BODY_LIMIT, 'a'),
        chunked: true,
      });
      assert.equal(at.status, 200);
      assert.deepEqual(json(at), { ok: true, length: API_BODY_LIMIT });
      const seen = upstream.last();
      assert.equal(seen.headers['content-length'], String(API_BODY_LIMIT));
      assert.equal(seen.headers['transfer-encoding'], undefined);
    });

    test('a JSON body reaches the API byte for byte, with its content type', async () => {
      const payload = '{"name":"Asha","email":"a@b.co","note":"₹ 50 lakh"}';
      const r = await app.inject({
        method: 'POST',
        url: '/api/loan-lead',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
      assert.equal(r.statusCode, 200);
      const seen = upstream.last();
      assert.equal(seen.body, payload);
      assert.equal(seen.headers['content-type'], 'application/json; charset=utf-8');
    });

    test('a body on a GET is not forwarded, nor its Content-Length (the API would wait for it)', async () => {
      const r = await request(origin, { method: 'GET', path: '/api/list', body: Buffer.from('{"a":1}') });
      assert.equal(r.status, 200);
      const seen = upstream.last();
      assert.equal(seen.body, '');
      assert.equal(seen.headers['content-length'], undefined);
    });

    test("the API limit here is the API's own (api/src/app.ts BODY_LIMIT)", () => {
      const source = fs.readFileSync(new URL('../../api/src/app.ts', import.meta.url), 'utf8');
      const m = source.match(/const BODY_LIMIT = (\d+) \* 1024;/);
      assert.ok(m, 'BODY_LIMIT not found in api/src/app.ts');
      assert.equal(API_BODY_LIMIT, Number(m[1]) * 1024);
    });
  });

  describe('who the API hears from', () => {
    test("every forwarded request carries the secret; a client's own copy is dropped", async () => {
      await app.inject({ method: 'GET', url: '/api/list?x=1', headers: { [PROXY_SECRET_HEADER]: 'forged' } });
      const seen = upstream.last();
      assert.equal(seen.url, '/api/list?x=1');
      assert.equal(seen.headers[PROXY_SECRET_HEADER], SECRET);
    });

    test("X-Forwarded-For is exactly the visitor's address; Forwarded and X-Real-IP never pass", async () => {
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.9',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '1.2.3.4, not-an-ip<script>',
          forwarded: 'for=9.9.9.9',
          'x-real-ip': '8.8.8.8',
        },
        payload: '{}',
      });
      const seen = upstream.last();
      assert.equal(seen.headers['x-forwarded-for'], '203.0.113.9');
      assert.equal(seen.headers.forwarded, undefined);
      assert.equal(seen.headers['x-real-ip'], undefined);
    });

    test('/images is forwarded the same way', async () => {
      await app.inject({ method: 'GET', url: '/images/banners/banner-1.svg', remoteAddress: '198.51.100.4' });
      const seen = upstream.last();
      assert.equal(seen.url, '/images/banners/banner-1.svg');
      assert.equal(seen.headers['x-forwarded-for'], '198.51.100.4');
      assert.equal(seen.headers[PROXY_SECRET_HEADER], SECRET);
    });
  });

  describe('upstream failures', () => {
    test('an API that does not answer in time is a plain 504', async () => {
      const r = await request(origin, { path: '/api/hang' });
      assert.equal(assertPlainError(r, 504).code, 'GATEWAY_TIMEOUT');
    });

    test('an API that resets the connection is a plain 502', async () => {
      const r = await request(origin, {
        method: 'POST',
        path: '/api/reset',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{}'),
      });
      assertPlainError(r, 502);
    });

    test('an API error is passed on, but never cached', async () => {
      const r = await request(origin, { path: '/api/missing' });
      assert.equal(r.status, 404);
      assert.equal(json(r).code, 'NOT_FOUND');
      assert.equal(r.headers['cache-control'], 'no-store');
    });

    test('a large API answer is compressed by the site and decompresses to the same JSON', async () => {
      const r = await request(origin, { path: '/api/big', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-encoding'], 'gzip');
      const body = JSON.parse(zlib.gunzipSync(r.raw).toString('utf8'));
      assert.equal(body.items.length, 400);
      assert.equal(body.items[399].name, 'Flat 399');
      assert.equal(r.headers['cache-control'], 'public, max-age=60');
    });
  });

  test('an undecodable address is a plain 400, not cached, not forwarded', async () => {
    const count = upstream.received.length;
    for (const url of ['/api/%', '/images/%E0%A4%A', '/js/%ZZ.js']) {
      const r = await app.inject({ url });
      const body = assertPlainError({ ...r, status: r.statusCode, raw: r.rawPayload }, 400);
      assert.equal(body.code, 'FST_ERR_BAD_URL');
    }
    assert.equal(upstream.received.length, count);
  });

  describe('caching', () => {
    test('a missing hashed chunk is a 404 that is never stored', async () => {
      const r = await app.inject({ url: '/js/111.deadbeef.js' });
      assertPlainError({ ...r, status: r.statusCode, raw: r.rawPayload }, 404);
    });

    test('hashed chunks are immutable, entry files and pages revalidated', async () => {
      assert.equal(
        (await app.inject({ url: '/js/main.0123abcd.js' })).headers['cache-control'],
        'public, max-age=31536000, immutable',
      );
      assert.equal((await app.inject({ url: '/mf-manifest.json' })).headers['cache-control'], 'no-cache');
      assert.equal((await app.inject({ url: '/property/noida' })).headers['cache-control'], 'no-cache');
      assert.equal((await app.inject({ url: '/runtime-config.json' })).headers['cache-control'], 'no-cache');
    });
  });

  describe('page status', () => {
    const INDEX = '<!doctype html><title>t</title><div id="root"></div>';

    for (const url of ['/', '/blog', '/about', '/property/noida/all/residential', '/blog/no-such-post?x=1']) {
      test(`${url} is the page HTML with 200 and no robots header`, async () => {
        const r = await app.inject({ url });
        assert.equal(r.statusCode, 200);
        assert.equal(r.body, INDEX);
        assert.equal(r.headers['x-robots-tag'], undefined);
        assert.equal(r.headers['cache-control'], 'no-cache');
      });
    }

    test('an unknown page is the same HTML with 404, noindex, the page headers, never stored', async () => {
      const r = await app.inject({ url: '/no/such/page?q=1' });
      assert.equal(r.statusCode, 404);
      assert.equal(r.body, INDEX);
      assert.match(String(r.headers['content-type']), /^text\/html/);
      assert.equal(r.headers['x-robots-tag'], 'noindex');
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.ok(r.headers['content-security-policy']);
      assert.match(String(r.headers.link), /runtime-config\.json/);
    });

    test('HEAD of an unknown page is a 404 with noindex and no body; of a known page a 200', async () => {
      const missing = await app.inject({ method: 'HEAD', url: '/no/such/page' });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.headers['x-robots-tag'], 'noindex');
      assert.equal(missing.body, '');
      const known = await app.inject({ method: 'HEAD', url: '/blog' });
      assert.equal(known.statusCode, 200);
      assert.equal(known.headers['x-robots-tag'], undefined);
    });

    test('files, the runtime config and the API keep their own answers', async () => {
      assert.equal((await app.inject({ url: '/js/main.0123abcd.js' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/mf-manifest.json' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/runtime-config.json' })).statusCode, 200);
      const api = await app.inject({ url: '/api/health' });
      assert.equal(api.statusCode, 200);
      assert.equal(api.headers['x-robots-tag'], undefined);
      // A missing file is the plain JSON 404, not the page.
      const file = await app.inject({ url: '/no/such/file.png' });
      assertPlainError({ ...file, status: file.statusCode, raw: file.rawPayload }, 404);
    });
  });

  describe('protection headers', () => {
    for (const [what, url] of [
      ['a page', '/blog/some-post'],
      ['the home page', '/'],
      ['an asset', '/js/main.0123abcd.js'],
      ['an error', '/js/nope.0000abcd.js'],
    ]) {
      test(`${what} carries Permissions-Policy, COOP, CORP and nosniff (no HSTS over plain HTTP)`, async () => {
        const r = await app.inject({ url });
        assert.equal(r.headers['permissions-policy'], PERMISSIONS_POLICY);
        for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
          assert.match(r.headers['permissions-policy'], new RegExp(`(^|, )${f}=\\(\\)`));
        assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin');
        assert.equal(r.headers['cross-origin-resource-policy'], 'same-site');
        assert.equal(r.headers['x-content-type-options'], 'nosniff');
        assert.equal(r.headers['strict-transport-security'], undefined);
      });
    }

    test('HSTS is not sent for X-Forwarded-Proto from an untrusted client', async () => {
      const r = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(r.headers['strict-transport-security'], undefined);
    });
  });

  describe('private build files', () => {
    for (const url of [
      '/js/main.0123abcd.js.map',
      '/mf-stats.json',
      '/mf-stats.json.gz',
      '/js/main.0123abcd.js%2emap',
      '/js/../js/main.0123abcd.js.map',
      '/MF-STATS.json',
      '/site-registry.json',
    ]) {
      test(`${url} is a 404`, async () => {
        const r = await app.inject({ url });
        assert.equal(r.statusCode, 404);
        assert.doesNotMatch(r.body, /secret\/path/);
      });
    }

    test('mf-stats.json is not sent even precompressed', async () => {
      const r = await app.inject({ url: '/mf-stats.json', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(r.statusCode, 404);
    });
  });

  describe('/csp-report', () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/',
        'effective-directive': 'script-src',
        'blocked-uri': 'inline',
        'line-number': 3,
        extra: 'x'.repeat(5000),
      },
    };

    test('takes application/csp-report and hands on a short summary', async () => {
      reports.length = 0;
      const r = await app.inject({
        method: 'POST',
        url: '/csp-report',
        remoteAddress: '192.0.2.1',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify(legacy),
      });
      assert.equal(r.statusCode, 204);
      assert.deepEqual(reports, [
        [
          {
            document: 'http://localhost:3000/',
            directive: 'script-src',
            blocked: 'inline',
            source: undefined,
            line: '3',
          },
        ],
      ]);
    });

    test('takes application/reports+json, at most five reports and 200 characters a field', async () => {
      reports.length = 0;
      const one = {
        type: 'csp-violation',
        body: { documentURL: `http://x/${'a'.repeat(500)}`, effectiveDirective: 'img-src' },
      };
      const r = await app.inject({
        method: 'POST',
        url: '/csp-report',
        remoteAddress: '192.0.2.2',
        headers: { 'content-type': 'application/reports+json' },
        payload: JSON.stringify(Array(9).fill(one)),
      });
      assert.equal(r.statusCode, 204);
      assert.equal(reports[0]?.length, 5);
      assert.equal(reports[0]?.[0]?.document?.length, 200);
    });

    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      test(`refuses ${type} with 415`, async () => {
        const r = await app.inject({
          method: 'POST',
          url: '/csp-report',
          remoteAddress: '192.0.2.3',
          headers: { 'content-type': type },
          payload: JSON.stringify(legacy),
        });
        assert.equal(
          assertPlainError({ ...r, status: r.statusCode, raw: r.rawPayload }, 415).code,
          'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        );
      });
    }

    test('refuses a body over 16 KB with 413, and bad JSON with 400', async () => {
      reports.length = 0;
      const big = await app.inject({
        method: 'POST',
        url: '/csp-report',
        remoteAddress: '192.0.2.4',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { x: 'y'.repeat(16 * 1024) } }),
      });
      assertPlainError({ ...big, status: big.statusCode, raw: big.rawPayload }, 413);
      const bad = await app.inject({
        method: 'POST',
        url: '/csp-report',
        remoteAddress: '192.0.2.4',
        headers: { 'content-type': 'application/csp-report' },
        payload: '{not json',
      });
      assertPlainError({ ...bad, status: bad.statusCode, raw: bad.rawPayload }, 400);
      assert.equal(reports.length, 0);
    });

    test('limits each client (429 after the limit), not everyone', async () => {
      const send = (ip: string) =>
        app.inject({
          method: 'POST',
          url: '/csp-report',
          remoteAddress: ip,
          headers: { 'content-type': 'application/csp-report' },
          payload: JSON.stringify(legacy),
        });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send('192.0.2.50')).statusCode);
      assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
      const limited = await send('192.0.2.50');
      assertPlainError({ ...limited, status: limited.statusCode, raw: limited.rawPayload }, 429);
      assert.equal((await send('192.0.2.51')).statusCode, 204);
    });
  });
});

describe('the proxy with no API behind it', () => {
  test('answers a plain 503, for reads and writes alike', async () => {
    const dist = makeDist();
    const failures: ProxyFailure[] = [];
    const app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      apiUrl: await deadOrigin(),
      proxySecret: SECRET,
      onProxyFailure: (f) => failures.push(f),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${portOf(app.server)}`;
    try {
      const read = await request(origin, {
        path: '/api/property_list/noida/all/r',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      assert.equal(assertPlainError(read, 503).code, 'SERVICE_UNAVAILABLE');
      const write = await request(origin, {
        method: 'POST',
        path: '/api/loan-lead',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"name":"a"}'),
      });
      assertPlainError(write, 503);
      assert.equal(failures[0]?.code, 'ECONNREFUSED');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('behind a trusted proxy', () => {
  test('the visitor is the address the trusted hop names, and X-Forwarded-Proto https brings HSTS', async () => {
    const dist = makeDist();
    const upstream = await startUpstream();
    const app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      apiUrl: upstream.url,
      proxySecret: SECRET,
      trustProxy: ['10.0.0.0/8'],
    });
    try {
      const viaCdn = await app.inject({
        url: '/api/list',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.77', 'x-forwarded-proto': 'https' },
      });
      assert.equal(upstream.last().headers['x-forwarded-for'], '203.0.113.77');
      assert.equal(viaCdn.headers['strict-transport-security'], 'max-age=31536000');
      // The same headers straight from the internet prove nothing.
      const direct = await app.inject({
        url: '/api/list',
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': '203.0.113.77', 'x-forwarded-proto': 'https' },
      });
      assert.equal(upstream.last().headers['x-forwarded-for'], '198.51.100.8');
      assert.equal(direct.headers['strict-transport-security'], undefined);
      // What a trusted hop passes on that is not an address is never forwarded as one.
      await app.inject({
        url: '/api/list',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': 'not-an-ip<script>' },
      });
      assert.equal(upstream.last().headers['x-forwarded-for'], '10.1.2.3');
    } finally {
      await app.close();
      await upstream.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  test("with no secret configured, a client's X-Site-Proxy-Secret still never reaches the API", async () => {
    const dist = makeDist();
    const upstream = await startUpstream();
    const app = await createStaticApp({ root: dist, allowedOrigins: [], spa: true, apiUrl: upstream.url });
    try {
      await app.inject({ url: '/api/list', headers: { [PROXY_SECRET_HEADER]: 'forged' } });
      assert.equal(upstream.received.length, 1);
      assert.equal(upstream.last().headers[PROXY_SECRET_HEADER], undefined);
    } finally {
      await app.close();
      await upstream.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  test('SITE_HTTPS=1 sends HSTS on every reply', async () => {
    const dist = makeDist();
    const app = await createStaticApp({ root: dist, allowedOrigins: [], https: true });
    try {
      assert.equal(
        (await app.inject({ url: '/remoteEntry.js' })).headers['strict-transport-security'],
        'max-age=31536000',
      );
      assert.equal((await app.inject({ url: '/nothing.js' })).headers['strict-transport-security'], 'max-age=31536000');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("a remote's server", () => {
  test("lets the shell's page on another origin load its files (CORP cross-origin, CORS for site origins)", async () => {
    const dist = makeDist();
    const app = await createStaticApp({ root: dist, allowedOrigins: ['http://localhost:3000'] });
    try {
      const r = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'http://localhost:3000' } });
      assert.equal(r.statusCode, 200);
      assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin');
      assert.equal(r.headers['access-control-allow-origin'], 'http://localhost:3000');
      assert.equal(r.headers['cache-control'], 'no-cache');
      // A cache keeps one copy per Origin and encoding: the precompressed file is the same script.
      const br = await app.inject({
        url: '/js/main.0123abcd.js',
        headers: { origin: 'http://localhost:3000', 'accept-encoding': 'br' },
      });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.deepEqual(
        String(br.headers.vary)
          .split(', ')
          .map((f) => f.toLowerCase())
          .sort(),
        ['accept-encoding', 'origin'],
      );
      assert.match(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'), /^console\.log\("x{3000}"\);$/);
      assert.match(String((await app.inject({ url: '/remoteEntry.js' })).headers.vary), /Origin/);
      const other = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'https://evil.example' } });
      assert.equal(other.headers['access-control-allow-origin'], undefined);
      assert.equal((await app.inject({ url: '/js/main.0123abcd.js.map' })).statusCode, 404);
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/csp-report',
            headers: { 'content-type': 'application/csp-report' },
            payload: '{}',
          })
        ).statusCode,
        404,
      );
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  test('with only a releases folder, serves its release folders under /releases/ and nothing at its root', async () => {
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'site-releases-'));
    fs.renameSync(makeDist(), path.join(releases, 'finance-1-0123abcd'));
    const app = await createStaticApp({ releasesRoot: releases, allowedOrigins: ['http://localhost:3000'] });
    try {
      const manifest = await app.inject({ url: '/releases/finance-1-0123abcd/mf-manifest.json' });
      assert.equal(manifest.statusCode, 200);
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      assert.equal(
        (await app.inject({ url: '/releases/finance-1-0123abcd/js/main.0123abcd.js' })).headers['cache-control'],
        'public, max-age=31536000, immutable',
      );
      for (const url of [
        '/mf-manifest.json',
        '/remoteEntry.js',
        '/js/main.0123abcd.js',
        '/releases/finance-1-0123abcd/js/main.0123abcd.js.map',
      ])
        assert.equal((await app.inject({ url })).statusCode, 404, url);
    } finally {
      await app.close();
      fs.rmSync(releases, { recursive: true, force: true });
    }
  });

  test('refuses to start with nothing to serve', async () => {
    await assert.rejects(createStaticApp({ allowedOrigins: [] }), /Nothing to serve/);
  });
});
