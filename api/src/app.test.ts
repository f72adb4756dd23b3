import { buildApp } from './app';
import {
  checkedAgainstDocument,
  createTestApp,
  createTestDatabase,
  json,
  usingPostgres,
  type TestApp,
} from './test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ siteOrigins: ['http://localhost:3000', 'https://www.example.in'] });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('database', () => {
  it('runs on the dialect DATABASE_URL selects (PostgreSQL under scripts/with-postgres.sh)', () => {
    expect(t.app.dbDialect).toBe(usingPostgres ? 'postgres' : 'sqlite');
  });
});

describe('health', () => {
  it("answers { status: 'ok', delivery } when the database answers", async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', delivery: { queued: 0, oldestQueuedSeconds: 0, deadLetters: 0 } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with a message when the database does not', async () => {
    const db = await createTestDatabase();
    const app = checkedAgainstDocument(
      await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, seed: false }),
    );
    try {
      await app.db.destroy();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toMatchObject({ status: 'error', statusCode: 503, message: expect.any(String) });
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

describe('security headers', () => {
  it('sets a strict CSP, nosniff, no X-Powered-By', async () => {
    const res = await get('/api/cities');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  // The docs pages' own, relaxed policy: src/plugins/docs.test.ts.
});

describe('CORS', () => {
  it('allows the configured origins', async () => {
    const res = await get('/api/cities', { origin: 'https://www.example.in' });
    expect(res.headers['access-control-allow-origin']).toBe('https://www.example.in');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/request-form',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('does not allow other origins', async () => {
    const res = await get('/api/cities', { origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  (process.env.SITE_ORIGINS ? it.skip : it)(
    'defaults to localhost:3000-3003 (when SITE_ORIGINS is not set)',
    async () => {
      const db = await createTestDatabase();
      const app = checkedAgainstDocument(
        await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, seed: false }),
      );
      try {
        for (const port of [3000, 3001, 3002, 3003]) {
          const res = await app.inject({
            method: 'GET',
            url: '/api/health',
            headers: { origin: `http://localhost:${port}` },
          });
          expect(res.headers['access-control-allow-origin']).toBe(`http://localhost:${port}`);
        }
        const other = await app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { origin: 'http://localhost:4000' },
        });
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await app.close();
        await db.dispose();
      }
    },
  );
});

describe('compression and caching', () => {
  it('compresses JSON for clients that accept it', async () => {
    const res = await get('/api/property_list/noida/all/r', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('lets browsers reuse read answers briefly', async () => {
    expect((await get('/api/cities')).headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=20');
  });
});

describe('read cache', () => {
  it('serves a repeated read from memory, byte for byte', async () => {
    const url = '/api/property_list/noida/all/r?rooms=3&page=1&pageSize=5';
    const first = await get(url);
    const second = await get(url);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['content-security-policy']).toBeDefined();
    expect(second.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=20');
  });

  it('keeps neither errors nor uncacheable routes', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/property-detail/residential/999999')).headers['x-cache']).toBeUndefined();
      expect((await get('/api/health')).headers['x-cache']).toBeUndefined();
    }
  });

  it('can be turned off', async () => {
    const db = await createTestDatabase();
    const app = checkedAgainstDocument(
      await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, readCache: false }),
    );
    try {
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: 'GET', url: '/api/cities' })).headers['x-cache']).toBeUndefined();
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

describe('errors and not-found', () => {
  it('an unknown route is a 404 JSON with a message', async () => {
    for (const url of ['/', '/api/nope', '/api/property-detail/villa/1', '/api/property_list/noida/all']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(json(res)).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
  });

  it('an unsupported method is a 404 JSON too', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/cities' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

describe('OpenAPI', () => {
  it('documents every route at /api/docs/json', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/latest-property',
      '/api/home-property-list',
      '/api/homeblogs',
      '/api/get-blogs',
      '/api/get-blogdata/{slug}',
      '/api/residential-property/best-property',
      '/api/residential-property/genuine-deal',
      '/api/residential-property/exclusive-deal',
      '/api/cities',
      '/api/search_city/{cityname}',
      '/api/property_list/{cityname}/{queryLocation}/{property_type}',
      '/api/property-category/{cityname}/{queryLocation}/{queryCategory}',
      '/api/property-detail/residential/{pid}',
      '/api/property-detail/commercial/{pid}',
      '/api/request-form',
      '/api/loan-lead',
      '/api/health',
      '/images/{folder}/{file}',
      '/images/og/{folder}/{file}',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/api/docs'))).toBe(false);
    const listGet = doc.paths['/api/property_list/{cityname}/{queryLocation}/{property_type}']?.get as {
      parameters: { name: string; in: string }[];
    };
    expect(
      listGet.parameters
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
    ).toEqual(
      [
        'bathrooms',
        'furnishing',
        'page',
        'pageSize',
        'price',
        'q',
        'rooms',
        'sort',
        'status',
        'type',
        'washrooms',
      ].sort(),
    );
    const post = doc.paths['/api/request-form']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(post.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message']),
    );
  });
});
