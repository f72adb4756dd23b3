import { sql } from 'kysely';
import { createTestApp, json, type TestApp } from '../../test/helpers';
import { KEY_PATTERN } from './idempotency';

const contact = {
  name: 'Ravi Sharma',
  email: 'ravi@example.com',
  phone: '+91 98765 43210',
  subject: '3 BHK in Sector 150',
  message: 'Please call me about a site visit this weekend.',
};
const lead = { name: 'Anita Verma', email: 'anita@example.com', phone: '9876543210' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: 1000 });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const count = async (table: 'enquiries' | 'loan_leads') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/request-form', () => {
  it('stores the enquiry before answering 200 { status: 200, id }', async () => {
    const before = await count('enquiries');
    const res = await post('/api/request-form', contact);
    expect(res.statusCode).toBe(200);
    const body = json<{ status: number; id: number }>(res);
    expect(body.status).toBe(200);
    expect(body.id).toBeGreaterThan(0);
    expect(await count('enquiries')).toBe(before + 1);
    const row = await t.app.db.selectFrom('enquiries').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      message: contact.message,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an invalid body is a 400 with a message per field (the shared schema messages)', async () => {
    const before = await count('enquiries');
    const res = await post('/api/request-form', { name: '', email: 'not-an-email', phone: '12', subject: '   ' });
    expect(res.statusCode).toBe(400);
    const body = json<{ statusCode: number; error: string; message: string; fields: Record<string, string> }>(res);
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toEqual(expect.any(String));
    expect(body.fields).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a 10-digit phone number',
      subject: 'This field is required',
      message: 'This field is required',
    });
    expect(await count('enquiries')).toBe(before);
  });

  it('non-object, malformed or wrongly typed bodies are 4xx JSON, never 5xx', async () => {
    const cases = [
      { payload: '[1,2]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '{"name":', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'name=x', type: 'application/x-www-form-urlencoded' },
      { payload: 'hello', type: 'text/plain' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/request-form',
        payload: c.payload,
        headers: { 'content-type': c.type },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(json(res)).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
    }
  });

  it('a body over 16 KB is a 413 JSON', async () => {
    const res = await post('/api/request-form', { ...contact, message: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
  });

  it('the honeypot: a filled `website` stores nothing and still looks like success', async () => {
    const before = await count('enquiries');
    const res = await post('/api/request-form', { ...contact, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 200, id: 0 });
    expect(await count('enquiries')).toBe(before);
  });

  it('Idempotency-Key: a retried send stores once and answers the same', async () => {
    const before = await count('enquiries');
    const headers = { 'idempotency-key': 'contact-7b1f2c9e' };
    const first = await post('/api/request-form', contact, headers);
    const second = await post('/api/request-form', contact, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await count('enquiries')).toBe(before + 1);
  });

  it('Idempotency-Key: concurrent sends with one key store once', async () => {
    const before = await count('enquiries');
    const headers = { 'idempotency-key': 'contact-concurrent-1' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/api/request-form', contact, headers)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count('enquiries')).toBe(before + 1);
  });

  it('Idempotency-Key reused for different data is a 422; a malformed key a 400', async () => {
    const headers = { 'idempotency-key': 'contact-reuse-1' };
    expect((await post('/api/request-form', contact, headers)).statusCode).toBe(200);
    const reuse = await post('/api/request-form', { ...contact, message: 'Something else entirely' }, headers);
    expect(reuse.statusCode).toBe(422);
    expect(json(reuse).message).toEqual(expect.stringContaining('Idempotency-Key'));
    const bad = await post('/api/request-form', contact, { 'idempotency-key': 'has spaces in it' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(
      "Invalid header 'idempotency-key': Idempotency-Key must be 1 to 200 printable ASCII characters",
    );
  });

  it('the OpenAPI document gives the Idempotency-Key pattern the API enforces', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, { post: { parameters: { name: string; schema: { pattern?: string } }[] } }>;
    };
    for (const route of ['/api/request-form', '/api/loan-lead']) {
      const key = doc.paths[route]!.post.parameters.find((p) => p.name === 'idempotency-key');
      expect(key?.schema.pattern).toBe(KEY_PATTERN.source);
    }
  });
});

describe('POST /api/request-form from a listing page', () => {
  it('stores the listing the enquiry is about (kind and id) in the same row; the contact page stores none', async () => {
    const listing = await t.app.db
      .selectFrom('listings')
      .select(['id', 'kind'])
      .where('kind', '=', 'residential')
      .executeTakeFirstOrThrow();
    const res = await post('/api/request-form', { ...contact, property_kind: 'residential', property_id: listing.id });
    expect(res.statusCode).toBe(200);
    const id = json<{ id: number }>(res).id;
    const row = await t.app.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ property_kind: 'residential', name: contact.name });
    expect(Number(row.property_id)).toBe(listing.id);
    const outbox = await t.app.db
      .selectFrom('delivery_outbox')
      .select('state')
      .where('kind', '=', 'enquiry')
      .where('submission_id', '=', id)
      .executeTakeFirst();
    expect(outbox).toEqual({ state: 'pending' });

    const plain = json<{ id: number }>(await post('/api/request-form', contact)).id;
    const plainRow = await t.app.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', plain)
      .executeTakeFirstOrThrow();
    expect([plainRow.property_kind, plainRow.property_id]).toEqual([null, null]);
  });

  it.each([
    [{ property_kind: 'residential' }],
    [{ property_id: 12 }],
    [{ property_kind: 'plot', property_id: 12 }],
    [{ property_kind: 'commercial', property_id: 0 }],
    [{ property_kind: 'commercial', property_id: '12' }],
    [{ property_kind: 'commercial', property_id: 2 ** 31 }],
  ])('refuses a half or malformed listing %j with a 400 naming it, storing nothing', async (extra) => {
    const before = await count('enquiries');
    const res = await post('/api/request-form', { ...contact, ...extra });
    expect(res.statusCode).toBe(400);
    const fields = json<{ fields: Record<string, string> }>(res).fields;
    expect(Object.values(fields)).toEqual(['This enquiry names no listing we know']);
    expect(await count('enquiries')).toBe(before);
  });

  it('a retry with the same key and listing stores once; the same key for another listing is a 422', async () => {
    const before = await count('enquiries');
    const headers = { 'idempotency-key': 'listing-enquiry-1' };
    const body = { ...contact, property_kind: 'commercial', property_id: 3 };
    expect((await post('/api/request-form', body, headers)).statusCode).toBe(200);
    expect((await post('/api/request-form', body, headers)).headers['idempotent-replayed']).toBe('true');
    expect((await post('/api/request-form', { ...body, property_id: 4 }, headers)).statusCode).toBe(422);
    expect(await count('enquiries')).toBe(before + 1);
  });
});

describe('Idempotency-Key across clients and time', () => {
  it('another client with the same key and body gets only the id back; with another body a 422 that reveals nothing', async () => {
    const headers = { 'idempotency-key': 'shared-key-1' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/request-form',
      payload: contact,
      headers,
      remoteAddress: '192.0.2.10',
    });
    const before = await count('enquiries');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/request-form',
      payload: contact,
      headers,
      remoteAddress: '198.51.100.20',
    });
    expect(same.statusCode).toBe(200);
    expect(json(same)).toEqual({ status: 200, id: json<{ id: number }>(first).id });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/request-form',
      payload: { ...contact, message: 'A different message' },
      headers,
      remoteAddress: '198.51.100.20',
    });
    expect(other.statusCode).toBe(422);
    for (const value of Object.values(contact)) expect(other.body).not.toContain(value);
    expect(other.body).not.toContain(`"id"`);
    expect(await count('enquiries')).toBe(before);
  });

  it('a key is remembered for 24 hours, then a send stores a new row', async () => {
    let clock = Date.parse('2026-05-01T00:00:00.000Z');
    const timed = await createTestApp({ writeRateLimit: 1000, now: () => clock, seed: false });
    try {
      const send = () =>
        timed.app.inject({
          method: 'POST',
          url: '/api/loan-lead',
          payload: lead,
          headers: { 'idempotency-key': 'day-key' },
        });
      const first = await send();
      clock += 24 * 60 * 60 * 1000 - 1;
      const replay = await send();
      expect(replay.body).toBe(first.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      clock += 1;
      const fresh = await send();
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['idempotent-replayed']).toBeUndefined();
      expect(json<{ id: number }>(fresh).id).toBe(json<{ id: number }>(first).id + 1);
    } finally {
      await timed.close();
    }
  });
});

describe('POST /api/loan-lead', () => {
  it('stores the lead; phone is optional', async () => {
    const before = await count('loan_leads');
    const a = await post('/api/loan-lead', lead);
    const b = await post('/api/loan-lead', { name: 'No Phone', email: 'np@example.com' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(json<{ id: number }>(b).id).toBeGreaterThan(json<{ id: number }>(a).id);
    expect(await count('loan_leads')).toBe(before + 2);
  });

  it('name and email are required', async () => {
    const res = await post('/api/loan-lead', { phone: '9876543210' });
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields).toEqual({
      name: 'This field is required',
      email: 'This field is required',
    });
  });

  it('idempotency and honeypot work here too, with keys scoped per route', async () => {
    const before = await count('loan_leads');
    const headers = { 'idempotency-key': 'contact-7b1f2c9e' }; // also used on /api/request-form above
    const first = await post('/api/loan-lead', lead, headers);
    const again = await post('/api/loan-lead', lead, headers);
    expect(again.body).toBe(first.body);
    const spam = await post('/api/loan-lead', { ...lead, website: 'x' });
    expect(json(spam)).toEqual({ status: 200, id: 0 });
    expect(await count('loan_leads')).toBe(before + 1);
  });
});

describe('write rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ writeRateLimit: 3 });
  });
  afterAll(async () => limited.close());

  it('answers 429 JSON with Retry-After once an IP exceeds the limit; reads are not limited', async () => {
    const send = () =>
      limited.app.inject({ method: 'POST', url: '/api/loan-lead', payload: lead, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(res)).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
    // Another IP is unaffected; reads from the limited IP are unaffected.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/loan-lead',
      payload: lead,
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect(
        (await limited.app.inject({ method: 'GET', url: '/api/cities', remoteAddress: '203.0.113.9' })).statusCode,
      ).toBe(200);
    }
  });
});
