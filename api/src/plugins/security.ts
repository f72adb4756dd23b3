import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeaderOptions } from 'contracts/http';

/**
 * Security headers and CORS. The API answers JSON and images, never HTML of its own (except
 * the docs, which get their own policy in plugins/docs.ts), so the policy is strict.
 */
export const API_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
};

/** Helmet's options for the API (the site's one policy, contracts/src/http); HSTS only over HTTPS. */
export function apiHelmetOptions(https: boolean, hstsIncludeSubDomains: boolean): HelmetOptions {
  return securityHeaderOptions({
    https,
    hstsIncludeSubDomains,
    csp: API_CSP,
    // The site's pages live on other origins (the shell and each remote): they must be able to
    // show these images. Reading JSON cross-origin is still governed by CORS below.
    crossOriginResourcePolicy: 'cross-origin',
  });
}

/**
 * The response headers helmet sets for `options`. Every API answer gets the same ones, so helmet
 * runs once at start-up against a recorder instead of on every request (@fastify/helmet builds
 * helmet's middleware anew per request: about a fifth of a cached read's CPU).
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // Helmet's middlewares are synchronous; anything else would leave answers without headers.
  if (!finished || Object.keys(headers).length === 0)
    throw new Error('helmet did not produce the security headers synchronously');
  return Object.freeze(headers);
}

export interface SecurityOptions {
  siteOrigins: readonly string[];
  /** The site's public URL is https: every answer reaches browsers over HTTPS. */
  siteIsHttps: boolean;
  /** HSTS_INCLUDE_SUBDOMAINS: the HSTS header also pins every subdomain. */
  hstsIncludeSubDomains: boolean;
  /** A load balancer is trusted (API_TRUST_PROXY): its X-Forwarded-Proto may say a request came over HTTPS. */
  trustsProxy: boolean;
}

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const overHttps = securityHeaders(apiHelmetOptions(true, opts.hstsIncludeSubDomains));
  const overHttp = securityHeaders(apiHelmetOptions(false, opts.hstsIncludeSubDomains));
  // Synchronous hook: no promise per request. Routes may still replace one (the docs' own CSP).
  // req.protocol is 'https' for TLS here or, from a trusted load balancer (API_TRUST_PROXY), for
  // its X-Forwarded-Proto; a plain-HTTP site never sends HSTS.
  if (opts.siteIsHttps || !opts.trustsProxy) {
    // Known once for every request (the API itself never serves TLS).
    const headers = opts.siteIsHttps ? overHttps : overHttp;
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  } else
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(req.protocol === 'https' ? overHttps : overHttp);
      done();
    });
  await app.register(cors, {
    origin: [...opts.siteOrigins],
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: [
      'Retry-After',
      'Idempotent-Replayed',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    ],
    maxAge: 600,
  });
}
