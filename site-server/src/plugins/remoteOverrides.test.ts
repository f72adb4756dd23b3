// The site server's pages when remote overrides are allowed: each depends on the override cookie
// (static page with another policy, or the server's render), so each says so (Vary: Cookie) and an
// override's page never reaches the renderer (nor its kept-page cache). A cookie past its time is
// ignored: the page is rendered as for anyone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createStaticApp } from '../app.js';
import type { RuntimeConfig } from '../config/runtimeConfig.js';

const INDEX = '<!doctype html><title>t</title><div id="root"></div>';
const RENDERED = '<!doctype html><title>rendered</title>';
const OVERRIDE_ORIGIN = 'http://localhost:6690';
const manifest = `${OVERRIDE_ORIGIN}/mf-manifest.json`;
const HOUR = 3600;

function makeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(dir, 'site-registry.json'),
    JSON.stringify({
      shell: { name: 'shell', port: 3000 },
      api: { portOffset: 10 },
      remotes: [{ name: 'finance', portOffset: 3, segments: ['emi-calculator'], firstPaint: false }],
    }),
  );
  return dir;
}

/** A Cookie header with an override set `ago` seconds ago (the browser's record). */
const cookieSet = (ago: number) => {
  const setAt = Math.floor(Date.now() / 1000) - ago;
  return `theme=dark; remote-override=${encodeURIComponent(`${setAt}:finance=${manifest}`)}`;
};
const varyFields = (r: LightMyRequestResponse) =>
  String(r.headers.vary ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase());

describe('pages while remote overrides are allowed', () => {
  let dist: string;
  let app: FastifyInstance;
  let config: RuntimeConfig;
  const rendered: string[] = [];

  before(async () => {
    dist = makeDist();
    app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      readRuntimeConfig: () => config,
      renderer: {
        render: async (request) => {
          rendered.push(request.url);
          return { status: 200, redirect: null, encoding: null, body: Readable.from([RENDERED]) };
        },
      },
    });
  });
  after(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const allowing = (extra = {}) => ({
    // A remote where nothing listens: the static page's preload lookups fail at once.
    remotes: { finance: 'http://127.0.0.1:9/mf-manifest.json' },
    remoteOverrides: { allow: ['http://localhost:*'], ...extra },
  });

  for (const [what, url, status] of [
    ['a page', '/emi-calculator', 200],
    ['the home page', '/', 200],
    ['an unknown page', '/no/such/page', 404],
  ] as const) {
    test(`${what}: the static page for an override, the render without one, both with Vary: Cookie`, async () => {
      config = allowing();
      rendered.length = 0;
      const withOverride = await app.inject({ url, headers: { cookie: cookieSet(HOUR) } });
      assert.equal(withOverride.statusCode, status);
      assert.equal(withOverride.body, INDEX);
      assert.match(String(withOverride.headers['content-security-policy']), new RegExp(OVERRIDE_ORIGIN));
      assert.ok(varyFields(withOverride).includes('cookie'));
      assert.deepEqual(rendered, []); // never rendered, so never kept for anyone else

      const plain = await app.inject({ url, headers: { cookie: 'theme=dark' } });
      assert.equal(plain.statusCode, status);
      assert.equal(plain.body, RENDERED);
      assert.doesNotMatch(String(plain.headers['content-security-policy']), new RegExp(OVERRIDE_ORIGIN));
      assert.ok(varyFields(plain).includes('cookie'));
      assert.equal(rendered.length, 1);
    });
  }

  test('the static page, when the server does not render, varies by cookie too', async () => {
    config = { ...allowing(), serverRender: false };
    const r = await app.inject({ url: '/emi-calculator' });
    assert.equal(r.body, INDEX);
    assert.ok(varyFields(r).includes('cookie'));
  });

  test('a cookie past the limit is ignored: the page is rendered as for anyone', async () => {
    config = allowing();
    rendered.length = 0;
    const old = await app.inject({ url: '/emi-calculator', headers: { cookie: cookieSet(8 * HOUR + 60) } });
    assert.equal(old.body, RENDERED);
    assert.doesNotMatch(String(old.headers['content-security-policy']), new RegExp(OVERRIDE_ORIGIN));
    // The config's own limit counts.
    config = allowing({ maxAgeHours: 0.5 });
    const pastHalfHour = await app.inject({ url: '/emi-calculator', headers: { cookie: cookieSet(HOUR) } });
    assert.equal(pastHalfHour.body, RENDERED);
    assert.equal(rendered.length, 2);
    config = allowing({ maxAgeHours: 2 });
    assert.equal((await app.inject({ url: '/emi-calculator', headers: { cookie: cookieSet(HOUR) } })).body, INDEX);
  });

  test('with overrides off the cookie changes nothing, and pages do not vary by it', async () => {
    config = { remotes: allowing().remotes };
    const r = await app.inject({ url: '/emi-calculator', headers: { cookie: cookieSet(HOUR) } });
    assert.equal(r.body, RENDERED);
    assert.ok(!varyFields(r).includes('cookie'));
    assert.doesNotMatch(String(r.headers['content-security-policy']), new RegExp(OVERRIDE_ORIGIN));
  });
});
