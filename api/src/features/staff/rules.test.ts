import type { FastifyRequest } from 'fastify';
import { readCookie, sessionCookie } from './cookie';
import { tokensEqual } from './guard';
import { failureKeys, LOCK_MS, waitFor, WINDOW_MS } from './lockout';
import { passwordProblem } from './passwords';

/** The staff sign-in's pure rules: the lockout schedule, password rules, the cookie and token checks. */

const T = Date.parse('2026-11-28T10:00:00.000Z');
const failuresAt = (...seconds: number[]) => seconds.map((s) => T + s * 1000);

describe('the lockout schedule', () => {
  it('lets the first four failures through at once', () => {
    expect(waitFor([], T)).toBe(0);
    expect(waitFor(failuresAt(0, 1, 2, 3), T + 3000)).toBe(0);
  });

  it('holds back 1 s after the fifth failure, then 2, 4, 8 and 16 s', () => {
    const five = failuresAt(0, 1, 2, 3, 4);
    expect(waitFor(five, T + 4000)).toBe(1000);
    expect(waitFor(five, T + 4500)).toBe(500);
    expect(waitFor(five, T + 5000)).toBe(0);
    expect(waitFor([...five, T + 5000], T + 5000)).toBe(2000);
    expect(waitFor(failuresAt(0, 1, 2, 3, 4, 5, 6, 7, 8), T + 8000)).toBe(16_000);
  });

  it('locks for 15 minutes from the tenth failure within 15 minutes', () => {
    const ten = failuresAt(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    expect(waitFor(ten, T + 9000)).toBe(LOCK_MS);
    expect(waitFor(ten, T + 9000 + LOCK_MS - 1)).toBe(1);
    expect(waitFor(ten, T + 9000 + LOCK_MS)).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const old = failuresAt(0, 1, 2, 3, 4, 5, 6, 7, 8);
    expect(waitFor(old, T + WINDOW_MS + 9000)).toBe(0);
    // Ten failures spread over more than 15 minutes never lock.
    const spread = [...failuresAt(0, 1, 2, 3, 4), ...failuresAt(1000, 1001, 1002, 1003, 1004)];
    expect(waitFor(spread, T + 1004_000)).toBeLessThan(LOCK_MS);
  });

  it('keys an attempt by a hash of the address (no address in the table) and by the client', () => {
    const [email, client] = failureKeys('a@example.in', '203.0.113.5');
    expect(email).toMatch(/^email:[0-9a-f]{64}$/);
    expect(email).not.toContain('example');
    expect(client).toBe('ip:203.0.113.5');
  });
});

describe('password rules', () => {
  it('accepts a long passphrase and explains each refusal', () => {
    expect(passwordProblem('orchid lantern basalt 42', 'asha@example.in')).toBeNull();
    expect(passwordProblem('short', 'a@example.in')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(257), 'a@example.in')).toMatch(/at most 256/);
    expect(passwordProblem(' orchid lantern basalt', 'a@example.in')).toMatch(/space/);
    expect(passwordProblem('abababababababab', 'a@example.in')).toMatch(/too few different/);
    expect(passwordProblem('Qwerty-lantern-7', 'a@example.in')).toMatch(/'qwerty'/);
    expect(passwordProblem('my name is asha ok', 'asha@example.in')).toMatch(/e-mail address/);
  });
});

describe('cookie and token checks', () => {
  const req = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;

  it('names the cookie by the site’s scheme', () => {
    expect(sessionCookie('https://www.example.in')).toEqual({ name: '__Host-staff_session', secure: true });
    expect(sessionCookie('http://localhost:3000')).toEqual({ name: 'staff_session', secure: false });
  });

  it('reads exactly the named cookie', () => {
    expect(readCookie(req('a=1; staff_session=abc; b=2'), 'staff_session')).toBe('abc');
    expect(readCookie(req('xstaff_session=abc'), 'staff_session')).toBeUndefined();
    expect(readCookie(req(), 'staff_session')).toBeUndefined();
    expect(readCookie(req('staff_session=a=b'), 'staff_session')).toBe('a=b');
  });

  it('compares tokens whatever their lengths, and never accepts an empty one', () => {
    expect(tokensEqual('abc', 'abc')).toBe(true);
    expect(tokensEqual('abd', 'abc')).toBe(false);
    expect(tokensEqual('ab', 'abc')).toBe(false);
    expect(tokensEqual('', '')).toBe(false);
    expect(tokensEqual(['abc'], 'abc')).toBe(false);
    expect(tokensEqual(undefined, 'abc')).toBe(false);
  });
});
