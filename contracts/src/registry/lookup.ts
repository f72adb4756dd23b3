import { API, REMOTES, SHELL } from './sites';

/** Types and lookups derived from the registry (sites.ts): names stay literal types. */
type Remotes = typeof REMOTES;
export type RemoteName = keyof Remotes;
/** A module remote R exposes, e.g. ExposeName<'listings'> = './routes' | './SearchForm' | … */
export type ExposeName<R extends RemoteName> = keyof Remotes[R]['exposes'] & string;
/** A first path segment remote R owns. */
export type RemoteSegment<R extends RemoteName> = Remotes[R]['segments'][number];
/** Any segment of any remote. */
export type SiteSegment = RemoteSegment<RemoteName>;
/** One exposed module of one remote: { remote: 'content', expose: './NewsFeed' } (a union, checked as a pair). */
export type RemoteModuleRef = { [R in RemoteName]: { readonly remote: R; readonly expose: ExposeName<R> } }[RemoteName];

/** Every remote's name, in registry order (the order scripts build and start them in). */
export const REMOTE_NAMES = Object.keys(REMOTES) as readonly RemoteName[];

/** True for a string (from a URL, a config file) that names a remote of the registry. */
export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTES, name);
}

/** First path segment → owning remote. A Map: segments come from URLs ('constructor' owns nothing). */
export const SEGMENT_OWNERS: ReadonlyMap<string, RemoteName> = new Map(
  REMOTE_NAMES.flatMap((name) => REMOTES[name].segments.map((segment) => [segment, name] as const)),
);

/** The remote that owns a pathname's first segment ('/blog/x' → content), or undefined. */
export function ownerOfPath(pathname: string): RemoteName | undefined {
  return SEGMENT_OWNERS.get(pathname.split('/')[1] ?? '');
}

/** The segments remote R owns. */
export function segmentsOf<R extends RemoteName>(remote: R): readonly RemoteSegment<R>[] {
  return REMOTES[remote].segments;
}

/** remote R's exposes: name → source file (the webpack `exposes` option). */
export function exposesOf<R extends RemoteName>(remote: R): Remotes[R]['exposes'] {
  return REMOTES[remote].exposes;
}

/** True when a module is one of the home fragments of the first paint. */
export function isFirstPaint({ remote, expose }: RemoteModuleRef): boolean {
  return (REMOTES[remote].firstPaint as readonly string[]).includes(expose);
}

/** The remotes with a fragment in the home page's first paint (their manifests are preloaded). */
export const FIRST_PAINT_REMOTES = REMOTE_NAMES.filter((name) => REMOTES[name].firstPaint.length > 0);

/** Label of a remote for its "… is unavailable right now" message. */
export function remoteLabel(remote: RemoteName): string {
  return REMOTES[remote].label;
}

/** A remote's port for a given shell port (dev servers, `npm start`). */
export function remotePort(remote: RemoteName, shellPort: number = SHELL.port): number {
  return shellPort + REMOTES[remote].portOffset;
}

/** The manifest URL of each remote on this machine, for a given shell port (dev and `npm start`). */
export function localRemoteUrls(shellPort: number = SHELL.port, host = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://${host}:${remotePort(name, shellPort)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

/**
 * What the site's servers need at run time, written by every build as `dist/site-registry.json`
 * (scripts/webpack/siteRegistryPlugin.cjs): production reads build output, never source.
 */
export interface SiteRegistryFacts {
  readonly shell: { readonly name: string; readonly workspace: string; readonly port: number };
  readonly api: { readonly portOffset: number };
  readonly remotes: readonly {
    readonly name: RemoteName;
    readonly workspace: string;
    readonly portOffset: number;
    readonly segments: readonly string[];
    readonly firstPaint: boolean;
    /** Its modules in the home page's first paint (what a server may have the page preload). */
    readonly firstPaintExposes: readonly string[];
  }[];
}

export function siteRegistryFacts(): SiteRegistryFacts {
  return {
    shell: { name: SHELL.name, workspace: SHELL.workspace, port: SHELL.port },
    api: { portOffset: API.portOffset },
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      workspace: REMOTES[name].workspace,
      portOffset: REMOTES[name].portOffset,
      segments: [...REMOTES[name].segments],
      firstPaint: FIRST_PAINT_REMOTES.includes(name),
      firstPaintExposes: [...REMOTES[name].firstPaint],
    })),
  };
}
