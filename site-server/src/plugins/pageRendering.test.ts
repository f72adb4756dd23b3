// A page whose render the pool refuses (renders full, no copy kept) is a 503 with Retry-After, never
// the static page without its content; the pool hears who asks (its per-client share).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from '../app.js';
import type { RuntimeConfig } from '../config/runtimeConfig.js';
import { RenderRefused } from '../render-pool/renderPool.js';
import { shellBuildFolder } from '../testing/shellBuildFolder.js';

/** A shell build folder whose content remote shows /blog and /about. */
const shellDist = () => shellBuildFolder([{ name: 'content', portOffset: 2, segments: ['blog', 'about'] }]);

describe('a page the render pool refuses', () => {
  let dist: string;
  let app: FastifyInstance;
  const clients: (string | undefined)[] = [];
  const config = { remotes: {} } as unknown as RuntimeConfig;

  before(async () => {
    dist = shellDist();
    app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      readRuntimeConfig: () => config,
      renderer: {
        render: (request) => {
          clients.push(request.client);
          return Promise.reject(new RenderRefused(4, 'full'));
        },
      },
    });
  });
  after(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('is answered 503 with Retry-After, not stored, and not the static page', async () => {
    const res = await app.inject({ url: '/blog?j=abc', remoteAddress: '203.0.113.9' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.headers['retry-after'], '4');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.json<{ message: string }>().message, 'The site is busy. Please try again in a moment.');
    assert.ok(!res.body.includes('<div id="root">'));
    assert.deepEqual(clients, ['203.0.113.9']);
  });
});

describe('page addresses with capitals or a trailing slash', () => {
  let dist: string;
  let app: FastifyInstance;
  before(async () => {
    dist = shellDist();
    app = await createStaticApp({ root: dist, allowedOrigins: [], spa: true });
  });
  after(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('answer 301 to the one canonical path, with the query kept', async () => {
    for (const [from, to] of [
      ['/About', '/about'],
      ['/blog/', '/blog'],
      ['/Project-Listing/?pages=2', '/project-listing?pages=2'],
    ]) {
      const res = await app.inject({ url: from });
      assert.equal(res.statusCode, 301, from);
      assert.equal(res.headers.location, to, from);
    }
  });

  test('a canonical page, a file and the API are not moved', async () => {
    assert.equal((await app.inject({ url: '/about' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/Missing.JS' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/api/Nothing/' })).statusCode, 404);
    assert.notEqual((await app.inject({ url: '//evil.example/' })).statusCode, 301);
  });
});

describe('a page a screen sent elsewhere', () => {
  let dist: string;
  let app: FastifyInstance;
  const answers = new Map([
    ['/blog/old-name', { status: 301, redirect: '/blog/new-name' }],
    ['/about', { status: 303, redirect: '/contact' }],
  ]);
  before(async () => {
    dist = shellDist();
    app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      readRuntimeConfig: () => ({ remotes: {} }) as unknown as RuntimeConfig,
      renderer: {
        render: async ({ url }) => {
          const { status, redirect } = answers.get(new URL(url).pathname) ?? { status: 200, redirect: null };
          return { status, redirect, encoding: null, body: Buffer.alloc(0) };
        },
      },
    });
  });
  after(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test("is answered 301 when the screen named the page's one address, else 303; never stored", async () => {
    const moved = await app.inject({ url: '/blog/old-name' });
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, '/blog/new-name');
    assert.equal(moved.headers['cache-control'], 'no-store');
    const other = await app.inject({ url: '/about' });
    assert.equal(other.statusCode, 303);
    assert.equal(other.headers.location, '/contact');
  });
});
