// A production static server for one app's dist/: compression, cache headers that suit federated
// deployments (entry files and config revalidated, hashed chunks immutable, errors never stored),
// CORS for the site's own origins only, the browser protection headers, no source maps or build
// statistics, and optionally (for the shell) SPA fallback, /api + /images forwarding, the runtime
// config, the content security policy and its report endpoint.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { registerApiProxy } from './apiProxy.mjs';
import { buildCsp } from './csp.mjs';
import { registerCspReport } from './cspReport.mjs';
import { plainErrorHandler, sendError } from './errorReplies.mjs';
import { isPrivateBuildFile } from './privateFiles.mjs';
import { NOT_FOUND_ROBOTS, createPageStatus } from './pageStatus.mjs';
import { createPageRemotes, createRemotePreloader } from './remotePreloads.mjs';
import { overridesOn, requestOverride } from './remoteOverride.mjs';
import { cacheControlFor, protectionHeaders } from './responseHeaders.mjs';
import { readSiteRegistry } from './siteRegistry.mjs';

function addVary(reply, field) {
  const current = String(reply.getHeader('Vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase()))
    reply.header('Vary', [...fields, field].join(', '));
}

/**
 * @param {object} o
 * @param {string} [o.root]             the build folder served at / (the shell's install folder); a
 *   remote's server has none: it serves only its release folders under /releases/
 * @param {string[]} o.allowedOrigins   origins that may fetch these files cross-origin
 * @param {string} [o.releasesRoot]     served at /releases/ (a remote's release folders)
 * @param {boolean} [o.spa]             serve index.html for unknown paths (the shell), with a 404 where
 *   no route of the site matches (pageStatus.mjs)
 * @param {string} [o.apiUrl]           forward /api and /images here (the shell)
 * @param {() => object} [o.readRuntimeConfig]  the runtime config, read on every request
 * @param {(violations: object[]) => void} [o.onCspReport]  a short summary of each report (cspReport.mjs)
 * @param {number} [o.cspReportsPerMinute]  per client address
 * @param {(client: string, windowMs: number) => Promise<{ hits: number, ttlMs: number }>} [o.cspReportCounter]
 *   where CSP report hits are counted (sharedLimits.mjs); default: this process
 * @param {string} [o.proxySecret]      sent to the API as X-Site-Proxy-Secret (apiProxy.mjs)
 * @param {number} [o.proxyTimeoutMs]   an API answer slower than this is a 504
 * @param {(failure: object) => void} [o.onProxyFailure]
 * @param {false | string[] | ((address: string, hop: number) => boolean)} [o.trustProxy]  hops that
 *   may name the visitor and the scheme (siteEnv.mjs); default none
 * @param {boolean} [o.https]           served over HTTPS: send HSTS
 * @param {{ render: Function } | null} [o.renderer]  the server renderer (pageRenderer.mjs): pages
 *   are rendered with their content; without it (or when it fails) the static index.html is sent
 * @param {string} [o.siteUrl]          the site's public origin for rendered pages (canonical URLs);
 *   default the request's own
 * @param {(line: string) => void} [o.log]
 * @param {'same-origin' | 'same-site' | 'cross-origin'} [o.resourcePolicy]  Cross-Origin-Resource-Policy;
 *   default same-site for the shell, cross-origin for a remote (its files are the shell's page's, from
 *   another origin and in a deployment maybe another site: a CDN)
 */
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
  proxySecret,
  proxyTimeoutMs,
  onProxyFailure,
  trustProxy = false,
  https = false,
  renderer = null,
  siteUrl,
  log = () => undefined,
  resourcePolicy = spa ? 'same-site' : 'cross-origin',
}) {
  if (!root && !releasesRoot) throw new Error('Nothing to serve: give a build folder or a releases folder');
  if (root && !fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'remoteEntry.js'))) {
    throw new Error(`Nothing to serve in ${root}: build it first`);
  }
  const protect = protectionHeaders({ resourcePolicy, https });
  const finishHeaders = (req, reply) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    // Every reply depends on Origin (a cache must not hand a reply without CORS to the shell's
    // page), besides what it already varies on (Accept-Encoding for a compressed file).
    addVary(reply, 'Origin');
    protect(req, reply);
    // An error replaces any cache header (also the API's): it must never be kept.
    if (reply.statusCode >= 400 || !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', cacheControlFor(req.url.split('?')[0], reply.statusCode));
  };

  const app = Fastify({
    logger: false,
    trustProxy,
    // An undecodable address (/api/%) is refused before any route or hook: same JSON, same headers.
    frameworkErrors: (err, req, reply) => {
      reply.code(400);
      finishHeaders(req, reply);
      return sendError(reply, 400, 'The address is malformed.', err.code);
    },
  });
  app.setErrorHandler(plainErrorHandler(500));
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 2: 5 } },
  });
  app.addHook('onSend', async (req, reply, payload) => {
    finishHeaders(req, reply);
    return payload;
  });

  const remotePreloads = readRuntimeConfig ? createRemotePreloader({ shellDist: root }) : null;
  // Which remote owns a page and which the home page shows first: the shell build's registry facts.
  const registry = spa ? readSiteRegistry(root) : null;
  const pageRemotes = registry ? createPageRemotes(registry) : () => ({ manifests: [], ownerManifest: null });
  // A page no route can show is the same HTML (the shell renders its not-found screen) with a 404.
  const pageStatus = registry ? createPageStatus(registry) : () => 200;

  if (root)
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      cacheControl: false,
      // Builds ship .br and .gz beside each asset (scripts/webpack/precompress.cjs).
      preCompressed: true,
      // The shell's server build is this server's own code, not a file for browsers.
      allowedPath: (pathname) => !isPrivateBuildFile(pathname) && !(spa && /^\/server(\/|$)/.test(pathname)),
    });
  if (releasesRoot) {
    // A remote's release folders (npm start's installs, scripts/release.mjs's releases): each at
    // its own address, so a release is a config switch and a rollback the switch back.
    fs.mkdirSync(releasesRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: releasesRoot,
      prefix: '/releases/',
      decorateReply: !root,
      index: false,
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathname) => !isPrivateBuildFile(pathname),
    });
  }

  if (readRuntimeConfig) {
    app.get('/runtime-config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      try {
        return reply.type('application/json').send(JSON.stringify(readRuntimeConfig()));
      } catch {
        return sendError(reply, 500, 'The site configuration could not be read.');
      }
    });
  }

  if (onCspReport)
    await registerCspReport(app, {
      onReport: onCspReport,
      perMinute: cspReportsPerMinute,
      hitCounter: cspReportCounter,
    });
  if (apiUrl)
    await registerApiProxy(app, {
      upstream: apiUrl,
      secret: proxySecret,
      timeoutMs: proxyTimeoutMs,
      onFailure: onProxyFailure,
    });

  /** The page rendered on the server (its content, metadata and status), or null to send the static one. */
  const renderPage = async (req, reply, config, nonce) => {
    // `serverRender: false` in the runtime config: browsers render (a switch for operations).
    if (!renderer || !config || config.serverRender === false) return null;
    try {
      const origin = siteUrl ?? `${req.protocol}://${req.host}`;
      return await renderer.render({
        url: new URL(req.url, origin).href,
        config,
        nonce,
        acceptEncoding: req.headers['accept-encoding'],
      });
    } catch (error) {
      log(`Page render failed, static page sent: ${String(error?.message ?? error).slice(0, 200)}`);
      return null;
    }
  };

  /** Link preloads for the static page: what its code asks for first, started with the page. */
  const staticPagePreloads = async (pathname, config, override) => {
    // Start the runtime config (every page) and the hero image (home) before the JS asks for them.
    const preloads = ['</runtime-config.json>; rel=preload; as=fetch; crossorigin=anonymous'];
    const { manifests, ownerManifest } = override
      ? { manifests: [], ownerManifest: null }
      : pageRemotes(pathname, config?.remotes);
    // The manifests of the remotes this page shows: small files its first screen waits for otherwise.
    for (const manifest of manifests) {
      preloads.push(
        `<${new URL(manifest).origin}>; rel=preconnect; crossorigin=anonymous`,
        `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      );
    }
    if (pathname === '/') preloads.push('</images/banners/banner-1.svg>; rel=preload; as=image; fetchpriority=high');
    // The page's own remote: entry, routes chunk, styles and the libraries only it provides.
    if (remotePreloads && ownerManifest) {
      try {
        preloads.push(...(await remotePreloads(ownerManifest)));
      } catch {
        /* no preloads is only slower */
      }
    }
    return preloads;
  };

  const sendIndex = async (req, reply, pathname) => {
    // Read once per page: the policy and the preloads come from the same config.
    let config;
    try {
      config = readRuntimeConfig?.();
    } catch {
      config = undefined; // the static page fetches the config itself and reports the problem
    }
    const nonce = crypto.randomBytes(16).toString('base64');
    // A team's own build of one remote (allowed by the config, on its allow-list): the policy allows
    // its origin for this page, and the browser renders the page, as the server's federation runtime
    // holds one release of each remote for every visitor.
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const override = config ? requestOverride({ query: search, cookie: req.headers.cookie }, config) : null;
    // While overrides are allowed, every page (static, rendered or not found) depends on the cookie.
    if (config && overridesOn(config)) addVary(reply, 'Cookie');
    if (config) reply.header('Content-Security-Policy', buildCsp(config, { nonce, overrideOrigin: override?.origin }));
    const page = override ? null : await renderPage(req, reply, config, nonce);
    if (page?.redirect) {
      page.body.destroy();
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(page.redirect, 303);
    }
    // A rendered page carries its config and is usable before its scripts run: they load after it
    // (scripts/webpack/pageStart.js), and its head names what draws it (style sheets, the first
    // image), fetched at the priority each needs. A Link preload would only start the remote's
    // render-blocking style sheet at a low priority. The static page needs its code at once.
    if (!page) reply.header('Link', (await staticPagePreloads(pathname, config, override)).join(', '));
    reply.header('Cache-Control', 'no-cache');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!page) return reply.sendFile('index.html');
    // The stricter of the two: the registry's (no route for this path) and the screen's (no such id).
    const status = Math.max(reply.statusCode, page.status);
    reply.code(status);
    if (status === 404) reply.header('X-Robots-Tag', NOT_FOUND_ROBOTS);
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    addVary(reply, 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    return reply.send(page.body);
  };

  if (spa) app.get('/', (req, reply) => sendIndex(req, reply, '/'));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname) && !pathname.startsWith('/api/');
    if (spa && wantsPage) {
      if (pageStatus(pathname) === 404) reply.code(404).header('X-Robots-Tag', NOT_FOUND_ROBOTS);
      return sendIndex(req, reply, pathname);
    }
    return sendError(reply, 404, `No file at ${pathname.slice(0, 200)}`);
  });
  return app;
}
