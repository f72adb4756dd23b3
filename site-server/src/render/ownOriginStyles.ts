// A remote's style sheet, linked from the site's own origin. The sheet blocks the page's first
// paint; on the remote's origin it first costs the browser a new connection (DNS, TCP, TLS),
// which on a phone network is most of a second. The site server fetches it from the remote once
// and serves it at /remote-styles/<remote>/<path>; the link keeps the remote's address as its
// data-href, which is where the remote's own code looks before loading the sheet again.

export const REMOTE_STYLES_PREFIX = '/remote-styles/';

/** A style sheet as a page links it: `source`, its address on the remote, when it is served from the site's origin. */
export interface StyleSheetLink {
  href: string;
  source?: string;
}

const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A file's path on the remote: plain segments (no '.', '..' or escapes) ending in a .css file. */
const SHEET_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,8}[A-Za-z0-9_-][A-Za-z0-9._-]*\.css$/;
const MAX_PATH = 300;

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/**
 * The remote's sheets as its region links them: from the site's origin when a sheet is on the
 * origin of the remote's manifest (the address the runtime config names, so the server can find
 * it again), else where it is.
 */
export function ownOriginStyles(remote: string, manifestUrl: string, sheets: readonly string[]): StyleSheetLink[] {
  const origin = originOf(manifestUrl);
  return sheets.map((source) => {
    if (!REMOTE_NAME.test(remote) || origin === null) return { href: source };
    const url = new URL(source);
    const rest = url.pathname.slice(1);
    const local = url.origin === origin && url.search === '' && rest.length <= MAX_PATH && SHEET_PATH.test(rest);
    return local ? { href: `${REMOTE_STYLES_PREFIX}${remote}/${rest}`, source } : { href: source };
  });
}

/**
 * The remote address a /remote-styles/ path names: the sheet on the origin of the remote's manifest
 * in `remotes` (the runtime config's), or null for any other path. Nothing but a .css file on a
 * configured remote's origin is ever fetched: not an open proxy.
 */
export function remoteStyleSource(pathname: string, remotes: Readonly<Record<string, unknown>>): string | null {
  if (!pathname.startsWith(REMOTE_STYLES_PREFIX)) return null;
  const [remote = '', ...parts] = pathname.slice(REMOTE_STYLES_PREFIX.length).split('/');
  const rest = parts.join('/');
  if (!REMOTE_NAME.test(remote) || rest.length > MAX_PATH || !SHEET_PATH.test(rest)) return null;
  const manifest = Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
  const origin = typeof manifest === 'string' ? originOf(manifest) : null;
  return origin === null ? null : `${origin}/${rest}`;
}

/** A sheet whose name carries its content's hash (webpack's [contenthash:8]) never changes at its address. */
export function isHashedSheet(pathname: string): boolean {
  return /\.[0-9a-f]{8,}\.css$/.test(pathname);
}

/**
 * `stylesFor` of the shell's renderer over a map of manifest URL → the sheets it names: each
 * remote's links, worked out once per list of sheets (a render asks for them on every page).
 */
export function styleLinksOf(
  sheetsByManifest: ReadonlyMap<string, readonly string[]>,
): (remote: string, manifestUrl: string | undefined) => readonly StyleSheetLink[] {
  const linked = new Map<string, { sheets: readonly string[]; links: readonly StyleSheetLink[] }>();
  return (remote, manifestUrl) => {
    if (!manifestUrl) return [];
    const url = String(manifestUrl);
    const sheets = sheetsByManifest.get(url) ?? [];
    const key = `${remote} ${url}`;
    const known = linked.get(key);
    if (known?.sheets === sheets) return known.links;
    const links = ownOriginStyles(remote, url, sheets);
    linked.set(key, { sheets, links });
    return links;
  };
}
