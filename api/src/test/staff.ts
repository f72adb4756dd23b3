import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../db/schema';
import { createAccount } from '../features/staff';
import { json } from './helpers';

/**
 * Staff accounts and signed-in sessions for tests of staff routes (the way staff-auth.test.ts
 * does it: an account made as the command makes it, then a real sign-in through the route).
 */

export interface StaffMember {
  email: string;
  password: string;
  role: StaffRole;
}

export interface SignedIn {
  cookie: string;
  csrf: string;
}

/** Makes the account as `npm run staff -- add` would; returns its id. */
export async function addStaff(app: FastifyInstance, who: StaffMember, at = Date.now()): Promise<number> {
  const account = await createAccount(app.db, who, { via: 'command' }, at);
  return account.id;
}

let nextAddress = 1;
/** A client address of its own per sign-in, so the sign-in's rate limit and lockout never meet. */
export const freshAddress = (): string => `192.0.2.${(nextAddress++ % 250) + 1}`;

/** The `name=value` part of the answer's session cookie. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return (first ?? '').split(';')[0] ?? '';
}

export async function signIn(app: FastifyInstance, who: StaffMember): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email: who.email, password: who.password },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of a test account failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res), csrf: json<{ csrfToken: string }>(res).csrfToken };
}

/** A staff request with the session's cookie and (unless left out) its CSRF token. */
export function staffRequest(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  session?: { cookie?: string; csrf?: string },
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(session?.cookie !== undefined ? { cookie: session.cookie } : {}),
      ...(session?.csrf !== undefined ? { 'x-csrf-token': session.csrf } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}
