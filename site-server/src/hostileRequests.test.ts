// The site server with its server renderer, over real HTTP, against hostile and odd requests:
// never a 5xx, never a crash. Uses the built site (shell/dist and each remote's dist, browser and
// server builds); without a build it is skipped with a message (run `npm run build` first).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSiteRenderer } from './render/pageRenderer.js';
import { createStaticApp } from './app.js';
import { readSiteRegistry, type SiteRegistry } from './config/siteRegistry.js';
import type { SiteRenderer } from './render/pageRenderer.js';

/** The port a listening server was given. */
const portOf = (server: http.Server) => (server.address() as net.AddressInfo).port;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDist = path.join(root, 'shell/dist');

/** The built site: its registry and each remote's dist. */
interface BuiltSite {
  missing?: undefined;
  registry: SiteRegistry;
  remotes: { name: string; dist: string }[];
}

/** The built site's folders, or why it cannot be used. */
function builtSite(): BuiltSite | { missing: string } {
  const need = [path.join(shellDist, 'server/main.js'), path.join(shellDist, 'page-assets.json')];
  let registry: SiteRegistry;
  try {
    registry = readSiteRegistry(shellDist);
  } catch {
    return { missing: path.join(shellDist, 'site-registry.json') };
  }
  const remotes = registry.remotes.map((r) => ({ name: r.name, dist: path.join(root, r.workspace, 'dist') }));
  need.push(...remotes.map((r) => path.join(r.dist, 'server/mf-manifest.json')));
  const missing = need.find((file) => !fs.existsSync(file));
  return missing ? { missing } : { registry, remotes };
}

const site = builtSite();
const skip = site.missing
  ? `no built site (${path.relative(root, site.missing)} is missing): run npm run build`
  : false;

/** One request exactly as written (no client normalises the target): status line and headers. */
/** A raw answer: its status (0: none), its head and its body as latin1 text. */
interface RawAnswer {
  status: number;
  head: string;
  body?: string;
}

function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({
        status,
        head: text.slice(0, text.indexOf('\r\n\r\n')),
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      });
    });
    const lines = Object.entries({ Host: 'localhost', Accept: 'text/html', Connection: 'close', ...headers }).map(
      ([k, v]) => `${k}: ${v}`,
    );
    // latin1: raw bytes as given (a UTF-8 target is sent as its UTF-8 bytes below).
    // Written, not ended: a client that half-closes first gets no answer from Node's server.
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.from(target, 'utf8'),
        Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`),
      ]),
    );
  });
}

/** A small API for the renderer and the proxy: every answer an empty object (the screens' error state). */
async function startApi() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${portOf(server)}`, close: () => new Promise((r) => server.close(r)) };
}

/** The paths of every route the registry names, plus the home page and a few shell pages. */
function routePaths(registry: SiteRegistry) {
  const fixed = [
    '/',
    '/about',
    '/blog',
    '/blog/some-post',
    '/contact',
    '/gallery',
    '/search-property/r/noida/all/all',
    '/project-listing',
    '/property/noida/all/residential',
    '/property/best-property',
    '/residential/sector-150/some-flat/1',
    '/commercial/sector-62/some-office/2',
    '/check-loan-eligibility',
    '/eligibility-check',
    '/emi-calculator',
    '/no/such/page',
  ];
  return [...new Set([...fixed, ...registry.remotes.flatMap((r) => r.segments.map((s) => `/${s}`))])];
}

/** Odd and hostile request targets: encodings, traversal, huge, unicode, empty segments. */
function hostileTargets(routes: string[]) {
  const junk = [
    '/%00',
    '/%ZZ',
    '/%',
    '/%E0%A4%A',
    '/%C0%AE%C0%AE/',
    '/..',
    '/../../../etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/',
    '//',
    '///evil.example//x',
    '/नोएडा',
    '/%E0%A4%A8%E0%A5%8B%E0%A4%8F%E0%A4%A1%E0%A4%BE',
    '/\u{1F3E0}',
    '/<script>alert(1)</script>',
    '/"onmouseover="x',
    '/a;b=c',
    '/x?%',
    '/x?a=%ZZ&b=%00&c=<script>&d[]=1&d[x]=2&__proto__[x]=1',
    '/x?page=-1&sort=%27%20OR%201=1--',
    `/${'a'.repeat(4000)}`,
    `/x?q=${'x'.repeat(6000)}`,
    `/${'ü'.repeat(500)}`,
    `/${'%2F'.repeat(1000)}`,
    `/${'a/'.repeat(1500)}`,
    '/x#fragment',
    '/x/',
  ];
  const targets = ['//', '/%00', '/%ZZ', '/..', '/...', '//evil.example', '/?%', '/?a=%ZZ', `/${'x'.repeat(7000)}`];
  for (const route of routes) {
    for (const j of junk) targets.push(route === '/' ? j : `${route}${j}`);
  }
  return [...new Set(targets)];
}

describe('the site server with its renderer, hostile requests', { skip }, () => {
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let renderer: SiteRenderer | null = null;
  let app: FastifyInstance | undefined;
  let port = 0;
  const remoteApps: FastifyInstance[] = [];
  const logs: string[] = [];
  const crashes: string[] = [];
  const onCrash = (error: unknown) => crashes.push(String((error as Error | null)?.stack ?? error));

  before(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    api = await startApi();
    const remotes: Record<string, string> = {};
    assert.ok('registry' in site);
    for (const remote of site.remotes) {
      const remoteApp = await createStaticApp({ root: remote.dist, allowedOrigins: [] });
      await remoteApp.listen({ port: 0, host: '127.0.0.1' });
      remoteApps.push(remoteApp);
      remotes[remote.name] = `http://127.0.0.1:${portOf(remoteApp.server)}/mf-manifest.json`;
    }
    const sample = JSON.parse(
      fs.readFileSync(path.join(root, 'shared-ui/src/config/sample-runtime-config.json'), 'utf8'),
    );
    const config = { ...sample, apiBaseUrl: '', remotes };
    const readRuntimeConfig = () => config;
    renderer = await createSiteRenderer({ shellDist, apiUrl: api.url, readRuntimeConfig, log: (l) => logs.push(l) });
    assert.ok(renderer, 'the shell has a server build');
    app = await createStaticApp({
      root: shellDist,
      spa: true,
      apiUrl: api.url,
      readRuntimeConfig,
      renderer,
      allowedOrigins: [],
      log: (l) => logs.push(l),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(app.server);
  });

  after(async () => {
    renderer?.close();
    await app?.close();
    await Promise.all(remoteApps.map((a) => a.close()));
    await api?.close();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });

  test('the first pages after a start, asked at once, find every remote released (none "not configured")', async () => {
    const pages = await Promise.all(
      ['/', '/emi-calculator', '/blog', '/contact', '/project-listing'].map((p) => rawRequest(port, 'GET', p)),
    );
    assert.deepEqual(
      pages.map((r) => r.status),
      [200, 200, 200, 200, 200],
    );
    assert.deepEqual(
      logs.filter((l) => /not-configured/.test(l)),
      [],
    );
  });

  test('a plain page is rendered on the server (the test renders for real)', async () => {
    // The first pages may hand the region to the browser while the remotes' code loads (a busy machine).
    let res: RawAnswer = { status: 0, head: '' };
    for (let i = 0; i < 20; i++) {
      res = await rawRequest(port, 'GET', '/emi-calculator');
      assert.equal(res.status, 200);
      if (res.body?.includes('EMI CALCULATOR')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    assert.match(String(res.body), /EMI CALCULATOR/);
    assert.match(String(res.body), /<footer/);
  });

  test('every odd target, GET and HEAD: an answer below 500, never a crash', async () => {
    assert.ok('registry' in site);
    const targets = hostileTargets(routePaths(site.registry));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let rendered = 0;
    // A few at a time, as visitors would send them.
    for (let i = 0; i < targets.length; i += 6) {
      await Promise.all(
        targets.slice(i, i + 6).flatMap((target) =>
          ['GET', 'HEAD'].map(async (method) => {
            const res = await rawRequest(port, method, target).catch((e: unknown): RawAnswer => ({
              status: 0,
              head: String(e),
            }));
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (method === 'GET' && res.body?.includes('</footer>')) rendered += 1;
            if (res.status === 0 || res.status >= 500)
              failures.push(`${method} ${target.slice(0, 120)} → ${res.status} ${res.head.slice(0, 200)}`);
          }),
        ),
      );
    }
    assert.deepEqual(failures, [], `${failures.length} of ${targets.length * 2} requests`);
    // Many reach the renderer; the rest are refused before it (400 malformed, 403 traversal).
    if (process.env.DEBUG_HOSTILE) console.log(statuses, rendered, logs.slice(0, 40));
    assert.ok(rendered > targets.length / 3, `${rendered} of ${targets.length} rendered`);
    assert.deepEqual(crashes, []);
    assert.ok(targets.length > 300, `${targets.length} targets`);
  });

  test('odd headers on a page: an answer below 500', async () => {
    const cases: Record<string, string>[] = [
      { 'Accept-Encoding': 'br;q=abc, gzip;q=-1, *;q=0, ' + 'x,'.repeat(500) },
      { Accept: '*/*', 'Accept-Language': '\u00ff'.repeat(100) },
      { 'X-Forwarded-For': '999.999.999.999, ::ffff:1.2.3.4', 'X-Forwarded-Proto': 'javascript', Forwarded: 'for=x' },
      { Host: 'evil.example:99999' },
      { Host: '' },
      { Cookie: 'a='.repeat(2000) },
    ];
    for (const headers of cases) {
      for (const method of ['GET', 'HEAD']) {
        const res = await rawRequest(port, method, '/blog?x=1', headers);
        assert.ok(
          res.status > 0 && res.status < 500,
          `${method} with ${JSON.stringify(headers).slice(0, 100)} → ${res.status}`,
        );
      }
    }
    assert.deepEqual(crashes, []);
  });

  test('after all of it the server still renders pages', async () => {
    const res = await rawRequest(port, 'GET', '/about');
    assert.equal(res.status, 200);
    assert.match(String(res.body), /<footer/);
    assert.deepEqual(crashes, []);
  });
});
