import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { PROXY_SECRET_HEADER } from '../../plugins/client-address';
import { createTestApp, createTestDatabase, json, type TestDatabase } from '../../test/helpers';
// The staff export's path, written out: it is the delivery feature's own.
const STAFF_EXPORT_PATH = '/api/staff/submissions';

const PROXY_SECRET = 'proxy-secret-7f1c2b9a4e';
const STAFF_TOKEN = 'staff-token-0123456789abcdef0123456789abcdef';
const METRICS_TOKEN = 'metrics-token-5d8e1a3c';
const person = {
  name: 'Zubin Khandelwal',
  email: 'zubin.k@example.org',
  phone: '+91 99887 76655',
  subject: 'Plot near the expressway',
  message: 'Lorem visit Saturday morning 4471',
};

let db: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  db = await createTestDatabase();
  // Not checked against the document: the staff route is deliberately left out of it.
  app = await buildApp({
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    logger: true,
    logStream,
    proxySecret: PROXY_SECRET,
    staffToken: STAFF_TOKEN,
    metricsToken: METRICS_TOKEN,
    writeRateLimit: 1000,
  });
});
afterAll(async () => {
  await app.close();
  await db.dispose();
});

const requestLines = () =>
  logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === 'request');

describe('request ids', () => {
  it('a well-formed X-Request-Id from the caller is kept, echoed and logged', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cities', headers: { 'x-request-id': 'lb-req:0001.a' } });
    expect(res.headers['x-request-id']).toBe('lb-req:0001.a');
    expect(requestLines().find((l) => l.reqId === 'lb-req:0001.a')).toMatchObject({
      method: 'GET',
      route: '/api/cities',
      status: 200,
    });
  });

  it('a malformed one, or none, is replaced by a fresh id, which is echoed', async () => {
    const forged = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'bad id' } });
    const none = await app.inject({ method: 'GET', url: '/livez' });
    for (const res of [forged, none]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('polls (the data version, probes) that succeed are not logged at info; a visitor request is', async () => {
    for (const url of ['/api/data-version', '/livez', '/readyz'])
      await app.inject({ method: 'GET', url, headers: { 'x-request-id': `poll-line-${url.length}0000` } });
    await app.inject({ method: 'GET', url: '/api/cities', headers: { 'x-request-id': 'visitor-line-0001' } });
    expect(requestLines().filter((l) => String(l.reqId).startsWith('poll-line-'))).toEqual([]);
    expect(requestLines().filter((l) => l.reqId === 'visitor-line-0001')).toHaveLength(1);
  });

  it('one line per request names the route template, never the query or path values', async () => {
    const id = 'detail-line-0001';
    await app.inject({
      method: 'GET',
      url: '/api/property-detail/residential/3?ref=secret-value',
      headers: { 'x-request-id': id },
    });
    const lines = requestLines().filter((l) => l.reqId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: '/api/property-detail/residential/:pid', status: 200 });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret-value');
  });
});

describe('no personal data or secret in any log line', () => {
  it('an enquiry, a lead, the proxy secret, the staff and metrics tokens never reach the log', async () => {
    const enquiry = await app.inject({ method: 'POST', url: '/api/request-form', payload: person });
    const lead = await app.inject({
      method: 'POST',
      url: '/api/loan-lead',
      payload: { name: person.name, email: person.email, phone: person.phone },
      headers: { [PROXY_SECRET_HEADER]: PROXY_SECRET, 'x-forwarded-for': '203.0.113.77' },
    });
    const staff = await app.inject({
      method: 'GET',
      url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    const wrongStaff = await app.inject({
      method: 'GET',
      url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
      headers: { authorization: `Bearer ${STAFF_TOKEN}x` },
    });
    const scrape = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect([enquiry.statusCode, lead.statusCode, staff.statusCode, wrongStaff.statusCode, scrape.statusCode]).toEqual([
      200, 200, 200, 401, 200,
    ]);
    expect(staff.body).toContain(person.email); // the export itself does carry it
    const everything = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of [
      person.name,
      person.email,
      person.phone,
      person.phone.replace(/\D/g, ''),
      person.message,
      PROXY_SECRET,
      STAFF_TOKEN,
      METRICS_TOKEN,
      '203.0.113.77',
    ])
      expect(everything).not.toContain(secret);
  });
});

describe('GET /metrics', () => {
  it('needs the token when METRICS_TOKEN is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN} `, METRICS_TOKEN]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('api_http_requests_total');
    }
  });

  it('counts requests by route and status, times them, and shows the queue and the process', async () => {
    await app.inject({ method: 'GET', url: '/api/property-detail/residential/999999' });
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(/api_http_requests_total\{method="GET",route="\/api\/cities",status="200"\} [1-9]/);
    expect(text).toMatch(
      /api_http_requests_total\{method="GET",route="\/api\/property-detail\/residential\/:pid",status="404"\} 1\n/,
    );
    expect(text).toMatch(
      /api_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/cities"\} [1-9]/,
    );
    expect(text).toContain('api_database_errors_total 0');
    // The enquiry and the lead above: one copy each to the default recipient, none sent yet or sent.
    expect(text).toMatch(/api_delivery_queue_items\{state="pending"\} \d+/);
    expect(text).toContain('api_delivery_queue_items{state="dead"} 0');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is open when no token is set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('api_http_requests_total');
    } finally {
      await t.close();
    }
  });
});

describe('liveness and readiness', () => {
  it('/livez and /readyz answer 200 on a migrated database, uncached and never rate limited', async () => {
    for (let i = 0; i < 40; i += 1) {
      const [live, ready] = await Promise.all([
        app.inject({ method: 'GET', url: '/livez' }),
        app.inject({ method: 'GET', url: '/readyz' }),
      ]);
      expect([live.statusCode, ready.statusCode]).toEqual([200, 200]);
      if (i === 0) {
        expect(json(live)).toEqual({ status: 'alive' });
        expect(json(ready)).toEqual({ status: 'ready' });
        expect(ready.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('/readyz is 503 while a migration is missing, and when the database is gone; /livez stays 200', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const last = await t.app.db
        .selectFrom('schema_migrations')
        .select('name')
        .orderBy('name', 'desc')
        .executeTakeFirstOrThrow();
      await t.app.db.deleteFrom('schema_migrations').where('name', '=', last.name).execute();
      const missing = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(missing.statusCode).toBe(503);
      expect(json(missing)).toEqual({ status: 'not ready', reason: '1 migration(s) not applied' });

      await t.app.db.destroy(); // the database goes away under the running API
      const gone = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(json(gone)).toEqual({ status: 'not ready', reason: 'the database is not answering' });
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
