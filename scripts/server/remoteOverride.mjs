// Remote overrides on the site server (README, "Seeing a build inside the real site"): a team member
// opens the site with `?remote-override=finance=http://localhost:6690/mf-manifest.json` (the browser
// then remembers it and sends it back as the `remote-override` cookie). Only when the runtime config
// allows it (`remoteOverrides.allow`, off by default) and only for a manifest URL on that allow-list.
// The browser's half is shell/src/federation/remoteOverride.ts: the same rules, kept in step by the
// same cases in both tests.

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_COOKIE = 'remote-override';

/**
 * An allow-list entry is a source expression the content security policy understands as it is:
 * `http(s)://host[:port|:*]`, the host maybe starting with `*.` (its subdomains). No paths.
 */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d{1,5}))?$/;

/**
 * The config's allow-list, checked. Off (no list) unless `remoteOverrides.allow` names at least one
 * valid pattern; invalid entries are left out and reported, never widened.
 * @returns {{ patterns: string[], invalid: string[] }}
 */
export function overrideAllowList(config) {
  const allow = config?.remoteOverrides?.allow;
  if (!Array.isArray(allow)) return { patterns: [], invalid: [] };
  const patterns = [];
  const invalid = [];
  for (const entry of allow) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    const m = PATTERN.exec(text);
    if (m && (m[4] === undefined || m[4] === '*' || (Number(m[4]) >= 1 && Number(m[4]) <= 65535))) patterns.push(text);
    else invalid.push(String(entry));
  }
  return { patterns, invalid };
}

const DEFAULT_PORT = { 'http:': '80', 'https:': '443' };

/** Whether a remote's manifest URL is on the allow-list (scheme, host and port as the policy matches them). */
export function isAllowedOverrideUrl(text, patterns) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || !url.pathname.endsWith('/mf-manifest.json')) return false;
  const port = url.port || DEFAULT_PORT[url.protocol];
  return patterns.some((pattern) => {
    const [, scheme, wildcard, host, patternPort] = PATTERN.exec(pattern) ?? [];
    if (!scheme || `${scheme}:` !== url.protocol) return false;
    const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
    const portOk = patternPort === '*' || (patternPort ?? DEFAULT_PORT[url.protocol]) === port;
    return hostOk && portOk;
  });
}

/** `<remote>=<manifest URL>` → its parts, or null. */
export function parseOverrideValue(value) {
  if (typeof value !== 'string') return null;
  const at = value.indexOf('=');
  if (at < 1) return null;
  const remote = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!/^[a-z][a-z0-9-]*$/.test(remote) || !url) return null;
  return { remote, url };
}

/** The value of one cookie in a Cookie header (decoded), or undefined. */
export function readCookie(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The override a page request carries (its query parameter first, then its cookie), when the config
 * allows it: `{ remote, url, origin }` for a remote the config names, or null (ignored).
 * @param {{ query: string, cookie?: string }} request  the URL's search (`?a=b`) and the Cookie header
 */
export function requestOverride({ query, cookie }, config) {
  const { patterns } = overrideAllowList(config);
  if (patterns.length === 0) return null;
  const fromQuery = new URLSearchParams(query).get(OVERRIDE_PARAM);
  const parsed = parseOverrideValue(fromQuery ?? readCookie(cookie, OVERRIDE_COOKIE));
  if (!parsed || !Object.hasOwn(config.remotes ?? {}, parsed.remote)) return null;
  if (!isAllowedOverrideUrl(parsed.url, patterns)) return null;
  return { ...parsed, origin: new URL(parsed.url).origin };
}
