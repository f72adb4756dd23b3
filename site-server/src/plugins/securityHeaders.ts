// Headers on every reply (also errors and the API's answers through the proxy): CORS for the
// site's own origins only, Vary, the browser protection headers, and a cache policy that suits
// federated deployments. The per-page content security policy is set where the page is sent
// (plugins/pageRendering.ts), from the runtime config.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, protectionHeaders, type ResourcePolicy } from '../http/responseHeaders.js';
import { addVary } from '../http/vary.js';

export interface SecurityHeadersOptions {
  /** origins that may fetch these files cross-origin */
  allowedOrigins: string[];
  resourcePolicy: ResourcePolicy;
  /** served over HTTPS: send HSTS */
  https: boolean;
  /** HSTS includeSubDomains (SITE_HSTS_INCLUDE_SUBDOMAINS) */
  hstsIncludeSubDomains?: boolean | undefined;
}

/** Sets the headers every reply carries; also called for a request refused before any hook. */
export function headerFinisher({
  allowedOrigins,
  resourcePolicy,
  https,
  hstsIncludeSubDomains,
}: SecurityHeadersOptions): (req: FastifyRequest, reply: FastifyReply) => void {
  const protect = protectionHeaders({ resourcePolicy, https, hstsIncludeSubDomains });
  return (req, reply) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    // Every reply depends on Origin (a cache must not hand a reply without CORS to the shell's
    // page), besides what it already varies on (Accept-Encoding for a compressed file).
    addVary(reply, 'Origin');
    protect(req, reply);
    // An error replaces any cache header (also the API's): it must never be kept.
    if (reply.statusCode >= 400 || !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', cacheControlFor(req.url.split('?')[0] ?? '', reply.statusCode));
  };
}

/** Registered after compression, so that its headers are set on the reply as finally sent. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const finish = headerFinisher(options);
    app.addHook('onSend', async (req, reply, payload) => {
      finish(req, reply);
      return payload;
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
