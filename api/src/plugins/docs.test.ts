import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { contactEnquirySchema, EMAIL, PHONE, STORABLE_TEXT } from 'contracts/api';
import { buildApp } from '../app';
import { createTestApp, createTestDatabase, json, type TestApp } from '../test/helpers';
import { OpenApiChecker, type OpenApiDocument, type OpenApiSchema } from '../test/openapi';
import { readEnv } from '../config';

/** The OpenAPI document: served with or without Swagger UI, and true to what the API answers. */

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: 2, docsUi: false });
  doc = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const operations = () => new OpenApiChecker(doc).list();
const errorBodySchema = (status: number, template: string, method = 'get') =>
  doc.paths[template]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema as
    { properties: Record<string, unknown>; required: string[] } | undefined;

describe('Swagger UI', () => {
  it('is off unless turned on: no UI pages, the JSON document still served', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/yaml']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ openapi: '3.0.3', info: { title: 'Noida real-estate site API' } });
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('API_DOCS_UI turns it on: 1, true or on (any case); 0, false, off or unset leave it off; anything else stops the start', () => {
    for (const on of ['1', 'true', 'TRUE', 'on', 'On', ' 1']) expect(readEnv({ API_DOCS_UI: on }).docsUi).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'off']) expect(readEnv({ API_DOCS_UI: off }).docsUi).toBe(false);
    for (const wrong of ['yes', '11'])
      expect(() => readEnv({ API_DOCS_UI: wrong })).toThrow(/^API_DOCS_UI must be on or off/);
  });

  it('when on (here through API_DOCS_UI=1), serves the UI with its own relaxed policy, and the same document', async () => {
    const db = await createTestDatabase();
    const saved = process.env.API_DOCS_UI;
    process.env.API_DOCS_UI = '1';
    const app = await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, seed: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('swagger');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const served = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(served.statusCode).toBe(200);
      expect(Object.keys(json<OpenApiDocument>(served).paths).sort()).toEqual(Object.keys(doc.paths).sort());
      // The API's own pages keep the strict policy.
      expect(
        String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']),
      ).not.toContain('unsafe-inline');
    } finally {
      if (saved === undefined) delete process.env.API_DOCS_UI;
      else process.env.API_DOCS_UI = saved;
      await app.close();
      await db.dispose();
    }
  });
});

describe('the document lists every answer', () => {
  it('every operation documents the answers of the server and the proxy, with the error body and its code', () => {
    const ops = operations();
    expect(ops.length).toBe(31); // 28 API operations, and /livez, /readyz and /metrics
    for (const { method, template } of ops) {
      for (const status of [400, 408, 414, 431, 500, 502, 503, 504]) {
        const schema = errorBodySchema(status, template, method.toLowerCase());
        expect({ op: `${method} ${template}`, status, documented: schema !== undefined }).toEqual({
          op: `${method} ${template}`,
          status,
          documented: true,
        });
        // Their own 503 bodies: { status: 'error', … } and { status: 'not ready', reason }.
        if (status === 503 && (template === '/api/health' || template === '/readyz')) continue;
        expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([
          'code',
          'error',
          'fields',
          'message',
          'statusCode',
        ]);
        expect([...(schema?.required ?? [])].sort()).toEqual(['error', 'message', 'statusCode']);
      }
    }
  });

  it('the writes document 413, 415, 422 and 429; reads with a path parameter 400 (and 404 where a thing can be missing)', () => {
    for (const path of ['/api/request-form', '/api/loan-lead']) {
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '413', '415', '422', '429']),
      );
    }
    for (const path of [
      '/api/get-blogdata/{slug}',
      '/api/property-detail/residential/{pid}',
      '/api/property-detail/commercial/{pid}',
      '/images/{folder}/{file}',
      '/images/og/{folder}/{file}',
    ]) {
      expect(Object.keys(doc.paths[path]?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    }
  });

  it('/images documents the SVG, the 304, and its 400 and 404 bodies', () => {
    const responses = doc.paths['/images/{folder}/{file}']?.get?.responses ?? {};
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['image/svg+xml']);
    expect(responses['304']).toEqual({ description: expect.stringContaining('Not Modified') });
    expect(errorBodySchema(400, '/images/{folder}/{file}')?.required).toEqual(['statusCode', 'error', 'message']);
    expect(errorBodySchema(404, '/images/{folder}/{file}')?.required).toEqual(['statusCode', 'error', 'message']);
  });

  it('/images/og documents the JPEG of a link preview, the 304, and its 400 and 404 bodies', () => {
    const responses = doc.paths['/images/og/{folder}/{file}']?.get?.responses ?? {};
    expect(responses['200']?.content).toEqual({
      'image/jpeg': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
    expect(responses['304']).toEqual({ description: expect.stringContaining('Not Modified') });
    expect(errorBodySchema(400, '/images/og/{folder}/{file}')?.required).toEqual(['statusCode', 'error', 'message']);
    expect(errorBodySchema(404, '/images/og/{folder}/{file}')?.required).toEqual(['statusCode', 'error', 'message']);
  });
});

describe('request bodies carry the forms’ own rules', () => {
  const body = (path: string) =>
    doc.paths[path]?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, OpenApiSchema>;
    };
  const patterns = (schema: OpenApiSchema | undefined): string[] => [
    ...(typeof schema?.pattern === 'string' ? [schema.pattern] : []),
    ...((schema?.allOf as OpenApiSchema[] | undefined) ?? []).flatMap((s) =>
      typeof s.pattern === 'string' ? [s.pattern] : [],
    ),
  ];

  it('e-mail and phone patterns are the zod schemas’ own; every text field refuses NUL and lone surrogates', () => {
    const contact = body('/api/request-form').properties;
    expect(patterns(contact.email)).toEqual([STORABLE_TEXT.source, EMAIL.source]);
    expect(patterns(contact.phone)).toEqual([STORABLE_TEXT.source, PHONE.source]);
    for (const field of ['name', 'subject', 'message', 'website'])
      expect(patterns(contact[field])).toEqual([STORABLE_TEXT.source]);
    const lead = body('/api/loan-lead').properties;
    expect(patterns(lead.email)).toEqual([STORABLE_TEXT.source, EMAIL.source]);
    expect(patterns(lead.phone)).toEqual([STORABLE_TEXT.source, `^$|${PHONE.source}`]);
  });

  it('the documented phone pattern, applied as a JSON Schema validator does (Unicode), agrees with the form on any text', () => {
    const documented = new RegExp(patterns(body('/api/request-form').properties.phone)[1] ?? '', 'u');
    const phoneish = fc
      .string({ unit: fc.constantFrom(...'0123456789+- \t'.split('')), maxLength: 20 })
      .map((s) => s.trim());
    fc.assert(
      fc.property(
        fc.oneof(
          phoneish,
          fc.constantFrom('+91 98100 12345', '098100-12345', '0091 9810012345', '98100123456', '+9198100'),
        ),
        (phone) => {
          const accepted = contactEnquirySchema.safeParse({
            name: 'A',
            email: 'a@b.in',
            phone,
            subject: 'S',
            message: 'M',
          }).success;
          expect(accepted).toBe(phone.length > 0 && documented.test(phone));
        },
      ),
      { seed: 20261126, numRuns: 500 },
    );
  });
});

describe('what the framework and the rate limit send is what the document says (checked on every answer)', () => {
  // Each from its own address: the rate limit (2 here) counts refused sends too.
  let client = 0;
  const postRaw = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/request-form',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: `192.0.2.${++client}`,
    });

  it.each([
    [
      '413: a body over 16 KB',
      () => postRaw(JSON.stringify({ message: 'x'.repeat(17 * 1024) })),
      413,
      'FST_ERR_CTP_BODY_TOO_LARGE',
    ],
    ['400: a body that is not JSON', () => postRaw('{"name":'), 400, 'FST_ERR_CTP_INVALID_JSON_BODY'],
    ['400: an empty JSON body', () => postRaw(''), 400, 'FST_ERR_CTP_EMPTY_JSON_BODY'],
    ['415: an XML body', () => postRaw('<a/>', 'application/xml'), 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
    [
      '414: a path parameter over 100 characters',
      () => get(`/api/get-blogdata/${'a'.repeat(101)}`),
      414,
      'FST_ERR_MAX_PARAM_LENGTH',
    ],
    ['400: a path that is not valid percent-encoding', () => get('/api/get-blogdata/%E0%A4%A'), 400, 'FST_ERR_BAD_URL'],
  ])('%s', async (_what, send, status, code) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(json(res)).toMatchObject({
      statusCode: status,
      code,
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it('a validation 400 has no code; the rate limit answers 429 with Retry-After', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/loan-lead',
      payload: { name: '', email: 'x' },
      remoteAddress: '198.51.100.1',
    });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).code).toBeUndefined();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/loan-lead',
        payload: { name: 'R', email: 'r@example.com' },
        remoteAddress: '198.51.100.2',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(json(limited)).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests; please try again in /),
    });
  });

  it('431 from the HTTP server (headers over 16 KB) is the documented body', async () => {
    const db = await createTestDatabase();
    const app = await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, seed: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const req = http.get(
            { host: '127.0.0.1', port, path: '/api/cities', headers: { 'x-filler': 'x'.repeat(20 * 1024) } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              );
            },
          );
          req.on('error', reject);
        },
      );
      expect(answer.statusCode).toBe(431);
      expect(
        new OpenApiChecker(doc).problems({
          method: 'GET',
          url: '/api/cities',
          statusCode: 431,
          headers: answer.headers,
          rawPayload: answer.body,
        }),
      ).toEqual([]);
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

describe('the checker itself', () => {
  const checker = () => new OpenApiChecker(doc);
  const exchange = (url: string, statusCode: number, body: unknown, type = 'application/json; charset=utf-8') => ({
    method: 'GET',
    url,
    statusCode,
    headers: { 'content-type': type },
    rawPayload: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });

  it('finds an undocumented status, a wrong body, a wrong media type and a stray body', () => {
    expect(checker().problems(exchange('/api/cities', 418, { statusCode: 418, error: 'x', message: 'y' }))).toEqual([
      'status 418 is not documented for GET /api/cities',
    ]);
    expect(
      checker()
        .problems(
          exchange('/api/cities', 200, { status: 200, city_list: [{ id: 'one', city: 'Noida', slug: 'noida' }] }),
        )
        .join(),
    ).toContain('/city_list/0/id must be integer');
    expect(
      checker()
        .problems(exchange('/api/cities', 200, { status: 200, city_list: [], extra: 1 }))
        .join(),
    ).toContain('must NOT have additional properties');
    expect(
      checker()
        .problems(exchange('/api/cities', 200, '<html>', 'text/html'))
        .join(),
    ).toContain("media type 'text/html' is not one of application/json");
    expect(
      checker()
        .problems(exchange('/images/site/logo.svg', 304, 'x'))
        .join(),
    ).toContain('documented without a body');
    expect(
      checker()
        .problems(exchange('/api/nowhere', 200, {}))
        .join(),
    ).toContain('no documented operation');
    expect(checker().problems(exchange('/api/cities', 200, { status: 200, city_list: [] }))).toEqual([]);
    expect(
      checker().problems(exchange('/api/nowhere', 404, { statusCode: 404, error: 'Not Found', message: 'Nothing' })),
    ).toEqual([]);
  });
});
