// The write forms posted without JavaScript: checked with the API's schemas, sent to the API as the
// visitor (through the proxy's rules), answered with a 303 to the success view or the page shown
// again with what was typed; never a URL or a log line with what the visitor typed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FormPostBack } from 'contracts/forms';
import { createStaticApp } from '../app.js';
import type { RuntimeConfig } from '../config/runtimeConfig.js';
import { createSiteLogger } from '../logging/requestLog.js';
import type { PageRequest } from '../render/pageRenderer.js';
import { shellBuildFolder } from '../testing/shellBuildFolder.js';

const SECRET = 'proxy-secret-1';
const CLIENT = '203.0.113.7';
const CONTACT = {
  'site-form': 'contact',
  'site-form-key': 'render-key-1',
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '98100 12345',
  subject: 'Flat in Sector 150',
  message: 'Please call me after six.',
  website: '',
};
const { 'site-form': _form, 'site-form-key': _key, ...CONTACT_FIELDS } = CONTACT;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

interface ApiCall {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

describe('a form posted without JavaScript', () => {
  let dist: string;
  let api: FastifyInstance;
  let app: FastifyInstance;
  let apiAnswer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 200, body: {} };
  const apiCalls: ApiCall[] = [];
  const renders: PageRequest[] = [];
  const logLines: string[] = [];
  const config = { remotes: {} } as unknown as RuntimeConfig;

  before(async () => {
    dist = shellBuildFolder([
      { name: 'content', portOffset: 2, segments: ['contact', 'blog'] },
      { name: 'finance', portOffset: 3, segments: ['check-loan-eligibility'] },
    ]);
    api = Fastify();
    api.post('/api/*', async (req, reply) => {
      apiCalls.push({ url: req.url, headers: req.headers, body: req.body });
      reply.headers(apiAnswer.headers ?? {});
      return reply.code(apiAnswer.status).send(apiAnswer.body);
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const apiUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    app = await createStaticApp({
      root: dist,
      allowedOrigins: [],
      spa: true,
      apiUrl,
      proxySecret: SECRET,
      siteUrl: 'https://www.example.in',
      formPostsPerMinute: 8,
      readRuntimeConfig: () => config,
      logger: createSiteLogger('info', { write: (line: string) => void logLines.push(line) }),
      renderer: {
        render: async (request) => {
          renders.push(request);
          const html = `<!doctype html><main>${JSON.stringify(request.postBack ?? null)}</main>`;
          return { status: 200, redirect: null, encoding: null, body: Buffer.from(html) };
        },
      },
    });
  });
  after(async () => {
    await app.close();
    await api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    apiAnswer = { status: 200, body: { status: 200, id: 7 } };
    apiCalls.length = 0;
    renders.length = 0;
    logLines.length = 0;
  });

  let clientNumber = 0;
  /** Each test posts from its own address: the per-client limit is tested on its own. */
  const post = (
    url: string,
    body: string,
    headers: Record<string, string> = {},
    client = `198.51.100.${++clientNumber}`,
  ) =>
    app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: client,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    });

  test('stored: 303 to the success view, sent to the API as the visitor, nothing typed in any URL or log line', async () => {
    const res = await post('/contact', form(CONTACT), { 'user-agent': 'Lynx/2.9' }, CLIENT);
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/contact?sent=contact');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(apiCalls.length, 1);
    const call = apiCalls[0]!;
    assert.equal(call.url, '/api/request-form');
    assert.deepEqual(call.body, {
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      phone: '98100 12345',
      subject: 'Flat in Sector 150',
      message: 'Please call me after six.',
      website: '',
    });
    assert.equal(call.headers['x-forwarded-for'], CLIENT);
    assert.equal(call.headers['x-site-proxy-secret'], SECRET);
    assert.equal(call.headers['x-request-id'], res.headers['x-request-id']);
    assert.equal(call.headers.referer, 'https://www.example.in/contact');
    assert.equal(call.headers['user-agent'], 'Lynx/2.9');
    assert.match(String(call.headers['idempotency-key']), /^form-[0-9a-f]{64}$/);
    const logged = logLines.join('\n');
    assert.match(logged, /"form":"contact","outcome":"stored"/);
    for (const typed of ['Asha', 'asha.verma', '98100', 'Sector 150', 'after six'])
      assert.ok(!logged.includes(typed), typed);
  });

  test('the same post sent again has the same Idempotency-Key; other content or another render, another', async () => {
    await post('/contact', form(CONTACT));
    await post('/contact', form(CONTACT));
    await post('/contact', form({ ...CONTACT, message: 'Another question.' }));
    await post('/contact', form({ ...CONTACT, 'site-form-key': 'render-key-2' }));
    const keys = apiCalls.map((c) => c.headers['idempotency-key']);
    assert.equal(keys[0], keys[1]);
    assert.equal(new Set(keys).size, 3);
  });

  test('invalid: 422, the page shown again with every value and message, nothing sent, stored nowhere', async () => {
    const res = await post('/contact', form({ ...CONTACT, email: 'asha@', phone: '12' }));
    assert.equal(res.statusCode, 422);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(apiCalls.length, 0);
    const postBack = renders[0]?.postBack;
    assert.deepEqual(postBack, {
      form: 'contact',
      values: { ...CONTACT_FIELDS, email: 'asha@', phone: '12' },
      errors: { email: 'Please enter a valid e-mail address', phone: 'Please enter a 10-digit phone number' },
      failure: null,
    } satisfies Record<keyof FormPostBack, unknown>);
    assert.equal(renders[0]?.url, 'https://www.example.in/contact');
    assert.match(res.body, /asha@/);
    assert.match(logLines.join('\n'), /"outcome":"invalid","fields":\["email","phone"\]/);
  });

  test("the API's refusal: its status (429 with Retry-After), told in the page with the values kept", async () => {
    apiAnswer = { status: 429, body: { status: 429, message: 'Too many' }, headers: { 'retry-after': '42' } };
    const res = await post(
      '/check-loan-eligibility',
      form({ 'site-form': 'loan-lead', name: 'Ravi', email: 'ravi@example.in' }),
    );
    assert.equal(res.statusCode, 429);
    assert.equal(res.headers['retry-after'], '42');
    assert.equal(apiCalls[0]?.url, '/api/loan-lead');
    assert.deepEqual(renders[0]?.postBack?.failure, { status: 429, data: { status: 429, message: 'Too many' } });
    assert.equal(renders[0]?.postBack?.values.name, 'Ravi');
  });

  test('the API failing or refusing the content: 503 or 422, never a lost post', async () => {
    apiAnswer = { status: 500, body: { status: 500 } };
    assert.equal((await post('/contact', form(CONTACT))).statusCode, 503);
    apiAnswer = { status: 400, body: { status: 400, fields: { email: 'No' } } };
    assert.equal((await post('/contact', form(CONTACT))).statusCode, 422);
    assert.deepEqual(
      renders.map((r) => r.postBack?.values.name),
      ['Asha Verma', 'Asha Verma'],
    );
  });

  test('refused before anything: another site (403), no form (400), not a form body (415), not a page (404)', async () => {
    assert.equal((await post('/contact', form(CONTACT), { 'sec-fetch-site': 'cross-site' })).statusCode, 403);
    assert.equal((await post('/contact', form({ ...CONTACT, 'site-form': 'newsletter' }))).statusCode, 400);
    const json = await post('/contact', JSON.stringify(CONTACT), { 'content-type': 'application/json' });
    assert.equal(json.statusCode, 415);
    assert.equal((await post('/no-such-page', form(CONTACT))).statusCode, 404);
    assert.equal((await post('/favicon.svg', form(CONTACT))).statusCode, 404);
    assert.equal(apiCalls.length, 0);
    assert.equal(renders.length, 0);
  });

  test('a client past its posts per minute gets 429, others are still served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await post('/contact', form(CONTACT), {}, '192.0.2.50')).statusCode);
    assert.deepEqual(statuses, [...Array<number>(8).fill(303), 429]);
    assert.equal((await post('/contact', form(CONTACT), {}, '192.0.2.51')).statusCode, 303);
  });
});
