// A production site server, one Fastify plugin per concern (src/plugins/): compression, cache
// headers that suit federated deployments (entry files and config revalidated, hashed chunks
// immutable, errors never stored), CORS for the site's own origins only, the browser protection
// headers, no source maps or build statistics, and for the shell: its pages (rendered on the
// server, else the static page), /api + /images forwarding, the runtime config, the content
// security policy and its report endpoint. A remote's server is the same app with fewer parts
// (remoteApp.ts).
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ReadRuntimeConfig } from './config/runtimeConfig.js';
import type { TrustProxy } from './config/siteEnv.js';
import { readSiteRegistry } from './config/siteRegistry.js';
import { plainErrorHandler, sendError, statusOf, type ThrownError } from './http/errorReplies.js';
import type { ResourcePolicy } from './http/responseHeaders.js';
import type { HitCounter } from './limits/sharedLimits.js';
import { REQUEST_ID_HEADER, pathForLog, requestIdGenerator } from './logging/requestLog.js';
import { httpDuration, httpRequests, routeGroup } from './metrics/siteMetrics.js';
import { apiProxy, type ProxyFailure } from './plugins/apiProxy.js';
import { cspReport, type CspViolation } from './plugins/cspReport.js';
import { formPosts } from './plugins/formPosts.js';
import { pageRendering } from './plugins/pageRendering.js';
import { remoteOverrides } from './plugins/remoteOverrides.js';
import { remotePreloads } from './plugins/remotePreloads.js';
import { runtimeConfigRoute } from './plugins/runtimeConfig.js';
import { headerFinisher, securityHeaders } from './plugins/securityHeaders.js';
import { staticFiles } from './plugins/staticFiles.js';
import { remoteStyles } from './plugins/remoteStyles.js';
import { createPageStatus } from './render/pageStatus.js';
import type { SiteRenderer } from './render/pageRenderer.js';

export interface StaticAppOptions {
  /**
   * the build folder served at / (the shell's install folder); a remote's server has none: it
   * serves only its release folders under /releases/
   */
  root?: string | undefined;
  /** origins that may fetch these files cross-origin */
  allowedOrigins: string[];
  /** served at /releases/ (a remote's release folders) */
  releasesRoot?: string | undefined;
  /** serve the page for unknown paths (the shell), with a 404 where no route of the site matches */
  spa?: boolean | undefined;
  /** forward /api and /images here (the shell) */
  apiUrl?: string | undefined;
  /** the runtime config, read on every request */
  readRuntimeConfig?: ReadRuntimeConfig | undefined;
  /** a short summary of each CSP report */
  onCspReport?: ((violations: CspViolation[]) => void) | undefined;
  /** CSP reports per client address and minute */
  cspReportsPerMinute?: number | undefined;
  /** where CSP report hits are counted (limits/sharedLimits.ts); default: this process */
  cspReportCounter?: HitCounter | undefined;
  /** form posts (plugins/formPosts.ts) per client address and minute; default 30 */
  formPostsPerMinute?: number | undefined;
  /** sent to the API as X-Site-Proxy-Secret (plugins/apiProxy.ts) */
  proxySecret?: string | undefined;
  /** an API answer slower than this is a 504 */
  proxyTimeoutMs?: number | undefined;
  onProxyFailure?: ((failure: ProxyFailure) => void) | undefined;
  /** hops that may name the visitor and the scheme (config/siteEnv.ts); default none */
  trustProxy?: TrustProxy | undefined;
  /** served over HTTPS: send HSTS */
  https?: boolean | undefined;
  /** HSTS also covers subdomains (SITE_HSTS_INCLUDE_SUBDOMAINS) */
  hstsIncludeSubDomains?: boolean | undefined;
  /** the process's logger (logging/requestLog.ts): one line per request; default none */
  logger?: FastifyBaseLogger | undefined;
  /** the server renderer: pages are rendered with their content; without it the static index.html is sent */
  renderer?: Pick<SiteRenderer, 'render'> | null | undefined;
  /** the site's public origin for rendered pages (canonical URLs); default the request's own */
  siteUrl?: string | undefined;
  log?: ((line: string) => void) | undefined;
  /**
   * Cross-Origin-Resource-Policy; default same-site for the shell, cross-origin for a remote (its
   * files are the shell's page's, from another origin and in a deployment maybe another site: a CDN)
   */
  resourcePolicy?: ResourcePolicy | undefined;
}

export async function createStaticApp({
  root,
  allowedOrigins,
  releasesRoot,
  spa = false,
  apiUrl,
  readRuntimeConfig,
  onCspReport,
  cspReportsPerMinute,
  cspReportCounter,
  formPostsPerMinute,
  proxySecret,
  proxyTimeoutMs,
  onProxyFailure,
  trustProxy = false,
  https = false,
  hstsIncludeSubDomains = false,
  logger,
  renderer = null,
  siteUrl,
  log = () => undefined,
  resourcePolicy = spa ? 'same-site' : 'cross-origin',
}: StaticAppOptions): Promise<FastifyInstance> {
  if (!root && !releasesRoot) throw new Error('Nothing to serve: give a build folder or a releases folder');
  if (root && !fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'remoteEntry.js'))) {
    throw new Error(`Nothing to serve in ${root}: build it first`);
  }
  const headers = { allowedOrigins, resourcePolicy, https, hstsIncludeSubDomains };
  const finishHeaders = headerFinisher(headers);

  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request, written below without query values (Fastify's own two carry the URL).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(trustProxy),
    trustProxy,
    // An undecodable address (/api/%) is refused before any route or hook: same JSON, same headers.
    frameworkErrors: (err, req, reply) => {
      finishHeaders(req, reply.code(400 as never)); // Fastify types this reply's codes from no schema
      return sendError(reply, 400, 'The address is malformed.', err.code);
    },
  });
  const answerError = plainErrorHandler(500);
  app.setErrorHandler((err: ThrownError & { message?: unknown }, req, reply) => {
    // The error's own message and code (never the request's body or query).
    if (statusOf(err) >= 500)
      req.log.error({ err: { message: String(err.message).slice(0, 300), code: err.code } }, 'request failed');
    return answerError(err, req, reply);
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeGroup(req.url);
    const ms = reply.elapsedTime;
    httpRequests.inc({ method: req.method, route, status: reply.statusCode });
    httpDuration.observe({ method: req.method, route }, ms / 1000);
    // The app's logger, not the route's: the proxied routes log at warn (plugins/apiProxy.ts).
    app.log.info(
      {
        reqId: req.id,
        method: req.method,
        path: pathForLog(req.url),
        status: reply.statusCode,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 2: 5 } },
  });
  await app.register(securityHeaders, headers);

  // Which remote owns a page and which the home page shows first: the shell build's registry facts.
  const registry = spa && root ? readSiteRegistry(root) : null;
  await app.register(staticFiles, { root, releasesRoot, spa });
  if (readRuntimeConfig) {
    await app.register(runtimeConfigRoute, { readRuntimeConfig });
    await app.register(remoteStyles, { readRuntimeConfig });
  }
  if (onCspReport)
    await app.register(cspReport, {
      onReport: onCspReport,
      perMinute: cspReportsPerMinute,
      hitCounter: cspReportCounter,
    });
  if (apiUrl)
    await app.register(apiProxy, {
      upstream: apiUrl,
      secret: proxySecret,
      timeoutMs: proxyTimeoutMs,
      onFailure: onProxyFailure,
    });
  await app.register(remoteOverrides);
  await app.register(remotePreloads, { shellDist: readRuntimeConfig ? root : undefined, registry });
  await app.register(pageRendering, { spa, registry, readRuntimeConfig, renderer, siteUrl, log });
  // The write forms posted without JavaScript, to their own pages (after the pages: it renders them again).
  if (spa && apiUrl)
    await app.register(formPosts, {
      apiUrl,
      secret: proxySecret,
      siteUrl,
      pageStatus: registry ? createPageStatus(registry) : () => 200,
      perMinute: formPostsPerMinute,
    });
  return app;
}
