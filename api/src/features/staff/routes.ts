import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { AccountChangeRefused, changeAccount, createAccount } from './accounts';
import { clearSessionCookie, readCookie, sessionCookie, setSessionCookie } from './cookie';
import { assertSameOrigin, UNAUTHENTICATED, type RequireStaff } from './guard';
import { clearFailures, failureKeys, recordFailure, waitBeforeAttempt } from './lockout';
import { passwordMatches, spendVerifyTime } from './passwords';
import { credentialsOf, listAccounts, readAudit, type StaffAccount } from './repository';
import { normaliseEmail } from './roles';
import { accountParams, auditQuery, changeAccountBody, createAccountBody, signInBody } from './schemas';
import { endSession, sessionId, startSession, sweepSessions, type SessionLimits } from './sessions';

/**
 * The staff sign-in and the admin's account routes, under /api/staff/ (hidden from the public
 * OpenAPI document, like the export route). Answers are never cached. Details: docs/staff-accounts.md.
 */

export const STAFF_PREFIX = '/api/staff';
export const SIGN_IN_FAILED = 'The e-mail address or the password is wrong.';

export interface StaffAuthOptions {
  /** The site's public origin: sign-ins and writes from another origin are refused; https makes the cookie Secure. */
  siteUrl: string;
  limits: SessionLimits;
  now?: (() => number) | undefined;
  /** The one guard of every staff route (app.ts builds it with the same site URL, limits and clock). */
  requireStaff: RequireStaff;
}

const publicAccount = (a: StaffAccount) => ({
  id: a.id,
  email: a.email,
  role: a.role,
  disabled: a.disabled,
  createdAt: a.createdAt,
});

function refused(err: unknown): never {
  if (err instanceof AccountChangeRefused)
    throw new HttpError(err.reason === 'invalid' ? 400 : err.reason === 'not-found' ? 404 : 409, err.message);
  throw err;
}

const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const cookie = sessionCookie(opts.siteUrl);
  const { requireStaff } = opts;
  const hide = { hide: true };

  app.decorateRequest('staffSession', null);
  // Set first, so the GET routes' browser-cache hook (app.ts) leaves it alone.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Made now, so that the first unknown address is not answered faster than later ones.
  void spendVerifyTime('').catch(() => undefined);

  // The id lets a screen offer 'assign to me' (an agent may not list the accounts).
  const sessionAnswer = (account: { id: number; email: string; role: string }, csrfToken: string) => ({
    account: { id: account.id, email: account.email, role: account.role },
    csrfToken,
  });

  app.post(
    `${STAFF_PREFIX}/session`,
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { ...hide, body: signInBody } },
    async (req, reply) => {
      assertSameOrigin(req, opts.siteUrl);
      const email = normaliseEmail(req.body.email);
      const keys = failureKeys(email, req.clientIp);
      const at = now();
      const wait = await waitBeforeAttempt(app.db, keys, at);
      if (wait > 0) {
        req.log.info({ waitMs: wait }, 'staff sign-in held back');
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, 'Too many failed sign-ins; please try again later.');
      }
      const found = await credentialsOf(app.db, email);
      // The same work whether or not the account exists or is disabled: the answer and its time say nothing.
      const matches = found ? await passwordMatches(found.passwordHash, req.body.password) : false;
      if (!found) await spendVerifyTime(req.body.password);
      if (!found || !matches || found.account.disabled) {
        await recordFailure(app.db, keys, at);
        req.log.info('staff sign-in refused');
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      await clearFailures(app.db, keys[0] ?? '');
      // Never adopt a session the browser brought: a planted cookie's session is ended, a new one made.
      const brought = readCookie(req, cookie.name);
      if (brought !== undefined) await endSession(app.db, sessionId(brought));
      await sweepSessions(app.db, at, opts.limits);
      const { token, csrfToken } = await startSession(app.db, found.account.id, at);
      req.log.info({ staffAccount: found.account.id }, 'staff signed in');
      setSessionCookie(reply, cookie, token);
      return sessionAnswer(found.account, csrfToken);
    },
  );

  app.get(`${STAFF_PREFIX}/session`, { schema: hide, preValidation: requireStaff() }, async (req) => {
    const session = req.staffSession;
    if (session === null) throw new HttpError(401, UNAUTHENTICATED);
    return sessionAnswer(session.account, session.csrfToken);
  });

  app.delete(
    `${STAFF_PREFIX}/session`,
    { schema: hide, preValidation: requireStaff() },
    async (req, reply: FastifyReply) => {
      if (req.staffSession !== null) await endSession(app.db, req.staffSession.id);
      req.log.info({ staffAccount: req.staffSession?.account.id }, 'staff signed out');
      clearSessionCookie(reply, cookie);
      return reply.code(204).send();
    },
  );

  const admin = requireStaff(['admin']);
  const actorOf = (session: { account: { id: number } } | null) => {
    if (session === null) throw new HttpError(401, UNAUTHENTICATED);
    return { via: 'api' as const, accountId: session.account.id };
  };

  app.get(
    `${STAFF_PREFIX}/audit`,
    { schema: { ...hide, querystring: auditQuery }, preValidation: admin },
    async (req) => ({
      entries: await readAudit(app.db, { limit: req.query.limit, beforeId: req.query.before }),
    }),
  );

  app.get(`${STAFF_PREFIX}/accounts`, { schema: hide, preValidation: admin }, async () => ({
    accounts: (await listAccounts(app.db)).map(publicAccount),
  }));

  app.post(
    `${STAFF_PREFIX}/accounts`,
    { schema: { ...hide, body: createAccountBody }, preValidation: admin },
    async (req, reply) => {
      const account = await createAccount(app.db, req.body, actorOf(req.staffSession), now()).catch(refused);
      return reply.code(201).send({ account: publicAccount(account) });
    },
  );

  app.patch(
    `${STAFF_PREFIX}/accounts/:id`,
    { schema: { ...hide, params: accountParams, body: changeAccountBody }, preValidation: admin },
    async (req) => {
      const { after } = await changeAccount(
        app.db,
        { id: req.params.id },
        req.body,
        actorOf(req.staffSession),
        now(),
      ).catch(refused);
      return { account: publicAccount(after) };
    },
  );
};

export default staffAuthRoutes;
