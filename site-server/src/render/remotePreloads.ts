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
 * The files of a remote's modules (`exposes`) a page needs before its screen is live, from its
 * mf-manifest.json: scripts (its entry, each module's chunks, the shared libraries only it
 * provides) and style sheets. Each is a plain absolute http(s) URL with nothing a Link header or
 * JSON could misread.
 * @param manifest     the remote's manifest
 * @param manifestUrl  where it was read (publicPath 'auto' resolves against it)
 * @param shellShared  shared packages the shell provides itself (not preloaded)
 * @param exposes      the modules, as the manifest names them ('./routes')
 * @param libraries    with the shared libraries only the remote provides (a screen's routes use
 *                     them at once; a small fragment may not use them for a while)
 */
export function exposeFiles(
  manifest: FederationManifest | null | undefined,
  manifestUrl: string,
  shellShared: ReadonlySet<unknown>,
  exposes: readonly string[],
  { libraries = true }: { libraries?: boolean } = {},
): { scripts: string[]; styles: string[] } {
  const meta = manifest?.metaData;
  const modules = list(manifest?.exposes).filter((e) =>
    exposes.includes(String((e as { path?: unknown } | null)?.path)),
  ) as NonNullable<FederationManifest['exposes']>;
  if (!manifest || !meta?.remoteEntry?.name || modules.length === 0) return { scripts: [], styles: [] };
  const base = manifestBase(meta, manifestUrl);
  const entryPath = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const scripts = [
    `${entryPath}${meta.remoteEntry.name}`,
    ...modules.flatMap((m) => list(m.assets?.js?.sync)),
    ...list(libraries ? manifest.shared : [])
      .filter((s) => !shellShared.has((s as { name?: unknown } | null)?.name))
      .flatMap((s) => list((s as { assets?: ManifestAssets } | null)?.assets?.js?.sync)),
  ];
  const styles = modules.flatMap((m) => [...list(m.assets?.css?.sync), ...list(m.assets?.css?.async)]);
  const safe = (u: string | null): u is string =>
    Boolean(u) && /^https?:\/\//.test(u ?? '') && !/[<>,;\s"'\\]/.test(u ?? '');
  const urls = (files: unknown[]) => [...new Set(files.map((f) => resolveFile(f, base)))].filter(safe);
  return { scripts: urls(scripts), styles: urls(styles) };
}

/** Link header values for one remote's `./routes` (exposeFiles), for the static page. */
export function preloadLinks(
  manifest: FederationManifest | null | undefined,
  manifestUrl: string,
  shellShared: ReadonlySet<unknown>,
): string[] {
  const { scripts, styles } = exposeFiles(manifest, manifestUrl, shellShared, ['./routes']);
  return [
    ...scripts.map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`),
    ...styles.map((u) => `<${u}>; rel=preload; as=style; fetchpriority=low`),
  ];
}

/** The shared packages the shell provides itself, from its build's mf-manifest.json (none when unreadable). */
export function shellSharedOf(shellDist: string): Set<unknown> {
  try {
    const shell = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
    return new Set((shell.shared ?? []).map((s) => s.name));
  } catch {
    return new Set(); // every shared chunk of the remote is preloaded
  }
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
  const shellShared = shellSharedOf(shellDist);
  /** @param manifestUrl  the page owner's manifest (see pageRemotes) */
  return async function linksFor(manifestUrl) {
    return preloadLinks(await manifest(manifestUrl), manifestUrl, shellShared);
  };
}
