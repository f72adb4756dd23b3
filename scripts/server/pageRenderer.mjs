// The site server's side of server rendering: loads the shell's server build (shell/dist/server),
// keeps each remote's style sheets and server release current, and renders a page for a request.
// Without a server build (an old dist) the site serves its static page as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createManifestReader, manifestStyles } from './remotePreloads.mjs';

/** How often remote releases (server manifests) and style sheets (browser manifests) are checked. */
export const RELEASE_CHECK_MS = 2000;

/**
 * @param {object} o
 * @param {string} o.shellDist
 * @param {string} o.apiUrl  where the server calls the API
 * @param {() => object} o.readRuntimeConfig
 * @param {(line: string) => void} [o.log]
 * @param {number} [o.checkEveryMs]
 * @param {number} [o.keptPages]  rendered pages to keep (siteEnv.mjs, SITE_KEPT_PAGES)
 * @param {number} [o.dataPollMs]  how often the API's data version is read; 0: never (SITE_DATA_POLL_MS)
 * @param {number} [o.staleAfterChangeMs]  how long a kept page may be served after a data change
 * @returns {Promise<null | { render: Function, refresh: () => Promise<void>, close: () => void }>}
 */
export async function createSiteRenderer({
  shellDist,
  apiUrl,
  readRuntimeConfig,
  log = () => undefined,
  checkEveryMs = RELEASE_CHECK_MS,
  keptPages,
  dataPollMs = 0,
  staleAfterChangeMs = 2000,
}) {
  const entry = path.join(shellDist, 'server/main.js');
  const assetsFile = path.join(shellDist, 'page-assets.json');
  if (!fs.existsSync(entry) || !fs.existsSync(assetsFile)) return null;
  const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8'));
  const { renderer } = createRequire(import.meta.url)(entry);
  const { createPageRenderer } = await renderer;
  // Browser manifest URL → its style sheets. Keyed by address, not by remote name: the page that
  // follows a config switch links the new deployment's sheets (the ones its policy allows), never
  // the old address's.
  const styles = new Map();
  const manifest = createManifestReader();
  const readStyles = async (url) => {
    const m = await manifest(url);
    if (m) styles.set(url, manifestStyles(m, url));
    else if (!styles.has(url)) styles.set(url, []);
  };
  const pages = await createPageRenderer({
    apiUrl,
    assets,
    stylesFor: (_name, url) => (url ? (styles.get(String(url)) ?? []) : []),
    log,
    keptPages,
  });
  /** A page of a config that names a remote at a new address waits for that address's style sheets. */
  const render = async (request) => {
    const unknown = Object.values(request?.config?.remotes ?? {})
      .map(String)
      .filter((url) => !styles.has(url));
    await Promise.all(unknown.map(readStyles));
    return pages.render(request);
  };

  async function refresh() {
    let config;
    try {
      config = readRuntimeConfig();
    } catch {
      return; // an unreadable config: pages fall back to the static page, which reports it
    }
    await Promise.all(Object.values(config?.remotes ?? {}).map((url) => readStyles(String(url))));
    // Applied before a visitor asks: the first pages after a start (or a config switch) find every
    // remote's release live instead of rendering their regions as unavailable.
    const justChecked = await pages.prepare?.(config); // (a shell server build from before it has none)
    if (justChecked !== true) await pages.checkReleases().catch(() => undefined);
  }
  await refresh();
  const timer = setInterval(() => void refresh(), checkEveryMs);
  timer.unref();
  const versions = dataPollMs > 0 && pages.dataChanged ? watchDataVersion({ apiUrl, everyMs: dataPollMs, log }) : null;
  versions?.onChange(() => pages.dataChanged(staleAfterChangeMs));
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
 * @param {{ apiUrl: string, everyMs: number, log: (line: string) => void, fetchImpl?: typeof fetch }} o
 */
export function watchDataVersion({ apiUrl, everyMs, log, fetchImpl = fetch }) {
  /** @type {number | null} */
  let version = null;
  /** @type {((version: number) => void)[]} */
  const listeners = [];
  let busy = false;
  let failures = 0;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const res = await fetchImpl(`${apiUrl}/api/data-version`, { signal: AbortSignal.timeout(VERSION_TIMEOUT_MS) });
      const body = res.ok ? await res.json() : null;
      if (!Number.isInteger(body?.version)) throw new Error(`status ${res.status}`);
      if (failures >= NOTED_FAILURES) log('data version: the API answers again');
      failures = 0;
      if (version !== null && body.version !== version) for (const fn of listeners) fn(body.version);
      version = body.version;
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
    /** @param {(version: number) => void} fn */
    onChange: (fn) => void listeners.push(fn),
    check,
    close: () => clearInterval(timer),
  };
}
