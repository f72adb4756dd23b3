// Link preloads for the remote that owns a page: its entry, its ./routes chunk, its style sheet
// and the shared libraries that only it provides. They then download in the page's first round
// trip, beside the shell's own JavaScript, instead of after the shell has run and asked for them.
// Manifests are re-read every few seconds, so a newly deployed remote is preloaded at once.
import fs from 'node:fs';
import path from 'node:path';
import { firstPaintRemotes, segmentOwners } from './siteRegistry.mjs';

const MANIFEST_TTL_MS = 5000;
const MANIFEST_TIMEOUT_MS = 1000;

const isHttpUrl = (u) => /^https?:\/\//.test(String(u));

/**
 * Which remotes each page needs, from the shell build's site registry (siteRegistry.mjs).
 * @param {import('./siteRegistry.mjs').SiteRegistry} registry
 */
export function createPageRemotes(registry) {
  const owners = segmentOwners(registry);
  const home = firstPaintRemotes(registry);
  /**
   * The remotes a page needs at once, from the runtime config's name → manifest URL table: the
   * manifests of the home page's first-paint remotes, or of the page's owner, and the owner's
   * manifest alone (the remote whose code a screen page preloads).
   */
  return (pathname, configured) => pageRemotes(pathname, configured, owners, home);
}

function pageRemotes(pathname, configured, owners, home) {
  const remotes = configured ?? {};
  const owner = owners.get(pathname.split('/')[1] ?? '') ?? null;
  const names = pathname === '/' ? home : owner ? [owner] : [];
  return {
    manifests: names
      .map((name) => remotes[name])
      .filter(isHttpUrl)
      .map(String),
    ownerManifest: owner && isHttpUrl(remotes[owner]) ? String(remotes[owner]) : null,
  };
}

/**
 * Link header values for one remote's `./routes`, from its mf-manifest.json.
 * @param {any} manifest          the remote's manifest
 * @param {string} manifestUrl    where it was read (publicPath 'auto' resolves against it)
 * @param {Set<string>} shellShared  shared packages the shell provides itself (not preloaded)
 */
export function preloadLinks(manifest, manifestUrl, shellShared) {
  const meta = manifest?.metaData;
  const routes = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === './routes') : null;
  if (!meta?.remoteEntry?.name || !routes) return [];
  const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;
  const url = (file) => {
    try {
      return new URL(String(file), base).href;
    } catch {
      return null;
    }
  };
  const list = (x) => (Array.isArray(x) ? x : []);
  const entryPath = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const scripts = [
    `${entryPath}${meta.remoteEntry.name}`,
    ...list(routes.assets?.js?.sync),
    ...list(manifest.shared)
      .filter((s) => !shellShared.has(s?.name))
      .flatMap((s) => list(s.assets?.js?.sync)),
  ];
  const styles = [...list(routes.assets?.css?.sync), ...list(routes.assets?.css?.async)];
  // Each value is a URL from a manifest: only plain http(s) URLs without Link syntax go out.
  const safe = (u) => u && /^https?:\/\//.test(u) && !/[<>,;\s]/.test(u);
  return [
    ...[...new Set(scripts.map(url))].filter(safe).map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`),
    ...[...new Set(styles.map(url))].filter(safe).map((u) => `<${u}>; rel=preload; as=style; fetchpriority=low`),
  ];
}

/**
 * Reads (and briefly caches) remote manifests: stale-while-revalidate, so a page never waits for a
 * manifest that was read before. A remote that is down reads as null.
 */
export function createManifestReader() {
  const cache = new Map();
  return function manifest(url) {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.value;
    const fresh = fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    cache.set(url, { at: Date.now(), value: hit ? fresh.then((m) => m ?? hit.value) : fresh });
    return hit ? hit.value : fresh;
  };
}

/** Every style sheet a remote's browser manifest names (each app ships one), as absolute URLs. */
export function manifestStyles(manifest, manifestUrl) {
  const meta = manifest?.metaData;
  if (!meta) return [];
  const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;
  const list = (x) => (Array.isArray(x) ? x : []);
  const files = list(manifest.exposes).flatMap((e) => [...list(e?.assets?.css?.sync), ...list(e?.assets?.css?.async)]);
  const urls = files.map((file) => {
    try {
      return new URL(String(file), base).href;
    } catch {
      return null;
    }
  });
  return [...new Set(urls)].filter((u) => u && /^https?:\/\//.test(u) && !/[<>"'\s]/.test(u));
}

/** Link preloads for a page owner's remote (see pageRemotes). */
export function createRemotePreloader({ shellDist, manifest = createManifestReader() }) {
  let shellShared = new Set();
  try {
    const shell = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
    shellShared = new Set((shell.shared ?? []).map((s) => s.name));
  } catch {
    /* no shell manifest: preload every shared chunk of the remote */
  }
  /** @param {string} manifestUrl  the page owner's manifest (see pageRemotes) */
  return async function linksFor(manifestUrl) {
    return preloadLinks(await manifest(manifestUrl), manifestUrl, shellShared);
  };
}
