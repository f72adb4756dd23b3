// The crawler files at the site root (/robots.txt, /sitemap.xml) are the API's answers, passed
// through the shell's server with its protection headers (`node --test npm test -w site-server`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from '../app.js';
import { API_PREFIXES, PROXY_SECRET_HEADER } from './apiProxy.js';

const SECRET = 'crawler-secret-0123456789';
const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';
const ROBOTS = 'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.example.in/sitemap.xml\n';

describe('the crawler files reach the API', () => {
  let dist: string;
  let api: http.Server;
  let app: FastifyInstance | undefined;
  const received: { url: string | undefined; headers: http.IncomingHttpHeaders }[] = [];

  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    // A build's registry facts (dist/site-registry.json), which a page-serving server reads.
    fs.writeFileSync(
      path.join(dist, 'site-registry.json'),
      JSON.stringify({ shell: { name: 'shell', port: 3000 }, api: { portOffset: 10 }, remotes: [] }),
    );
    api = http.createServer((req, res) => {
      received.push({ url: req.url, headers: req.headers });
      const [type, body] =
        req.url === '/sitemap.xml'
          ? ['application/xml; charset=utf-8', SITEMAP]
          : req.url === '/robots.txt'
            ? ['text/plain; charset=utf-8', ROBOTS]
            : ['application/json', '{"statusCode":404,"code":"NOT_FOUND","error":"Not Found","message":"x"}'];
      res.writeHead(type === 'application/json' ? 404 : 200, {
        'content-type': type,
        'cache-control': 'public, max-age=3600',
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      proxySecret: SECRET,
    });
  });
  after(async () => {
    await app?.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('the proxy forwards both files beside /api and /images', () => {
    assert.deepEqual(API_PREFIXES, ['/api', '/images', '/sitemap.xml', '/robots.txt']);
  });

  for (const [url, type, body] of [
    ['/sitemap.xml', 'application/xml; charset=utf-8', SITEMAP],
    ['/robots.txt', 'text/plain; charset=utf-8', ROBOTS],
  ] as const) {
    test(`${url} is the API's answer, with the site's protection headers`, async () => {
      const before = received.length;
      assert.ok(app);
      const r = await app.inject({ url });
      assert.equal(r.statusCode, 200);
      assert.equal(r.body, body);
      assert.equal(r.headers['content-type'], type);
      assert.equal(r.headers['cache-control'], 'public, max-age=3600');
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin');
      assert.equal(received.length, before + 1);
      const seen = received.at(-1);
      assert.equal(seen?.url, url);
      assert.equal(seen?.headers[PROXY_SECRET_HEADER], SECRET);
    });
  }

  test('neighbouring paths are not forwarded as the crawler files', async () => {
    const before = received.length;
    assert.ok(app);
    const r = await app.inject({ url: '/sitemap.xml.bak' });
    assert.equal(r.statusCode, 404);
    assert.equal(received.length, before);
  });
});
