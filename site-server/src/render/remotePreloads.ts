// Link preloads for the remote that owns a page: its entry, its ./routes chunk, its style sheet
// and the shared libraries that only it provides. They then download in the page's first round
// trip, beside the shell's own JavaScript, instead of after the shell has run and asked for them.
// Manifests are re-read every few seconds, so a newly deployed remote is preloaded at once.
import fs from 'node:fs';
import path from 'node:path';
import { firstPaintRemotes, segmentOwners, type RegistryRoutes } from '../config/siteRegistry.js';

const MANIFEST_TTL_MS = 5000;
const MANIFEST_TIMEOUT_MS = 1000;

const isHttpUrl = (u: unknown): boolean => /^https?:\/\//.test(String(u));

/** The remotes a page needs at once: their manifests, and the page owner's manifest alone. */
export interface PageRemotes {
  manifests: string[];
  ownerManifest: string | null;
}

/**
 * Which remotes each page needs, from the shell build's site registry (config/siteRegistry.ts).
 */
export function createPageRemotes(
  registry: RegistryRoutes,
): (pathname: string, configured: Record<string, unknown> | undefined) => PageRemotes {
  const owners = segmentOwners(registry);
  const home = firstPaintRemotes(registry);
  /**
   * The remotes a page needs at once, from the runtime config's name → manifest URL table: the
   * manifests of the home page's first-paint remotes, or of the page's owner, and the owner's
   * manifest alone (the remote whose code a screen page preloads).
   */
  return (pathname, configured) => pageRemotes(pathname, configured, owners, home);
}

function pageRemotes(
  pathname: string,
  configured: Record<string, unknown> | undefined,
  owners: Map<string, string>,
  home: string[],
): PageRemotes {
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

/** What this server reads of a federation manifest (mf-manifest.json); anything may be missing. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
  shared?: { name?: string; assets?: ManifestAssets }[];
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

/** The base URL a manifest's files resolve against (publicPath 'auto': the manifest's own folder). */
const manifestBase = (meta: NonNullable<FederationManifest['metaData']>, manifestUrl: string): string =>
  meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;

const resolveFile = (file: unknown, base: string): string | null => {
  try {
    return new URL(String(file), base).href;
  } catch {
    return null;
  }
};

/**
 * Link header values for one remote's `./routes`, from its mf-manifest.json.
 * @param manifest     the remote's manifest
 * @param manifestUrl  where it was read (publicPath 'auto' resolves against it)
 * @param shellShared  shared packages the shell provides itself (not preloaded)
 */
export function preloadLinks(
  manifest: FederationManifest | null | undefined,
  manifestUrl: string,
  shellShared: Set<unknown>,
): string[] {
  const meta = manifest?.metaData;
  const routes = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === './routes') : null;
  if (!manifest || !meta?.remoteEntry?.name || !routes) return [];
  const base = manifestBase(meta, manifestUrl);
  const entryPath = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const scripts = [
    `${entryPath}${meta.remoteEntry.name}`,
    ...list(routes.assets?.js?.sync),
    ...list(manifest.shared)
      .filter((s) => !shellShared.has((s as { name?: unknown } | null)?.name))
      .flatMap((s) => list((s as { assets?: ManifestAssets } | null)?.assets?.js?.sync)),
  ];
  const styles = [...list(routes.assets?.css?.sync), ...list(routes.assets?.css?.async)];
  // Each value is a URL from a manifest: only plain http(s) URLs without Link syntax go out.
  const safe = (u: string | null): u is string =>
    Boolean(u) && /^https?:\/\//.test(u ?? '') && !/[<>,;\s]/.test(u ?? '');
  const urls = (files: unknown[]) => [...new Set(files.map((f) => resolveFile(f, base)))].filter(safe);
  return [
    ...urls(scripts).map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`),
    ...urls(styles).map((u) => `<${u}>; rel=preload; as=style; fetchpriority=low`),
  ];
}

/** Reads a manifest by URL: its JSON, or null when it cannot be had. */
export type ManifestReader = (url: string) => Promise<FederationManifest | null>;

/**
 * Reads (and briefly caches) remote manifests: stale-while-revalidate, so a page never waits for a
 * manifest that was read before. A remote that is down reads as null.
 */
export function createManifestReader(): ManifestReader {
  const cache = new Map<string, { at: number; value: Promise<FederationManifest | null> }>();
  return function manifest(url) {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.value;
    const fresh = fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((r) => (r.ok ? (r.json() as Promise<FederationManifest | null>) : null))
      .catch(() => null);
    cache.set(url, { at: Date.now(), value: hit ? fresh.then((m) => m ?? hit.value) : fresh });
    return hit ? hit.value : fresh;
  };
}

/** Every style sheet a remote's browser manifest names (each app ships one), as absolute URLs. */
export function manifestStyles(manifest: FederationManifest | null | undefined, manifestUrl: string): string[] {
  const meta = manifest?.metaData;
  if (!manifest || !meta) return [];
  const base = manifestBase(meta, manifestUrl);
  const files = list(manifest.exposes).flatMap((e) => {
    const css = (e as { assets?: ManifestAssets } | null)?.assets?.css;
    return [...list(css?.sync), ...list(css?.async)];
  });
  const urls = files.map((file) => resolveFile(file, base));
  return [...new Set(urls)].filter((u): u is string => u !== null && /^https?:\/\//.test(u) && !/[<>"'\s]/.test(u));
}

/** Link preloads for a page owner's remote (see pageRemotes). */
export function createRemotePreloader({
  shellDist,
  manifest = createManifestReader(),
}: {
  shellDist: string;
  manifest?: ManifestReader;
}): (manifestUrl: string) => Promise<string[]> {
  let shellShared = new Set<unknown>();
  try {
    const shell = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
    shellShared = new Set((shell.shared ?? []).map((s) => s.name));
  } catch {
    /* no shell manifest: preload every shared chunk of the remote */
  }
  /** @param manifestUrl  the page owner's manifest (see pageRemotes) */
  return async function linksFor(manifestUrl) {
    return preloadLinks(await manifest(manifestUrl), manifestUrl, shellShared);
  };
}
