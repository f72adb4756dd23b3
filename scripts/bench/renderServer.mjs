// For `npm run bench:render-pool`: a page server with one renderer, in its own process, beside the
// composed site's API and remotes: RENDERER=single (today's renderer on the server's own thread,
// site-server/dist/render/pageRenderer.js) or RENDERER=pool (the render pool, site-server/dist/render-pool). It answers a
// page as the site server does (a refused render: 503 with Retry-After) and names the client by
// X-Forwarded-For, as a site behind its load balancer does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { rootDir } from './siteProcess.mjs';

const {
  RENDERER = 'pool',
  PORT,
  API_URL,
  CONFIG_FILE,
  SITE_KEPT_PAGES,
  SITE_RENDER_WORKERS,
  SITE_RENDER_BUDGET_MS,
} = process.env;
const shellDist = path.join(rootDir, 'shell/dist');
const readRuntimeConfig = () => JSON.parse(fs.readFileSync(CONFIG_FILE, 'utf8'));
const keptPages = SITE_KEPT_PAGES === undefined ? undefined : Number(SITE_KEPT_PAGES);
const log = (line) => process.stderr.write(`${RENDERER}: ${line}\n`);

let renderer;
let RenderRefused = null;
if (RENDERER === 'pool') {
  const pool = await import(path.join(rootDir, 'site-server/dist/render-pool/renderPool.js'));
  RenderRefused = pool.RenderRefused;
  renderer = await pool.createRenderPool({
    shellDist,
    apiUrl: API_URL,
    readRuntimeConfig,
    keptPages,
    log,
    ...(SITE_RENDER_WORKERS ? { workers: Number(SITE_RENDER_WORKERS) } : {}),
    ...(SITE_RENDER_BUDGET_MS ? { budgetMs: Number(SITE_RENDER_BUDGET_MS) } : {}),
  });
} else {
  const { createSiteRenderer } = await import(path.join(rootDir, 'site-server/dist/render/pageRenderer.js'));
  renderer = await createSiteRenderer({ shellDist, apiUrl: API_URL, readRuntimeConfig, keptPages, log });
}

const app = Fastify({ logger: false, trustProxy: true });
app.get('/*', async (req, reply) => {
  try {
    const page = await renderer.render({
      url: new URL(req.url, `http://localhost:${PORT}`).href,
      config: readRuntimeConfig(),
      nonce: crypto.randomBytes(16).toString('base64'),
      acceptEncoding: req.headers['accept-encoding'],
      client: req.ip,
    });
    if (page.redirect) return reply.redirect(page.redirect, 303);
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.body);
  } catch (error) {
    if (RenderRefused && error instanceof RenderRefused)
      return reply.code(503).header('Retry-After', String(error.retryAfterSeconds)).send('busy');
    throw error;
  }
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
