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
 * @returns {Promise<null | { render: Function, refresh: () => Promise<void>, close: () => void }>}
 */
export async function createSiteRenderer({
  shellDist,
  apiUrl,
  readRuntimeConfig,
  log = () => undefined,
  checkEveryMs = RELEASE_CHECK_MS,
  keptPages,
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
  return { render, refresh, close: () => clearInterval(timer) };
}
