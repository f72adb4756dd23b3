import { Writable } from 'node:stream';
import { proxySecret, readEnv, trustedProxies } from '../config';
import { createTestApp, json, type TestApp } from '../test/helpers';
import { forwardedAddress, PROXY_SECRET_HEADER, secretMatcher } from './client-address';

const SECRET = 'proxy-secret-4f8a1c9d2e7b6a50';
const LIMIT = 3;
const lead = { name: 'Anita Verma', email: 'anita@example.com', phone: '9876543210' };

describe('API_TRUST_PROXY and API_PROXY_SECRET parsing', () => {
  it('nothing is trusted by default, loopback included', () => {
    expect(trustedProxies(undefined)).toEqual([]);
    expect(trustedProxies('')).toEqual([]);
    expect(trustedProxies('false')).toEqual([]);
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({}).proxySecret).toBeUndefined();
  });

  it('takes addresses, CIDRs and the named ranges', () => {
    expect(trustedProxies(' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      '::1',
      'loopback',
    ]);
    expect(readEnv({ API_TRUST_PROXY: '172.16.0.0/12' }).trustedProxies).toEqual(['172.16.0.0/12']);
  });

  it.each([
    'true',
    '1',
    '2',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/8/1',
    '10.0.0.0/x',
    'proxy.internal',
    '10.0.0.0/8,,',
    '*',
  ])('refuses %p', (value) => {
    expect(() => trustedProxies(value)).toThrow(/API_TRUST_PROXY/);
  });

  it('a proxy secret must be at least 16 characters', () => {
    expect(proxySecret(undefined)).toBeUndefined();
    expect(proxySecret('')).toBeUndefined();
    expect(proxySecret('x'.repeat(16))).toBe('x'.repeat(16));
    expect(() => proxySecret('x'.repeat(15))).toThrow(/at least 16/);
    expect(readEnv({ API_PROXY_SECRET: SECRET }).proxySecret).toBe(SECRET);
  });
});

describe('pure pieces', () => {
  it('secretMatcher accepts exactly the secret', () => {
    const matches = secretMatcher(SECRET);
    expect(matches(SECRET)).toBe(true);
    for (const wrong of [undefined, '', `${SECRET} `, SECRET.slice(0, -1), SECRET.toUpperCase(), [SECRET], 42])
      expect(matches(wrong)).toBe(false);
    expect(secretMatcher(undefined)(SECRET)).toBe(false);
    expect(secretMatcher(undefined)(undefined)).toBe(false);
  });

  it('forwardedAddress takes the last entry, and only a valid IP', () => {
    expect(forwardedAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(forwardedAddress(' 2001:db8::1 ')).toBe('2001:db8::1');
    expect(forwardedAddress('203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    for (const bad of [
      undefined,
      '',
      'not-an-ip<script>',
      '198.51.100.7, not-an-ip',
      '198.51.100.300',
      '198.51.100.7:80',
      ['198.51.100.7'],
    ]) {
      expect(forwardedAddress(bad)).toBeUndefined();
    }
  });
});

describe('who may name the visitor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeRateLimit: LIMIT, proxySecret: SECRET });
  });
  afterAll(async () => t.close());

  let n = 0;
  /** A send from `remoteAddress` with these headers; each has a fresh name to find its row. */
  const send = async (remoteAddress: string, headers: Record<string, string>) => {
    const name = `Visitor ${++n}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loan-lead',
      payload: { ...lead, name },
      remoteAddress,
      headers,
    });
    return { res, name };
  };
  const storedIp = async (name: string) =>
    (await t.app.db.selectFrom('loan_leads').select('ip').where('name', '=', name).executeTakeFirstOrThrow()).ip;

  it('rotating X-Forwarded-For without the secret stays limited at the write limit, even from loopback', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await send('127.0.0.1', { 'x-forwarded-for': `198.51.100.${i + 1}` })).res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.slice(LIMIT).every((c) => c === 429)).toBe(true);
  });

  it('a wrong secret is ignored: the connection address is the key and is stored', async () => {
    const first = await send('192.0.2.40', {
      'x-forwarded-for': '198.51.100.200',
      [PROXY_SECRET_HEADER]: `${SECRET}x`,
    });
    expect(first.res.statusCode).toBe(200);
    expect(await storedIp(first.name)).toBe('192.0.2.40');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await send('192.0.2.40', { 'x-forwarded-for': `198.51.101.${i + 1}`, [PROXY_SECRET_HEADER]: SECRET.slice(1) }))
          .res.statusCode,
      );
    expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('with the secret, each forwarded visitor has a limit of its own and is stored', async () => {
    const viaProxy = (visitor: string) =>
      send('127.0.0.2', { 'x-forwarded-for': visitor, [PROXY_SECRET_HEADER]: SECRET });
    for (let i = 0; i < LIMIT; i++) {
      const { res, name } = await viaProxy('203.0.113.77');
      expect(res.statusCode).toBe(200);
      expect(await storedIp(name)).toBe('203.0.113.77');
    }
    expect((await viaProxy('203.0.113.77')).res.statusCode).toBe(429);
    const other = await viaProxy('2001:db8::77');
    expect(other.res.statusCode).toBe(200);
    expect(await storedIp(other.name)).toBe('2001:db8::77');
  });

  it('a forwarded value that is not an IP is never stored; the connection address is', async () => {
    const cases: Record<string, string>[] = [
      { 'x-forwarded-for': 'not-an-ip<script>', [PROXY_SECRET_HEADER]: SECRET },
      { 'x-forwarded-for': 'not-an-ip<script>' },
    ];
    for (const headers of cases) {
      const { res, name } = await send('192.0.2.99', headers);
      expect(res.statusCode).toBe(200);
      expect(await storedIp(name)).toBe('192.0.2.99');
    }
    const ips = (await t.app.db.selectFrom('loan_leads').select('ip').execute()).map((r) => r.ip);
    expect(ips.length).toBeGreaterThan(0);
    expect(ips.filter((ip) => !/^[0-9a-f:.]+$/i.test(ip))).toEqual([]);
  });
});

describe('a load balancer listed in API_TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeRateLimit: LIMIT, trustedProxies: ['10.0.0.0/8'] });
  });
  afterAll(async () => t.close());

  const send = (remoteAddress: string, forwarded: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-lead',
      payload: { ...lead, name },
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded },
    });
  const storedIp = async (name: string) =>
    (await t.app.db.selectFrom('loan_leads').select('ip').where('name', '=', name).executeTakeFirstOrThrow()).ip;

  it('names the visitor: the first hop it did not add itself', async () => {
    expect((await send('10.1.2.3', '203.0.113.5', 'LB one')).statusCode).toBe(200);
    expect(await storedIp('LB one')).toBe('203.0.113.5');
    // The visitor's own claim (left) is ignored: the balancer appended what it saw (right).
    expect((await send('10.1.2.3', '1.2.3.4, 203.0.113.6', 'LB two')).statusCode).toBe(200);
    expect(await storedIp('LB two')).toBe('203.0.113.6');
  });

  it('from elsewhere, or with a malformed hop, the connection address counts', async () => {
    expect((await send('192.0.2.8', '203.0.113.5', 'Direct')).statusCode).toBe(200);
    expect(await storedIp('Direct')).toBe('192.0.2.8');
    expect((await send('10.9.9.9', 'not-an-ip<script>', 'Bad hop')).statusCode).toBe(200);
    expect(await storedIp('Bad hop')).toBe('10.9.9.9');
  });
});

describe('the secret stays secret', () => {
  it('is neither logged nor reflected, also on errors', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({ proxySecret: SECRET, logger: true, logStream });
    try {
      const headers = {
        [PROXY_SECRET_HEADER]: SECRET,
        'x-forwarded-for': '198.51.100.9',
        origin: 'http://localhost:3000',
      };
      const answers = [
        await t.app.inject({ method: 'POST', url: '/api/loan-lead', payload: lead, headers }),
        await t.app.inject({ method: 'POST', url: '/api/loan-lead', payload: { name: '' }, headers }),
        await t.app.inject({
          method: 'POST',
          url: '/api/loan-lead',
          payload: '{"name":',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
        await t.app.inject({ method: 'GET', url: '/api/property-detail/residential/abc', headers }),
        await t.app.inject({
          method: 'OPTIONS',
          url: '/api/loan-lead',
          headers: {
            ...headers,
            'access-control-request-method': 'POST',
            'access-control-request-headers': PROXY_SECRET_HEADER,
          },
        }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 400, 400, 204]);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain(SECRET);
      for (const a of answers) {
        expect(a.body).not.toContain(SECRET);
        expect(JSON.stringify(a.headers)).not.toContain(SECRET);
        // Browsers may not send it cross-origin: it is not an allowed CORS header.
        expect(String(a.headers['access-control-allow-headers'] ?? '').toLowerCase()).not.toContain(
          PROXY_SECRET_HEADER,
        );
      }
      expect(json(answers[1]!)).toMatchObject({ statusCode: 400 });
    } finally {
      await t.close();
    }
  });
});
