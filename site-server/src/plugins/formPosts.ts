// The site's write forms posted as plain HTML (without JavaScript, or before it runs): each form
// posts to its own page. The post is checked with the API's own schemas (contracts/forms), sent to
// the API as the visitor (the proxy's rules: their address, the proxy's secret, the request id)
// with an Idempotency-Key made from the page's form key and the content, and answered with a 303
// to the page's success view (post/redirect/get), or with the page rendered again with what was
// typed and what went wrong (422, or the API's 429/503): nothing the visitor typed goes into a
// URL, a log line or a Referer, and nothing is lost.
import { createHash } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_API_PATHS,
  readPostedForm,
  sentPath,
  type FormPostBack,
  type FormSendFailure,
  type PostedForm,
} from 'contracts/forms';
import { checkPostedForm, type PostedPayload } from 'contracts/forms/checkPostedForm';
import { sendError } from '../http/errorReplies.js';
import { REQUEST_ID_HEADER } from '../logging/requestLog.js';
import { PROXY_SECRET_HEADER, visitorAddress } from './apiProxy.js';

/**
 * Largest form body: the API's 16 KB of JSON arrive percent-encoded, up to three times as long
 * (a 5,000-character message in Devanagari is about 45 KB posted).
 */
export const FORM_BODY_LIMIT = 64 * 1024;
/** How long the API may take to store a form before the visitor is told to try again. */
const SEND_TIMEOUT_MS = 10_000;

export interface FormPostsOptions {
  /** the API's origin */
  apiUrl: string;
  /** sent as X-Site-Proxy-Secret, as the proxy does */
  secret?: string | undefined;
  /** the site's public origin (the Referer the API stores the page from); default the request's own */
  siteUrl?: string | undefined;
  /** whether a path is a page of the site (200) or not (404) */
  pageStatus: (pathname: string) => number;
  /** posts per client address and minute (before the API's own write limit) */
  perMinute?: number | undefined;
}

/** The API's answer to a send, as the form tells it. */
export type SendOutcome = { stored: true } | { stored: false; failure: FormSendFailure; retryAfter?: string };

/** The status the page rendered again answers with, for a send the API did not store. */
export function postBackStatus(failure: FormSendFailure): number {
  if (typeof failure.status !== 'number') return 503;
  if (failure.status === 429 || failure.status === 413) return failure.status;
  if (failure.status >= 400 && failure.status < 500) return 422;
  return 503;
}

/** One Idempotency-Key per page render and content: a resend of the same post stores once; two visitors' posts never share one. */
export function formIdempotencyKey(form: PostedForm, formKey: string, payload: PostedPayload): string {
  return `form-${createHash('sha256')
    .update(`${form}\n${formKey}\n${JSON.stringify(payload)}`)
    .digest('hex')}`;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

export const formPosts: FastifyPluginAsync<FormPostsOptions> = async (
  scope,
  { apiUrl, secret, siteUrl, pageStatus, perMinute = 30 },
) => {
  await scope.register(fastifyRateLimit, { global: true, max: perMinute, timeWindow: 60_000 });
  // Only what a form posts (application/x-www-form-urlencoded); anything else is a 415.
  scope.removeAllContentTypeParsers();
  await scope.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });

  const send = async (req: FastifyRequest, pathname: string, form: PostedForm, key: string, payload: PostedPayload) => {
    const origin = siteUrl ?? `${req.protocol}://${req.host}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'idempotency-key': key,
      // The proxy's rules: who the visitor is, that this is the site, and the request's id.
      'x-forwarded-for': visitorAddress(req),
      [REQUEST_ID_HEADER]: req.id,
      // The page the form was sent from, as the browser's own send tells it (never a query).
      referer: `${origin}${pathname}`,
      'user-agent': String(req.headers['user-agent'] ?? '').slice(0, 300),
    };
    if (secret) headers[PROXY_SECRET_HEADER] = secret;
    try {
      const res = await fetch(new URL(FORM_API_PATHS[form], apiUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (res.ok) {
        await res.body?.cancel();
        return { stored: true } satisfies SendOutcome;
      }
      const retryAfter = res.headers.get('retry-after') ?? undefined;
      return { stored: false, failure: { status: res.status, data: await readJson(res) }, retryAfter } as SendOutcome;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { stored: false, failure: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR' } } as SendOutcome;
    }
  };

  const postBack = (reply: FastifyReply, pathname: string, status: number, back: FormPostBack) => {
    reply.code(status as never); // Fastify types a reply's codes from no schema
    return reply.sendPostBack(back, pathname);
  };

  scope.post('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pageStatus(pathname) === 404)
      return sendError(reply, 404, `No page at ${pathname.slice(0, 200)}`);
    // A form on another site posting here as the visitor: refused (browsers say where a post comes from).
    if (req.headers['sec-fetch-site'] === 'cross-site')
      return sendError(reply, 403, 'Forms are accepted from this site only.');
    const posted = readPostedForm(req.body);
    if (!posted) return sendError(reply, 400, 'This form could not be read. Please go back and try again.');
    const { form, values } = posted;
    const checked = checkPostedForm(form, values);
    if (!checked.ok) {
      req.log.info({ form, outcome: 'invalid', fields: Object.keys(checked.errors) }, 'form post');
      return postBack(reply, pathname, 422, { form, values, errors: checked.errors, failure: null });
    }
    const outcome = await send(
      req,
      pathname,
      form,
      formIdempotencyKey(form, posted.key, checked.payload),
      checked.payload,
    );
    if (outcome.stored) {
      req.log.info({ form, outcome: 'stored' }, 'form post');
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(sentPath(pathname, form), 303);
    }
    const status = postBackStatus(outcome.failure);
    req.log.warn({ form, outcome: 'not stored', apiStatus: outcome.failure.status }, 'form post');
    if (outcome.retryAfter && /^\d{1,6}$/.test(outcome.retryAfter)) reply.header('Retry-After', outcome.retryAfter);
    return postBack(reply, pathname, status, { form, values, errors: {}, failure: outcome.failure });
  });
};
