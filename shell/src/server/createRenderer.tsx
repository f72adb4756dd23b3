import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'shared-ui/router';
import {
  ServerPageContext,
  createServerPage,
  SERVER_FALLBACK_DIGEST,
  SERVER_STATE_ID,
  loadRemoteModule,
  onRemoteLoad,
  parseRuntimeConfig,
  releaseScopedStores,
  scopedStoreStates,
  serializeServerState,
  setRemoteTimeout,
  setRuntimeConfig,
  type RuntimeConfig,
  type StyleSheetLink,
} from 'shared-ui';
import type { FormPostBack } from 'contracts/forms';
import { REMOTES, canonicalPagePath, type RemoteModuleRef, type RemoteName } from 'contracts/registry';
// A deep import on purpose: server-only (node:async_hooks), and its store is one per process.
import { recordAnswers } from 'shared-ui/src/api/answerRecords';
import { clearApiAnswers } from 'shared-ui/src/api/apiFetch.server';
import { Document } from '../app/Document';
import { SiteRoutes } from '../app/routes';
import { ServerAssets, StartScript, pagePreloadsScript, type PageAssets } from './ServerAssets';
import { StateBeforeBodyEnd, compressor, pickEncoding, type Encoding } from './pageStream';
import { createPageCache, hasInlineScript, PageCopy } from './pageCache';
import { createRemoteReleases } from './remoteReleases';

/** The server gives a remote this long to load; after that the browser renders its region. */
const REMOTE_BUDGET_MS = 800;
/** How long the status line may wait for the page's own screen (its 404, its title) before 200. */
const HEAD_BUDGET_MS = 600;
/** Regions still rendering after this are handed to the browser (React's client-render fallback). */
const ABORT_MS = 4000;
/** Larger than any page: nothing ready is held back for a script to reveal. */
const PAGE_CHUNK_BYTES = 16 * 1024 * 1024;
/** Rendered pages kept (each as long as its API answers stay fresh, at most a minute, then stale). */
const KEPT_PAGES = 500;
const KEPT_PAGE_MAX_MS = 60_000;
const KEPT_PAGE_MAX_STALE_MS = 60_000;
/** Statuses whose pages may be kept: a page, or the not-found screen of a route nothing owns. */
const KEEPABLE_STATUS = new Set([200, 404]);

function warmRemote(remote: RemoteName): Promise<void> {
  const loads = Object.keys(REMOTES[remote].exposes).map((expose) =>
    // A pair the registry lists; a failure shows in the region when a page needs it.
    loadRemoteModule({ remote, expose } as RemoteModuleRef).catch(() => undefined),
  );
  return Promise.all(loads).then(() => undefined);
}

/** A runtime config as applied: checked, and its text (part of a kept page's key). */
interface AppliedConfig {
  config: RuntimeConfig;
  text: string;
}

export interface RendererOptions {
  /** The API as this server reaches it (absolute; the browser's base may be relative). */
  apiUrl: string;
  /** The shell's browser files (dist/page-assets.json). */
  assets: PageAssets;
  /** A remote's browser style sheets, read from its browser manifest at the page's config's address. */
  stylesFor: (remote: RemoteName, manifestUrl: string | undefined) => readonly StyleSheetLink[];
  /**
   * What the screen at a path loads first of the remote that owns it (its manifest and first
   * scripts, at the addresses the config names): the start script fetches them beside the shell's.
   */
  preloadsFor?: (pathname: string, remotes: Readonly<Record<string, string>>) => readonly string[];
  /** One short line per failure, never personal data. */
  log?: (line: string) => void;
  /** Rendered pages to keep (0: render every request; the bench's baseline). */
  keptPages?: number;
  /** A remote's release went live or down (a render pool keeps pages of its own). */
  onReleaseChange?: (remote: RemoteName, state: 'live' | 'down', release?: string) => void;
}

/** A rendered page that may be kept, as the renderer would keep it (for a kept-page store of its own). */
export interface KeepablePage {
  status: number;
  html: string;
  nonce: string;
  until: number;
  staleUntil: number;
}

export interface PageRequest {
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  /** The runtime config, as read for this request. */
  config: unknown;
  /** The policy's nonce for React's inline streaming scripts. */
  nonce: string;
  acceptEncoding?: string;
  /**
   * Optional: the visitor's address as the site server determined it (its proxy rules). Each
   * client's pages fill at most a share of the kept pages; without it, no share is applied.
   */
  client?: string;
  /** Every remote region is left to the browser (a page whose render ran past its budget). */
  remotesToBrowser?: boolean;
  /** The site server's id of this request: the API's log names it beside what the render asked. */
  requestId?: string | undefined;
  /** Called once the page is complete, when it may be kept. */
  onKeepable?: (page: KeepablePage) => void;
  /**
   * A form posted without JavaScript that was not stored: the page shows it again with what was
   * typed. Such a page is the visitor's own: never kept, never served from a kept copy.
   */
  postBack?: FormPostBack | null;
}

export interface RenderedPage {
  status: number;
  /** Set when a screen sent the visitor elsewhere: answer `status` (303, or 301 for a page's one address) with this Location, no body. */
  redirect: string | null;
  encoding: Encoding;
  body: Readable;
}

/**
 * The site's server renderer: the shell and the remotes' server builds (loaded at run time from
 * the runtime config's remotes, one release at a time), streamed with React's renderer.
 */
export async function createPageRenderer({
  apiUrl,
  assets,
  stylesFor,
  preloadsFor = () => [],
  log = () => undefined,
  keptPages = KEPT_PAGES,
  onReleaseChange,
}: RendererOptions) {
  setRemoteTimeout(REMOTE_BUDGET_MS);
  let config: RuntimeConfig | null = null;
  /** The config applied last: its object and text, and when its remotes' releases are known. */
  let applied: { raw: unknown; text: string; ready: Promise<AppliedConfig> } | null = null;
  const kept = createPageCache({
    maxEntries: keptPages,
    maxAgeMs: KEPT_PAGE_MAX_MS,
    maxStaleMs: KEPT_PAGE_MAX_STALE_MS,
  });
  const releases = createRemoteReleases({
    remotes: () => config?.remotes ?? {},
    onChange: (remote, state, release) => {
      log(`remote ${remote} ${state}${release ? ` (release ${release})` : ''}`);
      kept.clear(); // pages show what the remote's release renders
      onReleaseChange?.(remote, state, release);
      // Load a new release's modules now, so no visitor's page waits for (or misses) them.
      if (state === 'live') void warmRemote(remote);
    },
  });
  // A failed or slow load of a remote's files is never kept: the remote is registered afresh
  // (with backoff) and its regions render here again as soon as its files answer.
  onRemoteLoad((remote, outcome) => {
    if (outcome === 'loaded') releases.loaded(remote);
    else releases.loadFailed(remote);
  });

  /**
   * The config changes rarely: re-applied only when its text does. Every request for a config waits
   * for the same check of its remotes' releases, so none renders before they are live.
   */
  function applyConfig(raw: unknown): Promise<AppliedConfig> {
    if (applied && raw === applied.raw) return applied.ready; // the same object: the reader's cache
    const text = JSON.stringify(raw);
    if (applied && text === applied.text) return applied.ready;
    const parsed = parseRuntimeConfig(raw);
    if (!parsed.ok) return Promise.reject(new Error(parsed.error));
    config = parsed.config;
    kept.clear();
    // Data calls from the server go straight to the API.
    setRuntimeConfig({ ...parsed.config, apiBaseUrl: apiUrl });
    // A check that fails leaves the remotes as they were (their regions fall back): never a config
    // whose every page fails.
    const ready = releases
      .check()
      .catch(() => undefined)
      .then(() => ({ config: parsed.config, text }));
    applied = { raw, text, ready };
    return applied.ready;
  }

  function render(request: PageRequest): Promise<RenderedPage> {
    return applyConfig(request.config).then(({ config: browserConfig, text }) => {
      // Kept by its canonical URL: parameters its screen does not read make no page of their own.
      const key = `${canonicalPagePath(new URL(request.url))}\n${text}`;
      const encoding = pickEncoding(request.acceptEncoding);
      const page = request.remotesToBrowser || request.postBack ? null : kept.get(key, encoding, request.client);
      if (!page) return renderPage(request, browserConfig, key);
      if (page.renderAgain) renderAgain(request, browserConfig, key);
      return { status: page.status, redirect: null, encoding, body: Readable.from([page.body]) };
    });
  }

  /**
   * Renders a stale kept page again, in the background, for the cache: the visitor who found it
   * stale, and everyone after, get the kept copy at once. Its nonce is never sent (a kept copy has none).
   */
  function renderAgain(request: PageRequest, browserConfig: RuntimeConfig, key: string): void {
    const nonce = randomBytes(16).toString('base64');
    // Kept for no one client: a page asked for again is everyone's, not a share of the one who found it stale.
    renderPage({ url: request.url, config: request.config, nonce }, browserConfig, key).then(
      (page) => (page.redirect ? page.body.destroy() : page.body.resume()),
      (error: unknown) => log(`render again: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300)),
    );
  }

  function renderPage(
    { url, nonce, acceptEncoding, client, remotesToBrowser, requestId, onKeepable, postBack = null }: PageRequest,
    browserConfig: RuntimeConfig,
    key: string,
  ): Promise<RenderedPage> {
    return new Promise<RenderedPage>((resolve, reject) => {
      const pageUrl = new URL(url);
      // The sheets of the deployment this page's config names (the browser loads that one).
      // The forms' key: one per render (a kept copy shares it; the site server adds the content).
      const formKey = randomBytes(12).toString('base64url');
      const page = createServerPage(
        pageUrl,
        (remote) => stylesFor(remote, browserConfig.remotes[remote]),
        remotesToBrowser,
        { postBack, formKey },
      );
      const encoding = pickEncoding(acceptEncoding);
      const zip = compressor(encoding);
      const preloads = preloadsFor(pageUrl.pathname, browserConfig.remotes);
      const stateScript = () =>
        pagePreloadsScript(preloads) +
        `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState({
          config: browserConfig,
          stores: scopedStoreStates(page.scoped),
          forms: { key: formKey, postBack },
        })}</script>`;
      const out = new StateBeforeBodyEnd(stateScript, zip ? () => zip.flush() : undefined);
      const copy = kept.enabled || onKeepable ? out.pipe(new PageCopy()) : out;
      const body = zip ? copy.pipe(zip) : copy;
      let shellReady = false;
      let started = false;
      // Kept only when every region rendered here, at once, from answers that may be kept.
      let whole = true;
      const start = (allReady: boolean) => {
        if (started || !shellReady) return;
        started = true;
        whole &&= allReady;
        clearTimeout(headTimer);
        // Gone or moved, by the data (not by a failure): a stale kept copy would still answer 200.
        if (whole && !postBack && (page.redirect || page.status === 410)) kept.forget(key);
        if (page.redirect) {
          stream.abort();
          resolve({ status: page.redirectStatus, redirect: page.redirect, encoding: null, body: out });
          return;
        }
        resolve({ status: page.status, redirect: null, encoding, body });
        stream.pipe(out);
      };
      const { result: stream, record } = recordAnswers(
        () =>
          renderToPipeableStream(
            <ServerPageContext value={page}>
              <Document icon={assets.icon} headEnd={<StartScript assets={assets} />}>
                <ServerAssets assets={assets} />
                <StaticRouter location={pageUrl.pathname + pageUrl.search}>
                  <SiteRoutes />
                </StaticRouter>
              </Document>
            </ServerPageContext>,
            {
              nonce,
              // With a start script (StartScript), the shell's scripts wait for the page to load.
              bootstrapScripts: assets.start ? [] : assets.scripts,
              // A region that is ready when the page starts goes out in place, however large: by
              // default React sends big ones apart, hidden until an inline script moves them in,
              // which a visitor without JavaScript (or a crawler) would never see.
              progressiveChunkSize: PAGE_CHUNK_BYTES,
              onShellReady() {
                shellReady = true;
              },
              onAllReady() {
                shellReady = true;
                start(true);
              },
              onShellError(error) {
                clearTimeout(headTimer);
                clearTimeout(abortTimer);
                reject(error instanceof Error ? error : new Error(String(error)));
              },
              onError(error) {
                whole = false;
                // A region that fails is rendered by the browser instead; say which, briefly.
                log(`render: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
                return SERVER_FALLBACK_DIGEST;
              },
            },
          ),
        requestId,
      );
      const headTimer = setTimeout(() => {
        if (shellReady) start(false);
        else headTimer.refresh();
      }, HEAD_BUDGET_MS);
      const abortTimer = setTimeout(() => stream.abort(new Error('A region took too long on the server')), ABORT_MS);
      body.on('close', () => {
        clearTimeout(abortTimer);
        releaseScopedStores(page.scoped);
      });
      out.on('finish', () => clearTimeout(abortTimer));
      if (copy instanceof PageCopy) {
        copy.on('end', () => {
          if (!whole || !record.keepable || page.redirect || postBack || !KEEPABLE_STATUS.has(page.status)) return;
          const { until, staleUntil } = record;
          const keepable = { status: page.status, html: copy.text(), nonce, until, staleUntil };
          if (kept.enabled) void kept.set(key, { ...keepable, client });
          // Only a page without inline scripts: a kept copy carries no visitor's nonce.
          if (onKeepable && !hasInlineScript(keepable.html)) onKeepable(keepable);
        });
      }
    });
  }

  /**
   * The public data changed (the API's data version moved): kept pages are rendered again, and
   * meanwhile served for at most `staleMs`.
   */
  function dataChanged(staleMs: number): void {
    clearApiAnswers(); // the answers pages are rendered from, first
    kept.expire(staleMs);
  }

  /** Checks the remotes' server releases; the site server calls it every few seconds. */
  const checkReleases = () => releases.check();

  /**
   * Applies a config before any request asks for it (the site server, as it starts and on each
   * check). True when it was new, and so its remotes' releases were just checked.
   */
  const prepare = (raw: unknown): Promise<boolean> => {
    const before = applied;
    return applyConfig(raw).then(
      () => applied !== before,
      () => false,
    );
  };

  /**
   * Loads every configured remote's modules (without rendering any): a render worker that starts
   * while the machine is busy has them before its first page, which would otherwise wait for them.
   */
  const warm = (): Promise<void> =>
    Promise.all(Object.keys(config?.remotes ?? {}).map((remote) => warmRemote(remote as RemoteName))).then(
      () => undefined,
    );

  return { render, checkReleases, prepare, dataChanged, warm };
}
