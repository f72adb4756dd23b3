// A production static server for one app's dist/: compression, cache headers that suit federated
// deployments (entry files and config revalidated, hashed chunks immutable), CORS for the site's
// own origins only, and optionally (for the shell) SPA fallback, /api + /images forwarding,
// the runtime config and the content security policy.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import { buildCsp } from './csp.mjs';
import { createRemotePreloader, pageRemotes } from './remotePreloads.mjs';

const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html', 'runtime-config.json']);

function cacheControlFor(pathname) {
  const base = path.basename(pathname);
  if (NO_CACHE.has(base) || !path.extname(base)) return 'no-cache';
  if (/\.[0-9a-f]{8}\.[a-z]+$/.test(base) || base.endsWith('.map')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * @param {object} o
 * @param {string} o.root               dist folder
 * @param {string[]} o.allowedOrigins   origins that may fetch these files cross-origin
 * @param {boolean} [o.spa]             serve index.html for unknown paths (the shell)
 * @param {string} [o.apiUrl]           forward /api and /images here (the shell)
 * @param {() => object} [o.readRuntimeConfig]  the runtime config, read on every request
 * @param {(report: unknown) => void} [o.onCspReport]
 */
export async function createStaticApp({ root, allowedOrigins, spa = false, apiUrl, readRuntimeConfig, onCspReport }) {
  if (!fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'remoteEntry.js'))) {
    throw new Error(`Nothing to serve in ${root}: build it first`);
  }
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 2: 5 } } });

  app.addHook('onSend', async (req, reply, payload) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', cacheControlFor(req.url.split('?')[0]));
    return payload;
  });

  const remotePreloads = readRuntimeConfig ? createRemotePreloader({ shellDist: root }) : null;

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Builds ship .br and .gz beside each asset (scripts/webpack/precompress.cjs).
    preCompressed: true,
  });

  if (readRuntimeConfig) {
    app.get('/runtime-config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      try {
        return reply.type('application/json').send(JSON.stringify(readRuntimeConfig()));
      } catch (e) {
        return reply.code(500).type('application/json').send(JSON.stringify({ message: 'runtime config unreadable' }));
      }
    });
  }

  if (onCspReport) {
    app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, {});
      }
    });
    app.post('/csp-report', async (req, reply) => {
      onCspReport(req.body);
      return reply.code(204).send();
    });
  }

  if (apiUrl) {
    for (const prefix of ['/api', '/images']) {
      await app.register(fastifyProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        http: { requestOptions: { timeout: 30000 } },
        // The API limits writes per visitor: tell it who the visitor is, not this proxy.
        replyOptions: { rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': req.ip }) },
      });
    }
  }

  const sendIndex = async (reply, pathname) => {
    // Read once per page: the policy and the preloads come from the same config.
    const config = readRuntimeConfig?.();
    if (config) reply.header('Content-Security-Policy', buildCsp(config));
    // Start the runtime config (every page) and the hero image (home) before the JS asks for them.
    const preloads = ['</runtime-config.json>; rel=preload; as=fetch; crossorigin=anonymous'];
    const { manifests, ownerManifest } = pageRemotes(pathname, config?.remotes);
    // The manifests of the remotes this page shows: small files its first screen waits for otherwise.
    for (const manifest of manifests) {
      preloads.push(`<${new URL(manifest).origin}>; rel=preconnect; crossorigin=anonymous`, `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
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
    reply.header('Link', preloads.join(', '));
    reply.header('Cache-Control', 'no-cache');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return reply.sendFile('index.html');
  };

  if (spa) app.get('/', (_req, reply) => sendIndex(reply, '/'));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname) && !pathname.startsWith('/api/');
    if (spa && wantsPage) return sendIndex(reply, pathname);
    return reply.code(404).type('application/json').send({ statusCode: 404, error: 'Not Found', message: `No file at ${req.url}` });
  });
  return app;
}
