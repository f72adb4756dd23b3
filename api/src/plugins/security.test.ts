import { createTestApp, type TestApp } from '../test/helpers';
import { apiHelmetOptions, securityHeaders } from './security';

/** What helmet sets with the API's options: the headers every answer must carry. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';object-src 'none';frame-ancestors 'none';form-action 'self';img-src 'self' data:;script-src 'self';style-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('securityHeaders', () => {
  it("are helmet's headers for the API's options, worked out once", () => {
    expect(securityHeaders(apiHelmetOptions(false, true))).toEqual(EXPECTED);
    expect(Object.isFrozen(securityHeaders(apiHelmetOptions(false, false)))).toBe(true);
    expect(securityHeaders(apiHelmetOptions(true, false))).toEqual({
      ...EXPECTED,
      'strict-transport-security': 'max-age=31536000',
    });
  });

  it('follows the options it is given (helmet does the work)', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: false,
      frameguard: { action: 'sameorigin' },
      xXssProtection: false,
    });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-xss-protection']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('every kind of answer carries them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeRateLimit: 1 });
  });
  afterAll(async () => t.close());

  it.each([
    ['a read, first and cached', { method: 'GET', url: '/api/property-detail/residential/1' }, 200],
    ['a read, cached', { method: 'GET', url: '/api/property-detail/residential/1' }, 200],
    ['a 404', { method: 'GET', url: '/api/property-detail/residential/999999' }, 404],
    ['a 400', { method: 'GET', url: '/api/property-detail/residential/abc' }, 400],
    ['an unknown route', { method: 'GET', url: '/api/nope' }, 404],
    ['an image', { method: 'GET', url: '/images/site/logo.svg' }, 200],
    ['a write', { method: 'POST', url: '/api/loan-lead', payload: { name: 'A B', email: 'a@example.com' } }, 200],
    [
      'a rate-limited write',
      { method: 'POST', url: '/api/loan-lead', payload: { name: 'A B', email: 'a@example.com' } },
      429,
    ],
    ['a HEAD', { method: 'HEAD', url: '/api/cities' }, 200],
  ] as const)('%s', async (_name, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined(); // the site is plain HTTP here
  });

  it('a read answer from the cache is marked HIT and carries the browser cache header too', async () => {
    const url = '/api/property-detail/residential/2';
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=20');
      expect(res.headers).toMatchObject(EXPECTED);
    }
  });
});

describe('Strict-Transport-Security only when answers reach browsers over HTTPS', () => {
  const hstsOf = async (opts: Parameters<typeof createTestApp>[0], headers: Record<string, string> = {}) => {
    const t = await createTestApp(opts);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/cities', headers });
      return res.headers['strict-transport-security'];
    } finally {
      await t.close();
    }
  };

  it('an https SITE_URL: HSTS for a year, without subdomains unless HSTS_INCLUDE_SUBDOMAINS', async () => {
    expect(await hstsOf({ siteUrl: 'https://www.example.in' })).toBe('max-age=31536000');
    expect(await hstsOf({ siteUrl: 'https://www.example.in', hstsIncludeSubDomains: true })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('an http site: none, unless a trusted load balancer says the request came over HTTPS', async () => {
    const proto = { 'x-forwarded-proto': 'https' };
    expect(await hstsOf({ siteUrl: 'http://localhost:3000' }, proto)).toBeUndefined();
    expect(await hstsOf({ siteUrl: 'http://localhost:3000', trustedProxies: ['127.0.0.1'] }, proto)).toBe(
      'max-age=31536000',
    );
  });
});
