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
 * @returns {Promise<null | { render: Function, refresh: () => Promise<void>, close: () => void }>}
 */
export async function createSiteRenderer({
  shellDist,
  apiUrl,
  readRuntimeConfig,
  log = () => undefined,
  checkEveryMs = RELEASE_CHECK_MS,
}) {
  const entry = path.join(shellDist, 'server/main.js');
  const assetsFile = path.join(shellDist, 'page-assets.json');
  if (!fs.existsSync(entry) || !fs.existsSync(assetsFile)) return null;
  const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8'));
  const { renderer } = createRequire(import.meta.url)(entry);
  const { createPageRenderer } = await renderer;
  const styles = new Map();
  const manifest = createManifestReader();
  const pages = await createPageRenderer({ apiUrl, assets, stylesFor: (name) => styles.get(name) ?? [], log });

  async function refresh() {
    let config;
    try {
      config = readRuntimeConfig();
    } catch {
      return; // an unreadable config: pages fall back to the static page, which reports it
    }
    await Promise.all(
      Object.entries(config?.remotes ?? {}).map(async ([name, url]) => {
        const m = await manifest(String(url));
        if (m) styles.set(name, manifestStyles(m, String(url)));
      }),
    );
    await pages.checkReleases().catch(() => undefined);
  }
  await refresh();
  const timer = setInterval(() => void refresh(), checkEveryMs);
  timer.unref();
  return { render: pages.render, refresh, close: () => clearInterval(timer) };
}
