// Static "floor" pages: each route's own server HTML with every script removed, everything it
// loads served from the floor's own origin. What a page costs beyond its own HTML, styles, images
// and fonts is its LCP over the floor's.
//
//   node scripts/bench/floorPages.mjs [route…]   snapshots the routes of a running site (BENCH_URL,
//                                                or one it starts) and serves them on FLOOR_PORT
//
// The floor server answers each snapshotted route's own path with its floor page and passes every
// other request (images, styles, fonts, /api) to the site. An asset the route loads from another
// origin (a remote's style sheet) is fetched by the floor server too (/__floor-asset/), so the
// floor never pays for a second connection: a route that does is measured against a page that does not.
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './siteProcess.mjs';

/** Where the floor server passes a request on to another origin. */
const FLOOR_ASSET_PREFIX = '/__floor-asset/';

/**
 * Removes every script and what only scripts use, in the page (a clone: the page is left as it
 * was), and points assets on other origins at the floor's own.
 */
function snapshotInPage(assetPrefix) {
  const root = document.documentElement.cloneNode(true);
  const ownOrigin = (value) => {
    const u = new URL(value, location.href);
    return u.origin === location.origin
      ? value
      : `${assetPrefix}${encodeURIComponent(u.origin)}${u.pathname}${u.search}`;
  };
  for (const el of root.querySelectorAll('link[href]')) el.setAttribute('href', ownOrigin(el.getAttribute('href')));
  for (const el of root.querySelectorAll('img[src]')) el.setAttribute('src', ownOrigin(el.getAttribute('src')));
  // Scripts of every type (JSON state and JSON-LD too: the floor is the page without them), and
  // <noscript>, which a browser with scripts on never shows.
  for (const el of root.querySelectorAll('script, noscript, template')) el.remove();
  for (const link of root.querySelectorAll('link')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase();
    const as = (link.getAttribute('as') ?? '').toLowerCase();
    const onlyForScripts =
      rel.includes('modulepreload') ||
      ((rel.includes('preload') || rel.includes('prefetch')) && !['style', 'image', 'font'].includes(as));
    if (onlyForScripts) link.remove();
  }
  for (const el of root.querySelectorAll('*')) {
    for (const { name } of [...el.attributes]) if (name.toLowerCase().startsWith('on')) el.removeAttribute(name);
  }
  return '<!doctype html>\n' + root.outerHTML;
}

/**
 * Waits until a route shows its content: the network quiet, a heading in the main region, no
 * busy region or loading status (the listing's spinner), the fonts ready and the images in the first screen decoded.
 */
async function waitForContent(page) {
  await page.waitForLoadState('networkidle');
  const settled = page.waitForFunction(
    () =>
      document.querySelector('main h1, main h2') !== null &&
      document.querySelector('[aria-busy="true"]') === null &&
      ![...document.querySelectorAll('main [role="status"]')].some((el) => /loading/i.test(el.textContent ?? '')) &&
      document.fonts.status === 'loaded',
    undefined,
    { timeout: 15_000 },
  );
  // A page that keeps a loading status (a region waiting for the visitor to scroll) is taken as it is.
  await settled.catch(() =>
    console.error(`floor page of ${new URL(page.url()).pathname}: still loading after 15 s, taken as it is`),
  );
  await page.evaluate(async () => {
    const visible = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(visible.map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForTimeout(300);
}

/**
 * Loads each route of the site in Chromium with JavaScript off (the server's HTML as it is; a
 * phone-sized window, as Lighthouse's mobile run) and returns Map<route, html> of its floor page.
 */
export async function snapshotFloorPages(siteUrl, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const pages = new Map();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
    for (const route of routes) {
      const page = await context.newPage();
      await page.goto(siteUrl + route, { waitUntil: 'domcontentloaded' });
      await waitForContent(page);
      pages.set(route, await page.evaluate(snapshotInPage, FLOOR_ASSET_PREFIX));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/** `/__floor-asset/<origin>/<path>`: the origin (http only, as the bench's site) and the path there. */
function assetOrigin(url) {
  const rest = url.slice(FLOOR_ASSET_PREFIX.length);
  const slash = rest.indexOf('/');
  const origin = new URL(decodeURIComponent(slash < 0 ? rest : rest.slice(0, slash)));
  if (origin.protocol !== 'http:') throw new Error(`floor asset on ${origin.origin}: only http origins are passed on`);
  return { origin, path: slash < 0 ? '/' : rest.slice(slash) };
}

/** Serves the floor pages (compressed as the site compresses its pages) and proxies the rest. */
export function serveFloorPages(pages, siteUrl, port) {
  const site = new URL(siteUrl);
  const bodies = new Map(
    [...pages].map(([route, html]) => {
      const raw = Buffer.from(html);
      return [route, { raw, br: zlib.brotliCompressSync(raw), gzip: zlib.gzipSync(raw) }];
    }),
  );
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url, 'http://floor').pathname;
    const body = req.method === 'GET' || req.method === 'HEAD' ? bodies.get(pathname) : undefined;
    if (body) {
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      const payload = encoding ? body[encoding] : body.raw;
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': payload.length,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
      return;
    }
    // Everything else is the site's (or, under /__floor-asset/, another origin's): the same bytes
    // and headers, from the floor's origin.
    const elsewhere = req.url.startsWith(FLOOR_ASSET_PREFIX) ? assetOrigin(req.url) : null;
    const target = elsewhere?.origin ?? site;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: elsewhere?.path ?? req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** The seven routes of `npm run bench:web`, with a listing and a post read from the API. */
export async function benchRoutes(url) {
  if (process.env.ROUTES) return process.env.ROUTES.split(',');
  const list = await (await fetch(`${url}/api/property_list/noida/all/r?page=1&pageSize=1`)).json();
  const p = list.property_list?.[0];
  const blogs = await (await fetch(`${url}/api/get-blogs`)).json();
  const b = blogs.get_blogs?.[0];
  const detail = p && `/residential/${p.p_location}/${p.slug}/${p.p_id}`;
  const post = b && `/blog/${b.slug}`;
  return ['/', '/property/noida/all/residential', detail, '/blog', post, '/contact', '/emi-calculator'].filter(Boolean);
}

// Run directly: snapshot and serve until stopped.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withSite } = await import('./siteProcess.mjs');
  const port = Number(process.env.FLOOR_PORT ?? Number(process.env.BENCH_PORT ?? 4500) + 20);
  await withSite(async (url) => {
    const routes = process.argv.length > 2 ? process.argv.slice(2) : await benchRoutes(url);
    const pages = await snapshotFloorPages(url, routes);
    const server = await serveFloorPages(pages, url, port);
    for (const [route, html] of pages) console.log(`http://localhost:${port}${route}  (${html.length} bytes)`);
    console.log('Serving the floor pages; Ctrl-C (or SIGTERM) stops.');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    server.close();
    server.closeAllConnections();
  });
}
