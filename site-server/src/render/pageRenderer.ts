// The site server's side of server rendering: loads the shell's server build (shell/dist/server),
// keeps each remote's style sheets and server release current, and renders a page for a request.
// Without a server build (an old dist) the site serves its static page as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { FormPostBack } from 'contracts/forms';
import type { ReadRuntimeConfig, RuntimeConfig } from '../config/runtimeConfig.js';
import type { StyleSheetLink } from './ownOriginStyles.js';
import { createRemoteFiles } from './remoteFiles.js';

/** How often remote releases (server manifests) and style sheets (browser manifests) are checked. */
export const RELEASE_CHECK_MS = 2000;

/** A page request as the shell's renderer takes it (shell/src/server/createRenderer.tsx). */
export interface PageRequest {
  url: string;
  config: RuntimeConfig;
  nonce: string;
  acceptEncoding?: string | undefined;
  /** The visitor's address as this server determined it: each client gets a share of the kept pages and renders. */
  client?: string | undefined;
  /** sent on as X-Request-Id with the page's API calls, where the shell's renderer supports it */
  requestId?: string | undefined;
  /** a form posted without JavaScript, shown again with what was typed: the visitor's own page, never kept */
  postBack?: FormPostBack | undefined;
}

/** A rendered page (shell/src/server/createRenderer.tsx): its body streams, maybe compressed. */
export interface RenderedPage {
  status: number;
  redirect: string | null;
  encoding: 'br' | 'gzip' | null;
  /** a stream (the renderer on this thread) or the whole page (the render pool) */
  body: Readable | Buffer;
  /** a kept copy, not rendered for this request (where the shell's renderer says so) */
  kept?: boolean | undefined;
}

/**
 * Whether a page was rendered for this request or is a kept copy. Until the shell's renderer says
 * so (`kept`), its body tells: a kept copy is one buffer (Readable.from), a render a stream of
 * transforms (the page's serializer, its copy for the cache, the compressor).
 */
export function pageSource(page: RenderedPage): 'rendered' | 'kept' {
  if (page.kept !== undefined) return page.kept ? 'kept' : 'rendered';
  return page.body instanceof Transform ? 'rendered' : 'kept';
}

/** What the shell's server build (shell/dist/server/main.js) exports, as far as this server uses it. */
interface ShellServerBuild {
  renderer: Promise<{
    createPageRenderer(options: {
      apiUrl: string;
      assets: unknown;
      stylesFor: (remote: string, manifestUrl: string | undefined) => readonly StyleSheetLink[];
      /** Ignored by shell server builds from before it. */
      preloadsFor?: (pathname: string, remotes: Readonly<Record<string, unknown>> | undefined) => readonly string[];
      log: (line: string) => void;
      keptPages?: number | undefined;
    }): Promise<{
      render(request: PageRequest): Promise<RenderedPage>;
      checkReleases(): Promise<unknown>;
      /** Missing in shell server builds from before it. */
      prepare?: (config: unknown) => Promise<boolean>;
      dataChanged?: (staleAfterMs: number) => void;
    }>;
  }>;
}

/** The site's renderer: a page for a request, and the remotes' releases brought up to date. */
export interface SiteRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
  refresh(): Promise<void>;
  close(): void;
}

export interface SiteRendererOptions {
  shellDist: string;
  /** where the server calls the API */
  apiUrl: string;
  readRuntimeConfig: ReadRuntimeConfig;
  log?: (line: string) => void;
  checkEveryMs?: number;
  /** rendered pages to keep (config/siteEnv.ts, SITE_KEPT_PAGES) */
  keptPages?: number | undefined;
  /** how often the API's data version is read; 0: never (SITE_DATA_POLL_MS) */
  dataPollMs?: number | undefined;
  /** how long a kept page may be served after a data change */
  staleAfterChangeMs?: number | undefined;
}

export async function createSiteRenderer({
  shellDist,
  apiUrl,
  readRuntimeConfig,
  log = () => undefined,
  checkEveryMs = RELEASE_CHECK_MS,
  keptPages,
  dataPollMs = 0,
  staleAfterChangeMs = 2000,
}: SiteRendererOptions): Promise<SiteRenderer | null> {
  const entry = path.join(shellDist, 'server/main.js');
  const assetsFile = path.join(shellDist, 'page-assets.json');
  if (!fs.existsSync(entry) || !fs.existsSync(assetsFile)) return null;
  const assets: unknown = JSON.parse(fs.readFileSync(assetsFile, 'utf8'));
  const { renderer } = createRequire(import.meta.url)(entry) as ShellServerBuild;
  const { createPageRenderer } = await renderer;
  const remoteFiles = createRemoteFiles(shellDist);
  const pages = await createPageRenderer({
    apiUrl,
    assets,
    stylesFor: remoteFiles.stylesFor,
    preloadsFor: remoteFiles.preloadsFor,
    log,
    keptPages,
  });
  /** A page of a config that names a remote at a new address waits for that address's style sheets. */
  const render = async (request: PageRequest) => {
    const unknown = Object.values(request?.config?.remotes ?? {})
      .map(String)
      .filter((url) => !remoteFiles.has(url));
    await Promise.all(unknown.map(remoteFiles.read));
    return pages.render(request);
  };

  async function refresh() {
    let config: RuntimeConfig | undefined;
    try {
      config = readRuntimeConfig();
    } catch {
      return; // an unreadable config: pages fall back to the static page, which reports it
    }
    await Promise.all(Object.values(config?.remotes ?? {}).map((url) => remoteFiles.read(String(url))));
    // Applied before a visitor asks: the first pages after a start (or a config switch) find every
    // remote's release live instead of rendering their regions as unavailable.
    const justChecked = await pages.prepare?.(config); // (a shell server build from before it has none)
    if (justChecked !== true) await pages.checkReleases().catch(() => undefined);
  }
  await refresh();
  const timer = setInterval(() => void refresh(), checkEveryMs);
  timer.unref();
  const versions = dataPollMs > 0 && pages.dataChanged ? watchDataVersion({ apiUrl, everyMs: dataPollMs, log }) : null;
  versions?.onChange(() => pages.dataChanged?.(staleAfterChangeMs));
  return {
    render,
    refresh,
    close: () => {
      clearInterval(timer);
      versions?.close();
    },
  };
}

/** Failed readings in a row before they are logged: an API still starting is no outage. */
const NOTED_FAILURES = 3;
/** A version answer takes at most this long; a slow API is asked again at the next tick. */
const VERSION_TIMEOUT_MS = 2000;

/**
 * Reads the API's public data version (GET /api/data-version) every `everyMs`: every API process
 * sees a change within moments (PostgreSQL notifies them all), so every site server lets its kept
 * pages go within about `everyMs` of it, whichever API its request reaches.
 */
export function watchDataVersion({
  apiUrl,
  everyMs,
  log,
  fetchImpl = fetch,
}: {
  apiUrl: string;
  everyMs: number;
  log: (line: string) => void;
  fetchImpl?: typeof fetch;
}): { onChange: (fn: (version: number) => void) => void; check: () => Promise<void>; close: () => void } {
  let version: number | null = null;
  const listeners: ((version: number) => void)[] = [];
  let busy = false;
  let failures = 0;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const res = await fetchImpl(`${apiUrl}/api/data-version`, { signal: AbortSignal.timeout(VERSION_TIMEOUT_MS) });
      const body = res.ok ? ((await res.json()) as { version?: unknown } | null) : null;
      const next = body?.version;
      if (typeof next !== 'number' || !Number.isInteger(next)) throw new Error(`status ${res.status}`);
      if (failures >= NOTED_FAILURES) log('data version: the API answers again');
      failures = 0;
      if (version !== null && next !== version) for (const fn of listeners) fn(next);
      version = next;
    } catch (err) {
      // Said once per outage (not while the API is still starting); kept pages live out their own
      // freshness meanwhile.
      failures += 1;
      if (failures === NOTED_FAILURES)
        log(`data version: cannot read it (${err instanceof Error ? err.message : String(err)})`);
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return {
    onChange: (fn) => void listeners.push(fn),
    check,
    close: () => clearInterval(timer),
  };
}
