// What the site server tells operations: one log line per request without personal data or
// secrets, a request id handed on to the API, Prometheus metrics, liveness and readiness.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createAdminApp } from './admin/adminApp.js';
import { createStaticApp } from './app.js';
import { createSiteLogger, pathForLog, requestIdGenerator } from './logging/requestLog.js';
import { shellBuildFolder } from './testing/shellBuildFolder.js';
import { countRendererLine, metricsRegistry, routeGroup } from './metrics/siteMetrics.js';

const SECRET = 'proxy-secret-never-logged-0123456789';
const PERSON = { name: 'Asha Verma', phone: '+919812345678', email: 'asha.verma@example.in' };

const buildFolder = () => shellBuildFolder([], { 'app.js': 'console.log(1)' });

test('a logged path keeps the query names, never their values', () => {
  assert.equal(pathForLog('/compare?ids=1,2&email=a@b.in'), '/compare?ids=&email=');
  assert.equal(pathForLog('/blog'), '/blog');
  assert.equal(pathForLog('/x?'), '/x?');
  assert.equal(pathForLog('/x?flag'), '/x?flag=');
});

test('route groups are bounded labels, never the path', () => {
  assert.equal(routeGroup('/api/enquiries?x=1'), 'api');
  assert.equal(routeGroup('/images/a.jpg'), 'images');
  assert.equal(routeGroup('/robots.txt'), 'crawler');
  assert.equal(routeGroup('/releases/abc/remoteEntry.js'), 'releases');
  assert.equal(routeGroup('/js/main.1234abcd.js'), 'static');
  assert.equal(routeGroup('/residential/noida/sector-150/3-bhk-1'), 'page');
  assert.equal(routeGroup('/'), 'page');
});

test('a request id from a trusted hop is kept when well formed; anything else gets a new one', () => {
  const req = (id: string | undefined, address: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress: address } }) as never;
  const trusting = requestIdGenerator(['10.0.0.0/8']);
  assert.equal(trusting(req('abcdef12-trace', '10.1.2.3')), 'abcdef12-trace');
  assert.notEqual(trusting(req('abcdef12-trace', '203.0.113.9')), 'abcdef12-trace');
  assert.notEqual(trusting(req('bad id with spaces', '10.1.2.3')), 'bad id with spaces');
  assert.notEqual(trusting(req('x'.repeat(200), '10.1.2.3')), 'x'.repeat(200));
  assert.match(requestIdGenerator(false)(req('abcdef12-trace', '10.1.2.3')), /^[0-9a-f-]{36}$/);
});

describe('the shell server logs, hands on the request id and counts', () => {
  let dist: string;
  let api: http.Server;
  let app: FastifyInstance;
  let downApp: FastifyInstance;
  const lines: string[] = [];
  const received: http.IncomingHttpHeaders[] = [];

  before(async () => {
    dist = buildFolder();
    api = http.createServer((req, res) => {
      received.push(req.headers);
      req.resume();
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"id":1}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const logger = createSiteLogger('trace', { write: (line: string) => void lines.push(line) });
    const options = { root: dist, allowedOrigins: [], spa: true, proxySecret: SECRET, logger };
    app = await createStaticApp({
      ...options,
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      trustProxy: ['127.0.0.1'],
    });
    // An API that is not there: the proxy's failure is logged and counted.
    downApp = await createStaticApp({ ...options, apiUrl: 'http://127.0.0.1:1' });
  });
  after(async () => {
    await app.close();
    await downApp.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('an enquiry through the proxy: one line each, no name, phone, e-mail or secret anywhere', async () => {
    const body = JSON.stringify({ ...PERSON, message: 'Call me about the 3 BHK' });
    const sent = await app.inject({
      method: 'POST',
      url: `/api/enquiries?email=${encodeURIComponent(PERSON.email)}`,
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-trace-0001' },
      payload: body,
    });
    assert.equal(sent.statusCode, 201);
    // The id from the trusted hop, echoed and handed on to the API.
    assert.equal(sent.headers['x-request-id'], 'edge-trace-0001');
    assert.equal(received.at(-1)?.['x-request-id'], 'edge-trace-0001');
    const page = await app.inject({ url: `/?q=${encodeURIComponent(PERSON.phone)}` });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const failed = await downApp.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    assert.equal(failed.statusCode, 503);

    const all = lines.join('\n');
    for (const secret of [PERSON.name, PERSON.phone, PERSON.email, encodeURIComponent(PERSON.email), SECRET, 'asha'])
      assert.ok(!all.toLowerCase().includes(secret.toLowerCase()), `a log line holds ${secret}`);
    assert.ok(!all.includes('fetching from remote server'), "the proxy library's own lines are off");
    const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    assert.equal(requests.length, 3);
    assert.deepEqual(
      requests.map(({ method, path: p, status, reqId }) => ({ method, path: p, status, reqId })),
      [
        { method: 'POST', path: '/api/enquiries?email=', status: 201, reqId: 'edge-trace-0001' },
        { method: 'GET', path: '/?q=', status: 200, reqId: page.headers['x-request-id'] },
        { method: 'POST', path: '/api/enquiries', status: 503, reqId: failed.headers['x-request-id'] },
      ],
    );
    for (const r of requests) assert.equal(typeof r.ms, 'number');
  });

  test('the metrics count requests by route group, pages, upstream errors and remote failures', async () => {
    countRendererLine('remote listings down');
    countRendererLine('remote listings live (release 7)');
    countRendererLine('render: boom');
    const text = await metricsRegistry.metrics();
    assert.match(text, /site_http_requests_total\{method="POST",route="api",status="201"\} [1-9]/);
    assert.match(text, /site_http_requests_total\{method="GET",route="page",status="200"\} [1-9]/);
    assert.match(text, /site_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="api"\} [1-9]/);
    assert.match(text, /site_pages_total\{source="static"\} [1-9]/);
    assert.match(text, /site_api_upstream_errors_total\{status="503",code="ECONNREFUSED"\} 1/);
    assert.match(text, /site_remote_failures_total\{remote="listings"\} 1/);
    assert.match(text, /site_render_errors_total 1/);
    assert.match(text, /process_cpu_seconds_total/);
    assert.match(text, /# TYPE site_page_render_seconds histogram/);
  });
});

test('the admin listener: /livez at once, /readyz 503 until ready then 200, /metrics as text', async () => {
  let ready = false;
  const admin = createAdminApp({ registry: metricsRegistry, isReady: () => ready });
  try {
    assert.equal((await admin.inject('/livez')).statusCode, 200);
    const before = await admin.inject('/readyz');
    assert.equal(before.statusCode, 503);
    assert.equal(before.headers['cache-control'], 'no-store');
    ready = true;
    assert.equal((await admin.inject('/readyz')).statusCode, 200);
    const metrics = await admin.inject('/metrics');
    assert.equal(metrics.statusCode, 200);
    assert.match(String(metrics.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.match(metrics.body, /site_http_requests_total/);
  } finally {
    await admin.close();
  }
});
