import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { createTestDatabase, json, type TestDatabase } from '../../test/helpers';
import { createAccount } from './accounts';
import { sessionId } from './sessions';
import { SIGN_IN_FAILED } from './routes';

/**
 * The staff sign-in: sessions behind the cookie, their timeouts on a moved clock, fixation and
 * forged cookies, CSRF and origins, roles on every route, the lockout, the audit log, and what the
 * logs never hold. The staff routes are hidden from the OpenAPI document, so this file builds its
 * app without the document check of the other tests.
 */

const SITE = 'http://localhost:3000';
const ADMIN = { email: 'Asha.Admin@example.in', password: 'orchid lantern basalt 42' };
const EDITOR = { email: 'eddie.editor@example.in', password: 'copper meadow violin 17' };
const AGENT = { email: 'anil.agent@example.in', password: 'harbour tulip granite 9' };
const MINUTE = 60_000;

let tdb: TestDatabase;
let app: FastifyInstance;
let clock = Date.parse('2026-11-28T10:00:00.000Z');
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await buildApp({
    databaseUrl: tdb.databaseUrl,
    dataDir: tdb.dataDir,
    seed: false,
    logger: true,
    logStream,
    siteUrl: SITE,
    now: () => clock,
  });
  const byCommand = { via: 'command' } as const;
  await createAccount(app.db, { ...ADMIN, role: 'admin' }, byCommand, clock);
  await createAccount(app.db, { ...EDITOR, role: 'editor' }, byCommand, clock);
  await createAccount(app.db, { ...AGENT, role: 'agent' }, byCommand, clock);
});
afterAll(async () => {
  await app.close();
  await tdb.dispose();
});

let nextAddress = 1;
/** A client address of its own per test, so the lockout and the rate limit of one test touch no other. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

interface Signed {
  cookie: string;
  csrf: string;
  res: LightMyRequestResponse;
}

function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return (first ?? '').split(';')[0] ?? '';
}

const signInRequest = (email: string, password: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email, password },
    remoteAddress: '198.51.100.1',
    ...extra,
  });

async function signIn(who: { email: string; password: string }, remoteAddress = freshAddress()): Promise<Signed> {
  const res = await signInRequest(who.email, who.password, { remoteAddress });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookie(res), csrf: json<{ csrfToken: string }>(res).csrfToken, res };
}

const call = (method: InjectOptions['method'], url: string, s?: { cookie?: string; csrf?: string }, payload?: object) =>
  app.inject({
    method,
    url,
    headers: {
      ...(s?.cookie !== undefined ? { cookie: s.cookie } : {}),
      ...(s?.csrf !== undefined ? { 'x-csrf-token': s.csrf } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('sign-in and sign-out', () => {
  it('signs in with an HttpOnly SameSite=Strict cookie, says who is signed in, and signs out on the server', async () => {
    const s = await signIn(ADMIN);
    expect(json(s.res)).toEqual({
      account: { id: expect.any(Number), email: 'asha.admin@example.in', role: 'admin' },
      csrfToken: s.csrf,
    });
    const setCookie = String(s.res.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // the site is plain HTTP here
    expect(s.res.headers['cache-control']).toBe('no-store');

    const me = await call('GET', '/api/staff/session', s);
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({
      account: { id: expect.any(Number), email: 'asha.admin@example.in', role: 'admin' },
      csrfToken: s.csrf,
    });
    expect(me.headers['cache-control']).toBe('no-store');

    // The table holds the token's hash, never the token.
    const token = s.cookie.split('=')[1] ?? '';
    const rows = await app.db.selectFrom('staff_sessions').select('id').execute();
    expect(rows.map((r) => r.id)).toContain(sessionId(token));
    expect(rows.map((r) => r.id)).not.toContain(token);

    const out = await call('DELETE', '/api/staff/session', s);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^staff_session=;/);
    expect(
      (await app.db.selectFrom('staff_sessions').select('id').where('id', '=', sessionId(token)).execute()).length,
    ).toBe(0);
    // The old cookie, replayed, is worth nothing.
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(401);
  });

  it('answers a wrong password, an unknown address and a disabled account alike', async () => {
    const address = freshAddress();
    const wrong = await signInRequest(ADMIN.email, 'not the password at all', { remoteAddress: address });
    const unknown = await signInRequest('nobody@example.in', ADMIN.password, { remoteAddress: address });
    const other = await createAccount(
      app.db,
      { email: 'gone@example.in', password: 'pebble saffron quartz 5', role: 'agent' },
      { via: 'command' },
      clock,
    );
    await app.db.updateTable('staff_accounts').set({ disabled: 1 }).where('id', '=', other.id).execute();
    const disabled = await signInRequest('gone@example.in', 'pebble saffron quartz 5', { remoteAddress: address });
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ statusCode: 401, error: 'Unauthorized', message: SIGN_IN_FAILED });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('the address is matched whatever its case and surrounding spaces', async () => {
    const res = await signInRequest('  ASHA.ADMIN@EXAMPLE.IN ', ADMIN.password, { remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown address costs about as long as a wrong password (a password hash is verified either way)', async () => {
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      await signInRequest(email, 'not the password at all', { remoteAddress: freshAddress() });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const timed = { email: 'timed@example.in', password: 'meadow cobalt ember 21' };
    await createAccount(app.db, { ...timed, role: 'agent' }, { via: 'command' }, clock);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(timed.email));
      unknown.push(await time(`nobody${i}@example.in`));
    }
    // argon2id takes tens of milliseconds; skipping it would make the unknown address many times
    // faster. The fastest of five runs is the one least disturbed by other work on the machine.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
    clock += 30 * MINUTE; // past the failures' window
  });
});

describe('session lifetime', () => {
  it('ends after 30 minutes idle; each request restarts the idle clock', async () => {
    const s = await signIn(EDITOR);
    clock += 29 * MINUTE;
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(200);
    clock += 29 * MINUTE;
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(200);
    clock += 31 * MINUTE;
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however active', async () => {
    const s = await signIn(EDITOR);
    const start = clock;
    while (clock + 20 * MINUTE <= start + 12 * 60 * MINUTE) {
      clock += 20 * MINUTE;
      expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(200);
    }
    clock += 20 * MINUTE;
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(401);
  });

  it('ends when the account is disabled', async () => {
    const s = await signIn(AGENT);
    const admin = await signIn(ADMIN);
    const agentId = await idOf(AGENT.email);
    expect((await call('PATCH', `/api/staff/accounts/${agentId}`, admin, { disabled: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/staff/accounts/${agentId}`, admin, { disabled: false })).statusCode).toBe(200);
  });
});

async function idOf(email: string): Promise<number> {
  const row = await app.db
    .selectFrom('staff_accounts')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('cookies that are not a live session', () => {
  it('never adopts a cookie brought to the sign-in: a new session is made and the brought one ends', async () => {
    // An attacker signs in as themselves and plants their cookie in a colleague's browser.
    const planted = await signIn(AGENT);
    const victim = await signInRequest(ADMIN.email, ADMIN.password, {
      remoteAddress: freshAddress(),
      headers: { cookie: planted.cookie },
    });
    expect(victim.statusCode).toBe(200);
    const issued = sessionCookie(victim);
    expect(issued).not.toBe(planted.cookie);
    expect((await call('GET', '/api/staff/session', { cookie: planted.cookie })).statusCode).toBe(401);
    expect(json(await call('GET', '/api/staff/session', { cookie: issued }))).toMatchObject({
      account: { role: 'admin' },
    });

    // A made-up token brought to the sign-in is not adopted either.
    const madeUp = `staff_session=${randomBytes(32).toString('base64url')}`;
    const again = await signInRequest(ADMIN.email, ADMIN.password, {
      remoteAddress: freshAddress(),
      headers: { cookie: madeUp },
    });
    expect(sessionCookie(again)).not.toBe(madeUp);
  });

  it('refuses forged, malformed and other cookies with 401', async () => {
    const s = await signIn(ADMIN);
    const token = s.cookie.split('=')[1] ?? '';
    for (const cookie of [
      `staff_session=${randomBytes(32).toString('base64url')}`,
      `staff_session=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, // one character changed
      `staff_session=${sessionId(token)}`, // the stored hash is not a token
      'staff_session=',
      `staff_session=${'x'.repeat(5000)}`,
      `__Host-staff_session=${token}`, // the other name is not read on a plain-HTTP site
      'other=1',
    ]) {
      const res = await call('GET', '/api/staff/session', { cookie });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' });
    }
  });
});

describe('cross-site request forgery', () => {
  it('every state-changing request needs the session’s X-CSRF-Token: missing or wrong is 403', async () => {
    const s = await signIn(ADMIN);
    const agentId = await idOf(AGENT.email);
    for (const csrf of [undefined, '', 'wrong', s.csrf.slice(1), `${s.csrf}x`]) {
      const who = csrf === undefined ? { cookie: s.cookie } : { cookie: s.cookie, csrf };
      for (const [method, url, body] of [
        ['DELETE', '/api/staff/session', undefined],
        ['POST', '/api/staff/accounts', { email: 'new@example.in', role: 'agent', password: 'walnut ember cobalt 3' }],
        ['PATCH', `/api/staff/accounts/${agentId}`, { role: 'editor' }],
      ] as const) {
        const res = await call(method, url, who, body);
        expect({ method, csrf, status: res.statusCode }).toEqual({ method, csrf, status: 403 });
      }
    }
    // Nothing happened: still signed in, no account made, the agent still an agent.
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(200);
    expect(
      json<{ accounts: { email: string; role: string }[] }>(await call('GET', '/api/staff/accounts', s)).accounts,
    ).toEqual(expect.not.arrayContaining([expect.objectContaining({ email: 'new@example.in' })]));
    expect(
      json<{ account: { role: string } }>(await signIn(AGENT).then((a) => call('GET', '/api/staff/session', a))).account
        .role,
    ).toBe('agent');
  });

  it('refuses a sign-in or a write from another site’s page, even with the right token', async () => {
    const evil = await signInRequest(ADMIN.email, ADMIN.password, {
      remoteAddress: freshAddress(),
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['set-cookie']).toBeUndefined();
    const same = await signInRequest(ADMIN.email, ADMIN.password, {
      remoteAddress: freshAddress(),
      headers: { origin: SITE },
    });
    expect(same.statusCode).toBe(200);
    const s = { cookie: sessionCookie(same), csrf: json<{ csrfToken: string }>(same).csrfToken };
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: 'http://localhost:3000.evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect((await call('GET', '/api/staff/session', s)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  const routes = (agentId: number) =>
    [
      ['GET', '/api/staff/session', undefined, 'any'],
      ['DELETE', '/api/staff/session', undefined, 'any'],
      ['GET', '/api/staff/audit', undefined, 'admin'],
      ['GET', '/api/staff/accounts', undefined, 'admin'],
      [
        'POST',
        '/api/staff/accounts',
        { email: 'x@example.in', role: 'agent', password: 'walnut ember cobalt 3' },
        'admin',
      ],
      ['PATCH', `/api/staff/accounts/${agentId}`, { role: 'editor' }, 'admin'],
    ] as const;

  it('401 without a session on every staff route', async () => {
    for (const [method, url, body] of routes(await idOf(AGENT.email))) {
      const res = await call(method, url, {}, body);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('403 with a role the route does not admit, for editors and agents alike', async () => {
    const agentId = await idOf(AGENT.email);
    for (const who of [EDITOR, AGENT]) {
      const s = await signIn(who);
      for (const [method, url, body, role] of routes(agentId)) {
        if (role !== 'admin') continue;
        const res = await call(method, url, s, body);
        expect({ who: who.email, method, url, status: res.statusCode }).toEqual({
          who: who.email,
          method,
          url,
          status: 403,
        });
      }
    }
    expect(
      json<{ account: { role: string } }>(await signIn(AGENT).then((a) => call('GET', '/api/staff/session', a))).account
        .role,
    ).toBe('agent');
  });
});

describe('lockout', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    signInRequest(email, password, { remoteAddress });

  it('slows down after 5 failures, locks after 10 for 15 minutes, then lets the right password in', async () => {
    const who = { email: 'locked.out@example.in', password: 'sparrow indigo marble 8' };
    await createAccount(app.db, { ...who, role: 'editor' }, { via: 'command' }, clock);
    // Each failure from a different client: this is the account's own count.
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(who.email, 'wrong guess!', freshAddress())).statusCode).toBe(401);
    const held = await attempt(who.email, who.password, freshAddress());
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    // The delay grows: 1 s, 2 s, 4 s, 8 s, 16 s after each further failure.
    for (const delay of [1, 2, 4, 8, 16]) {
      const early = await attempt(who.email, 'wrong guess!', freshAddress());
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(delay));
      clock += delay * 1000;
      expect((await attempt(who.email, 'wrong guess!', freshAddress())).statusCode).toBe(401);
    }
    // Ten failures: locked, even for the right password, for 15 minutes.
    const locked = await attempt(who.email, who.password, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(json(locked)).toMatchObject({
      statusCode: 429,
      message: 'Too many failed sign-ins; please try again later.',
    });
    clock += 14 * MINUTE;
    expect((await attempt(who.email, who.password, freshAddress())).statusCode).toBe(429);
    clock += MINUTE;
    expect((await attempt(who.email, who.password, freshAddress())).statusCode).toBe(200);
    // A success clears the account's count.
    expect((await attempt(who.email, 'wrong guess!', freshAddress())).statusCode).toBe(401);
    expect((await attempt(who.email, 'wrong guess!', freshAddress())).statusCode).toBe(401);
  });

  it('an unknown address is held back exactly like a real one (no account enumeration)', async () => {
    const answers = async (email: string) => {
      const out: (number | string | undefined)[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await attempt(email, 'wrong guess!', freshAddress());
        out.push(res.statusCode, res.headers['retry-after'] as string | undefined);
      }
      return out;
    };
    await createAccount(
      app.db,
      { email: 'real.one@example.in', password: 'falcon juniper cedar 4', role: 'agent' },
      { via: 'command' },
      clock,
    );
    expect(await answers('real.one@example.in')).toEqual(await answers('made.up@example.in'));
    clock += 30 * MINUTE;
  });

  it('counts one client’s failures across addresses: guessing many accounts locks the client', async () => {
    const client = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(`guess${i}@example.in`, 'wrong guess!', client)).statusCode).toBe(401);
    const held = await attempt(ADMIN.email, ADMIN.password, client);
    expect(held.statusCode).toBe(429);
    // Another client signs the same admin in at once.
    expect((await attempt(ADMIN.email, ADMIN.password, freshAddress())).statusCode).toBe(200);
    clock += 30 * MINUTE;
    expect((await attempt(ADMIN.email, ADMIN.password, client)).statusCode).toBe(200);
  });
});

describe('staff accounts and the audit log', () => {
  it('admins list, create and change accounts; each change is in the audit log with who, before and after', async () => {
    const s = await signIn(ADMIN);
    const created = await call('POST', '/api/staff/accounts', s, {
      email: 'New.Agent@example.in',
      role: 'agent',
      password: 'thistle canyon amber 61',
    });
    expect(created.statusCode).toBe(201);
    const account = json<{ account: { id: number; email: string; role: string; disabled: boolean } }>(created).account;
    expect(account).toMatchObject({ email: 'new.agent@example.in', role: 'agent', disabled: false });
    expect(JSON.stringify(json(created))).not.toMatch(/argon|thistle/);

    const changed = await call('PATCH', `/api/staff/accounts/${account.id}`, s, { role: 'editor' });
    expect(json(changed)).toMatchObject({ account: { role: 'editor' } });
    await call('PATCH', `/api/staff/accounts/${account.id}`, s, { disabled: true });

    const list = json<{ accounts: { email: string }[] }>(await call('GET', '/api/staff/accounts', s));
    expect(list.accounts.map((a) => a.email)).toContain('new.agent@example.in');
    expect(JSON.stringify(list)).not.toMatch(/argon/);

    const audit = json<{ entries: Record<string, unknown>[] }>(await call('GET', '/api/staff/audit?limit=3', s));
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actor: 'asha.admin@example.in',
        via: 'api',
        action: 'staff.disable',
        subject: `staff_account:${account.id}`,
        before: { email: 'new.agent@example.in', role: 'editor', disabled: false },
        after: { email: 'new.agent@example.in', role: 'editor', disabled: true },
      }),
      expect.objectContaining({
        action: 'staff.set-role',
        before: { email: 'new.agent@example.in', role: 'agent', disabled: false },
        after: { email: 'new.agent@example.in', role: 'editor', disabled: false },
      }),
      expect.objectContaining({
        action: 'staff.create',
        before: null,
        after: { email: 'new.agent@example.in', role: 'agent', disabled: false },
      }),
    ]);
    for (const e of audit.entries) expect(Number.isNaN(Date.parse(String(e.at)))).toBe(false);
    // Paging back from the oldest of these reaches the accounts the command made.
    const oldest = audit.entries[2]?.id as number;
    const earlier = json<{ entries: { via: string; actor: string | null }[] }>(
      await call('GET', `/api/staff/audit?before=${oldest}&limit=500`, s),
    );
    expect(earlier.entries).toEqual(expect.arrayContaining([expect.objectContaining({ via: 'command', actor: null })]));
  });

  it('refuses bad input with 400, a duplicate with 409, an unknown account with 404, and leaving no admin with 409', async () => {
    const s = await signIn(ADMIN);
    const post = (body: object) => call('POST', '/api/staff/accounts', s, body);
    expect((await post({ email: 'short@example.in', role: 'agent', password: 'short' })).statusCode).toBe(400);
    expect((await post({ email: 'not-an-address', role: 'agent', password: 'walnut ember cobalt 3' })).statusCode).toBe(
      400,
    );
    expect((await post({ email: 'x2@example.in', role: 'owner', password: 'walnut ember cobalt 3' })).statusCode).toBe(
      400,
    );
    expect(
      (await post({ email: EDITOR.email.toUpperCase(), role: 'agent', password: 'walnut ember cobalt 3' })).statusCode,
    ).toBe(409);
    expect((await call('PATCH', '/api/staff/accounts/999999', s, { role: 'agent' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/staff/accounts/${await idOf(EDITOR.email)}`, s, {})).statusCode).toBe(400);
    // The only enabled admin cannot demote or disable itself.
    const self = await idOf(ADMIN.email);
    const demote = await call('PATCH', `/api/staff/accounts/${self}`, s, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect((await call('PATCH', `/api/staff/accounts/${self}`, s, { disabled: true })).statusCode).toBe(409);
    expect(json(await call('GET', '/api/staff/session', s))).toMatchObject({ account: { role: 'admin' } });
  });
});

describe('the logs', () => {
  it('hold no password, token, cookie or e-mail address of a sign-in, a failure or a sign-out', async () => {
    logLines.length = 0;
    const s = await signIn(ADMIN);
    await call('GET', '/api/staff/session', s);
    await signInRequest(EDITOR.email, 'a wrong password', { remoteAddress: freshAddress() });
    await signInRequest('stranger@example.in', 'another wrong one', { remoteAddress: freshAddress() });
    await call('DELETE', '/api/staff/session', s);
    const text = logLines.join('');
    expect(text).toMatch(/staff signed in/);
    expect(text).toMatch(/staff sign-in refused/);
    expect(text).toMatch(/staff signed out/);
    const token = s.cookie.split('=')[1] ?? '';
    for (const secret of [ADMIN.password, 'a wrong password', 'another wrong one', token, s.csrf, 'staff_session'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/@example\.in/i);
  });
});

describe('over HTTPS', () => {
  it('the cookie is Secure with the __Host- prefix, and only that name is read', async () => {
    const db = await createTestDatabase();
    const https = await buildApp({
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      seed: false,
      logger: false,
      siteUrl: 'https://www.example.in',
    });
    try {
      await createAccount(https.db, { ...ADMIN, role: 'admin' }, { via: 'command' }, Date.now());
      const res = await https.inject({
        method: 'POST',
        url: '/api/staff/session',
        payload: ADMIN,
        headers: { origin: 'https://www.example.in' },
      });
      expect(res.statusCode).toBe(200);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-staff_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Domain=/);
      const token = sessionCookie(res).split('=')[1] ?? '';
      const as = (cookie: string) => https.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });
      expect((await as(`__Host-staff_session=${token}`)).statusCode).toBe(200);
      expect((await as(`staff_session=${token}`)).statusCode).toBe(401);
      // The plain-HTTP origin of the same host is another site.
      const plain = await https.inject({
        method: 'POST',
        url: '/api/staff/session',
        payload: ADMIN,
        headers: { origin: 'http://www.example.in' },
      });
      expect(plain.statusCode).toBe(403);
    } finally {
      await https.close();
      await db.dispose();
    }
  });
});
