// A remote's style sheet from the site's own origin: fetched once from the configured remote's
// origin and kept, cached for a year when its name is hashed, and nothing else is fetched.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import type { RuntimeConfig } from '../config/runtimeConfig.js';
import { remoteStyles } from './remoteStyles.js';

const SHEET = '.a_x1{color:red}';
const config = {
  remotes: { finance: 'http://localhost:4503/releases/finance-abc/mf-manifest.json' },
} as unknown as RuntimeConfig;

async function appWith(answer: (url: string) => Response) {
  const asked: string[] = [];
  const fetchSheet = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    // Two callers at once share one fetch: the answer comes a moment later.
    await new Promise((r) => setTimeout(r, 20));
    return answer(url);
  }) as typeof fetch;
  const app = Fastify();
  await app.register(remoteStyles, { readRuntimeConfig: () => config, fetchSheet });
  return { app, asked };
}

const css = () => new Response(SHEET, { headers: { 'content-type': 'text/css' } });
const PATH = '/remote-styles/finance/releases/finance-abc/css/finance-styles.685cdffb.css';

describe('remote styles', () => {
  test("serves the remote's sheet, fetched once for requests at once and after", async () => {
    const { app, asked } = await appWith(css);
    const [a, b] = await Promise.all([app.inject(PATH), app.inject(PATH)]);
    const c = await app.inject(PATH);
    for (const res of [a, b, c]) {
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, SHEET);
      assert.match(String(res.headers['content-type']), /^text\/css/);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    assert.deepEqual(asked, ['http://localhost:4503/releases/finance-abc/css/finance-styles.685cdffb.css']);
    await app.close();
  });

  test('keeps 32 sheets: past them the least recently served one is fetched again', async () => {
    const { app, asked } = await appWith(css);
    const sheet = (n: number) => `/remote-styles/finance/releases/finance-abc/css/s${n}.685cdffb.css`;
    for (let n = 0; n < 32; n += 1) await app.inject(sheet(n));
    await app.inject(sheet(0)); // served again: now the most recent
    await app.inject(sheet(32)); // the 33rd: sheet 1 goes
    assert.equal(asked.length, 33);
    await app.inject(sheet(0));
    assert.equal(asked.length, 33);
    await app.inject(sheet(1));
    assert.equal(asked.length, 34);
    assert.equal(asked.at(-1), 'http://localhost:4503/releases/finance-abc/css/s1.685cdffb.css');
    await app.close();
  });

  test('an unhashed sheet is checked again by browsers', async () => {
    const { app } = await appWith(css);
    const res = await app.inject('/remote-styles/finance/css/finance.css');
    assert.equal(res.headers['cache-control'], 'no-cache');
    await app.close();
  });

  test('asks for nothing for a path that is not a configured remote sheet', async () => {
    const { app, asked } = await appWith(css);
    for (const path of [
      '/remote-styles/payments/a.css',
      '/remote-styles/finance/a.js',
      '/remote-styles/finance/../a.css',
    ]) {
      assert.equal((await app.inject(path)).statusCode, 404, path);
    }
    assert.deepEqual(asked, []);
    await app.close();
  });

  test('a remote that fails or answers something else is a 502 or 404, asked again next time', async () => {
    let answer = () => new Response('down', { status: 503 });
    const { app, asked } = await appWith(() => answer());
    assert.equal((await app.inject(PATH)).statusCode, 502);
    answer = () => new Response('<html>', { headers: { 'content-type': 'text/html' } });
    assert.equal((await app.inject(PATH)).statusCode, 502);
    answer = () => new Response('gone', { status: 404 });
    assert.equal((await app.inject(PATH)).statusCode, 404);
    answer = css;
    const res = await app.inject(PATH);
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, SHEET);
    assert.equal(asked.length, 4);
    await app.close();
  });
});
