// The shell's pages: every path a route of the site may show answers the page, rendered on the
// server from the shell's and the remotes' server builds (render/pageRenderer.ts) or, when that is
// off or fails, the static index.html; with its content security policy, preloads, and 404 where no
// route matches. Any other unknown path is a plain JSON 404 (also on a remote's server).
import path from 'node:path';
import type { FormPostBack } from 'contracts/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadRuntimeConfig, RuntimeConfig } from '../config/runtimeConfig.js';
import type { SiteRegistry } from '../config/siteRegistry.js';
import { pageCsp, pageNonce } from '../http/csp.js';
import { sendError } from '../http/errorReplies.js';
import { canonicalPathname } from '../http/canonicalPathname.js';
import { addVary } from '../http/vary.js';
import { pagesServed, renderDuration } from '../metrics/siteMetrics.js';
import { pageSource, type RenderedPage, type SiteRenderer } from '../render/pageRenderer.js';
import { RenderRefused } from '../render-pool/renderPool.js';
import { NOT_FOUND_ROBOTS, createPageStatus } from '../render/pageStatus.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers the request's page rendered again for a form posted without JavaScript (with what
     * was typed and why it was not stored), at the reply's status: never kept, never stored by a cache.
     */
    sendPostBack(postBack: FormPostBack, pathname: string): Promise<FastifyReply>;
  }
}

export interface PageRenderingOptions {
  /** serve the page for unknown paths (the shell) */
  spa: boolean;
  /** the shell build's registry facts (which first segments a route shows) */
  registry: SiteRegistry | null;
  readRuntimeConfig?: ReadRuntimeConfig | undefined;
  /** the server renderer; without it (or when it fails) the static index.html is sent */
  renderer: Pick<SiteRenderer, 'render'> | null;
  /** the site's public origin for rendered pages (canonical URLs); default the request's own */
  siteUrl?: string | undefined;
  log: (line: string) => void;
}

export const pageRendering = fp<PageRenderingOptions>(
  async (app, { spa, registry, readRuntimeConfig, renderer, siteUrl, log }) => {
    // A page no route can show is the same HTML (the shell renders its not-found screen) with a 404.
    const pageStatus = registry ? createPageStatus(registry) : () => 200;

    /** The page rendered on the server (its content, metadata and status), or null to send the static one. */
    const renderPage = async (
      req: FastifyRequest,
      config: RuntimeConfig | undefined,
      nonce: string,
      postBack: FormPostBack | undefined,
    ): Promise<RenderedPage | null> => {
      // `serverRender: false` in the runtime config: browsers render (a switch for operations).
      if (!renderer || !config || config.serverRender === false) return null;
      const endTimer = renderDuration.startTimer();
      try {
        const origin = siteUrl ?? `${req.protocol}://${req.host}`;
        const page = await renderer.render({
          url: new URL(req.url, origin).href,
          config,
          nonce,
          acceptEncoding: req.headers['accept-encoding'],
          client: req.ip,
          requestId: req.id,
          postBack,
        });
        endTimer();
        pagesServed.inc({ source: pageSource(page) });
        return page;
      } catch (error) {
        if (error instanceof RenderRefused) throw error; // answered 503 (sendIndex)
        const message = error instanceof Error ? error.message : String(error);
        log(`Page render failed, static page sent: ${message.slice(0, 200)}`);
        return null;
      }
    };

    const sendIndex = async (req: FastifyRequest, reply: FastifyReply, pathname: string, postBack?: FormPostBack) => {
      // Read once per page: the policy and the preloads come from the same config.
      let config: RuntimeConfig | undefined;
      try {
        config = readRuntimeConfig?.();
      } catch {
        config = undefined; // the static page fetches the config itself and reports the problem
      }
      const nonce = pageNonce();
      // A team's own build of one remote (allowed by the config, on its allow-list): the policy allows
      // its origin for this page, and the browser renders the page, as the server's federation runtime
      // holds one release of each remote for every visitor.
      const override = reply.remoteOverride(config);
      if (config) reply.header('Content-Security-Policy', pageCsp(config, nonce, override?.origin));
      let page: RenderedPage | null;
      try {
        page = override ? null : await renderPage(req, config, nonce, postBack);
      } catch (error) {
        if (!(error instanceof RenderRefused)) throw error;
        // Renders are full and no copy of this page is kept: never a page without its content.
        reply.header('Retry-After', String(error.retryAfterSeconds));
        reply.header('Cache-Control', 'no-store');
        return sendError(reply, 503, 'The site is busy. Please try again in a moment.');
      }
      if (page?.redirect) {
        if (!Buffer.isBuffer(page.body)) page.body.destroy();
        reply.header('Cache-Control', 'no-store');
        // 301 where a screen named the page's one address (a listing at an old slug), else 303.
        return reply.redirect(page.redirect, page.status === 301 ? 301 : 303);
      }
      // A rendered page carries its config and is usable before its scripts run: they load after it
      // (scripts/webpack/pageStart.js), and its head names what draws it (style sheets, the first
      // image), fetched at the priority each needs. A Link preload would only start the remote's
      // render-blocking style sheet at a low priority. The static page needs its code at once.
      if (!page) reply.header('Link', (await reply.staticPagePreloads(pathname, config, override)).join(', '));
      // A post-back shows what the visitor typed: theirs alone, stored nowhere.
      reply.header('Cache-Control', postBack ? 'no-store' : 'no-cache');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (!page) {
        pagesServed.inc({ source: 'static' });
        return reply.sendFile('index.html');
      }
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
    app.decorateReply('sendPostBack', function (this: FastifyReply, postBack: FormPostBack, pathname: string) {
      return sendIndex(this.request, this, pathname, postBack);
    });
    app.setNotFoundHandler((req, reply) => {
      const pathname = req.url.split('?')[0] ?? '';
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname) && !pathname.startsWith('/api/');
      if (spa && wantsPage) {
        // One address per page: `/About` and `/blog/` move for good to `/about` and `/blog`.
        const canonical = canonicalPathname(pathname);
        if (canonical) return reply.redirect(canonical + req.url.slice(pathname.length), 301);
        if (pageStatus(pathname) === 404) reply.code(404).header('X-Robots-Tag', NOT_FOUND_ROBOTS);
        return sendIndex(req, reply, pathname);
      }
      return sendError(reply, 404, `No file at ${pathname.slice(0, 200)}`);
    });
  },
  { name: 'page-rendering', fastify: '5.x', dependencies: ['remote-overrides', 'remote-preloads'] },
);
