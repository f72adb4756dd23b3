// The site servers' shared limits (`node --test`, part of `npm run test:unit`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiHitCounter, localHitCounter, type HitCounter } from './sharedLimits.js';
import { watchDataVersion } from '../render/pageRenderer.js';
import { createStaticApp } from '../app.js';

/** A real fetch answer with a JSON body. */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('localHitCounter', () => {
  test('counts per client within a window and forgets everyone when it ends', async () => {
    let t = 0;
    const count = localHitCounter(() => t);
    assert.deepEqual(await count('a', 60_000), { hits: 1, ttlMs: 60_000 });
    t = 10_000;
    assert.deepEqual(await count('a', 60_000), { hits: 2, ttlMs: 50_000 });
    assert.deepEqual(await count('b', 60_000), { hits: 1, ttlMs: 50_000 });
    t = 60_000;
    assert.deepEqual(await count('a', 60_000), { hits: 1, ttlMs: 60_000 });
  });
});

describe('apiHitCounter', () => {
  test("asks the API with the proxy's secret and the limit's name", async () => {
    const asked: { url: unknown; init: RequestInit | undefined }[] = [];
    const count = apiHitCounter({
      apiUrl: 'http://api.internal:3010',
      proxySecret: 'the-secret-0123456789',
      limit: 'csp-report',
      fetchImpl: async (url, init) => {
        asked.push({ url, init });
        return json(200, { hits: 4, ttlMs: 1234 });
      },
    });
    assert.deepEqual(await count('203.0.113.5', 60_000), { hits: 4, ttlMs: 1234 });
    const [first] = asked;
    assert.equal(first?.url, 'http://api.internal:3010/api/limits/hit');
    assert.equal((first?.init?.headers as Record<string, string>)['x-site-proxy-secret'], 'the-secret-0123456789');
    assert.deepEqual(JSON.parse(String(first?.init?.body)), { limit: 'csp-report', client: '203.0.113.5' });
  });

  test('an answer that is not a count is a failure', async () => {
    const count = apiHitCounter({
      apiUrl: 'http://x',
      proxySecret: 's',
      limit: 'csp-report',
      fetchImpl: async () => json(403, {}),
    });
    await assert.rejects(count('203.0.113.5', 60_000), /status 403/);
  });
});

describe('the CSP report limit across site servers', () => {
  const dists: string[] = [];
  const apps: FastifyInstance[] = [];
  const makeApp = async (cspReportCounter: HitCounter) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-limit-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
    dists.push(dist);
    const app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      onCspReport: () => undefined,
      cspReportsPerMinute: 3,
      cspReportCounter,
    });
    apps.push(app);
    return app;
  };
  const report = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/csp-report',
      remoteAddress: ip,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src' } }),
    });
  after(async () => {
    await Promise.all(apps.map((a) => a.close()));
    for (const d of dists) fs.rmSync(d, { recursive: true, force: true });
  });

  test('two site servers counting in one place hold one limit', async () => {
    const shared = localHitCounter(); // stands in for the API's windows
    const a = await makeApp(shared);
    const b = await makeApp(shared);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await report(i % 2 === 0 ? a : b, '192.0.2.60')).statusCode);
    assert.deepEqual(statuses, [204, 204, 204, 429, 429, 429]);
  });

  test('while the shared counter fails, each server still limits on its own', async () => {
    const app = await makeApp(async () => {
      throw new Error('API unreachable');
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await report(app, '192.0.2.61')).statusCode);
    assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
  });
});

describe('watchDataVersion', () => {
  let versions: Response[] = [];
  let watcher: ReturnType<typeof watchDataVersion> | undefined;
  const changes: number[] = [];
  const lines: string[] = [];
  before(() => {
    versions = [
      json(200, { version: 7 }),
      json(200, { version: 7 }),
      json(503, {}),
      json(503, {}),
      json(503, {}),
      json(200, { version: 9 }),
    ];
    watcher = watchDataVersion({
      apiUrl: 'http://api',
      everyMs: 3_600_000, // ticks are driven by the test
      log: (line) => lines.push(line),
      fetchImpl: async () => versions.shift() ?? json(200, { version: 9 }),
    });
    watcher.onChange((v) => changes.push(v));
  });
  after(() => watcher?.close());

  test('calls back once per change, never for the first reading, and says when the API cannot be asked', async () => {
    assert.ok(watcher);
    await new Promise((r) => setImmediate(r)); // the first reading (7)
    await watcher.check(); // 7 again
    assert.deepEqual(changes, []);
    await watcher.check(); // 503: not said yet (an API starting up)
    await watcher.check();
    assert.equal(lines.length, 0);
    await watcher.check(); // the third in a row
    assert.equal(lines.length, 1);
    assert.match(String(lines[0]), /cannot read it/);
    await watcher.check(); // 9
    assert.deepEqual(changes, [9]);
    assert.match(String(lines[1]), /answers again/);
    await watcher.check(); // 9 again
    assert.deepEqual(changes, [9]);
  });
});
