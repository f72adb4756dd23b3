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
import { createHash } from 'node:crypto';
import { API_PREFIXES, PROXY_SECRET_HEADER, UPLOAD_BODY_LIMIT, uploadRefusal } from './apiProxy.js';

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

describe('uploadRefusal: which multipart bodies are streamed to the API', () => {
  test('only a POST to the photo upload, with a stated size within the limit', () => {
    assert.equal(uploadRefusal('POST', '/api/staff/listings/12/photos', '1048576'), undefined);
    assert.equal(uploadRefusal('POST', '/api/staff/listings/12/photos?x=1', String(UPLOAD_BODY_LIMIT)), undefined);
    assert.equal(uploadRefusal('POST', '/api/contact-enquiry', '100')?.statusCode, 415);
    assert.equal(uploadRefusal('PUT', '/api/staff/listings/12/photos', '100')?.statusCode, 415);
    assert.equal(uploadRefusal('POST', '/api/staff/listings/12/photos/x', '100')?.statusCode, 415);
    assert.equal(uploadRefusal('POST', '/api/staff/listings/12/photos', undefined)?.statusCode, 411);
    assert.equal(uploadRefusal('POST', '/api/staff/listings/12/photos', '-1')?.statusCode, 411);
    assert.equal(
      uploadRefusal('POST', '/api/staff/listings/12/photos', String(UPLOAD_BODY_LIMIT + 1))?.statusCode,
      413,
    );
  });
});

describe('a photo upload is streamed through the proxy', () => {
  let dist: string;
  let api: http.Server;
  let app: FastifyInstance | undefined;
  let site = '';
  const got: { url?: string | undefined; length?: string | undefined; type?: string | undefined; sha: string }[] = [];

  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    fs.writeFileSync(
      path.join(dist, 'site-registry.json'),
      JSON.stringify({ shell: { name: 'shell', port: 3000 }, api: { portOffset: 10 }, remotes: [] }),
    );
    api = http.createServer((req, res) => {
      const hash = createHash('sha256');
      req.on('data', (chunk: Buffer) => hash.update(chunk));
      req.on('end', () => {
        got.push({
          url: req.url,
          length: req.headers['content-length'],
          type: req.headers['content-type'],
          sha: hash.digest('hex'),
        });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"photos":[]}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      proxySecret: SECRET,
    });
    site = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await app?.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('6 MB of multipart reach the API byte for byte, with their size and boundary', async () => {
    const body = Buffer.concat([
      Buffer.from(
        '--b0undary\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.alloc(6 * 1024 * 1024, 7),
      Buffer.from('\r\n--b0undary--\r\n'),
    ]);
    const r = await fetch(`${site}/api/staff/listings/7/photos`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
      body,
    });
    assert.equal(r.status, 201);
    assert.deepEqual(got.at(-1), {
      url: '/api/staff/listings/7/photos',
      length: String(body.length),
      type: 'multipart/form-data; boundary=b0undary',
      sha: createHash('sha256').update(body).digest('hex'),
    });
  });

  test('a multipart body anywhere else is refused before the API sees it', async () => {
    const before = got.length;
    const r = await fetch(`${site}/api/contact-enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    });
    assert.equal(r.status, 415);
    assert.equal(((await r.json()) as { message: string }).message, 'Only the photo upload takes a multipart body.');
    assert.equal(got.length, before);
  });
});
