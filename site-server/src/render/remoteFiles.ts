// What a rendered page links and preloads of its remotes, read from their browser manifests
// (mf-manifest.json) and kept by manifest address: a render looks them up without waiting, and the
// page that follows a config switch names the new deployment's files (the ones its policy allows),
// never the old address's.
import { readSiteRegistry, segmentOwners, type SiteRegistry } from '../config/siteRegistry.js';
import { styleLinksOf } from './ownOriginStyles.js';
import type { StyleSheetLink } from './ownOriginStyles.js';
import {
  createManifestReader,
  exposeFiles,
  manifestStyles,
  shellSharedOf,
  type FederationManifest,
} from './remotePreloads.js';

export interface RemoteFiles {
  /** Reads the manifest at `url` (again); a page of a config naming a new address waits for it. */
  read(url: string): Promise<void>;
  /** Whether the manifest at `url` was read (or tried) before. */
  has(url: string): boolean;
  /** The shell renderer's `stylesFor`: a remote's style sheets as its region links them. */
  stylesFor(remote: string, manifestUrl: string | undefined): readonly StyleSheetLink[];
  /**
   * The shell renderer's `preloadsFor`: what the screen at `pathname` loads first of its remotes,
   * so the page's start script fetches it beside the shell's own scripts instead of one round trip
   * after another. A screen: its owner's manifest, entry, `./routes` chunk and the libraries only
   * that remote provides. The home page: the manifest, entry and chunks of the modules of its first
   * paint (those below the fold load as the visitor nears them). Any other page: nothing.
   */
  preloadsFor(pathname: string, remotes: Readonly<Record<string, unknown>> | undefined): readonly string[];
}

/** `shellDist`: the shell's build (its registry says which remote owns a page, its manifest what it shares). */
export function createRemoteFiles(shellDist: string): RemoteFiles {
  const manifest = createManifestReader();
  const shellShared = shellSharedOf(shellDist);
  const registry = registryOf(shellDist);
  const owners = registry ? segmentOwners(registry) : new Map<string, string>();
  const homeModules = (registry?.remotes ?? [])
    .map((r): [string, readonly string[]] => [r.name, r.firstPaintExposes ?? []])
    .filter(([, exposes]) => exposes.length > 0);
  const manifests = new Map<string, FederationManifest | null>();
  const styles = new Map<string, readonly string[]>();

  /** The manifest and first scripts of `remote`'s `exposes`, at the address the page's config names. */
  const filesOf = (
    remotes: Readonly<Record<string, unknown>>,
    remote: string,
    exposes: readonly string[],
    libraries: boolean,
  ) => {
    const url = Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url) || /[<>"'\s\\]/.test(url)) return [];
    const { scripts } = exposeFiles(manifests.get(url), url, shellShared, exposes, { libraries });
    // Without its files (not read yet, or the remote down) the manifest alone is no help.
    return scripts.length > 0 ? [url, ...scripts] : [];
  };

  return {
    async read(url) {
      const m = await manifest(url);
      if (m) {
        manifests.set(url, m);
        styles.set(url, manifestStyles(m, url));
      } else if (!styles.has(url)) {
        manifests.set(url, null);
        styles.set(url, []);
      }
    },
    has: (url) => styles.has(url),
    stylesFor: styleLinksOf(styles),
    preloadsFor(pathname, remotes) {
      if (!remotes) return [];
      // The home page's fragments: not the remote's shared libraries, which they do not use at once.
      if (pathname === '/') return homeModules.flatMap(([remote, exposes]) => filesOf(remotes, remote, exposes, false));
      const owner = owners.get(pathname.split('/')[1] ?? '');
      return owner ? filesOf(remotes, owner, ['./routes'], true) : [];
    },
  };
}

/** The build's registry; none (no page preloads) for a build without one. */
function registryOf(shellDist: string): SiteRegistry | null {
  try {
    return readSiteRegistry(shellDist);
  } catch {
    return null;
  }
}
