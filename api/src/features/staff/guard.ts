import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { readCookie } from './cookie';
import type { Db } from './repository';
import { resumeSession, type SessionLimits, type StaffSession } from './sessions';

/**
 * Who may call a staff route: `requireStaff(roles)` resumes the session named by the cookie (401
 * without a live one), checks the role (403), and for every state-changing method the request's
 * origin and its X-CSRF-Token header (403). The cookie is SameSite=Strict already; the token is
 * the second lock, for browsers and proxies that get SameSite wrong.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (features/staff/guard.ts); null outside staff routes. */
    staffSession: StaffSession | null;
  }
}

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const UNAUTHENTICATED = 'Please sign in.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokensEqual(given: unknown, expected: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/**
 * A browser names the page's origin in Origin on every POST, PATCH and DELETE; another site's
 * page is refused outright. A request without Origin (a tool, an old browser) still needs the
 * session's CSRF token, which another site cannot read.
 */
export function assertSameOrigin(req: FastifyRequest, siteUrl: string): void {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== siteUrl) throw new HttpError(403, 'Requests from another site are refused.');
}

export interface GuardContext {
  db: Db;
  siteUrl: string;
  limits: SessionLimits;
  now: () => number;
  cookieName: string;
}

/** `requireStaff(roles)`: the preValidation hook every staff route of every feature uses. */
export type RequireStaff = (roles?: readonly StaffRole[]) => preValidationAsyncHookHandler;

export function guard(ctx: GuardContext): RequireStaff {
  return (roles?: readonly StaffRole[]): preValidationAsyncHookHandler =>
    async function requireStaff(req) {
      const session = await resumeSession(ctx.db, readCookie(req, ctx.cookieName), ctx.now(), ctx.limits);
      if (session === undefined) throw new HttpError(401, UNAUTHENTICATED);
      if (!SAFE_METHODS.has(req.method)) {
        assertSameOrigin(req, ctx.siteUrl);
        if (!tokensEqual(req.headers[CSRF_HEADER], session.csrfToken))
          throw new HttpError(403, 'The X-CSRF-Token header is missing or wrong; reload the page.');
      }
      if (roles !== undefined && !roles.includes(session.account.role))
        throw new HttpError(403, 'Your role does not allow this.');
      req.staffSession = session;
    };
}
