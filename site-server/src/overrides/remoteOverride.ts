// Remote overrides on the site server (README, "Seeing a build inside the real site"): a team member
// opens the site with `?remote-override=finance=http://localhost:6690/mf-manifest.json` (the browser
// then remembers it and sends it back as the `remote-override` cookie). Only when the runtime config
// allows it (`remoteOverrides.allow`, off by default) and only for a manifest URL on that allow-list.
// The cookie carries the time it was set (`<Unix seconds>:<remote>=<url>`): one older than
// `remoteOverrides.maxAgeHours` (default 8) is ignored here as the browser forgets it. The browser's
// half is shell/src/federation/remoteOverride.ts: the same rules, kept in step by the same cases in
// both tests.
import type { RuntimeConfig } from '../config/runtimeConfig.js';

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_COOKIE = 'remote-override';
/** How long a browser keeps an override by default (a working day), and the most a config may set. */
export const DEFAULT_MAX_AGE_HOURS = 8;
export const MAX_AGE_HOURS_LIMIT = 24;
/** A cookie set this far in the future (the browser's clock a little ahead) still counts. */
export const CLOCK_SLACK_S = 300;

/** The part of a runtime config the override rules read. */
export type OverrideConfig = Pick<RuntimeConfig, 'remotes' | 'remoteOverrides'> | null | undefined;

/**
 * An allow-list entry is a source expression the content security policy understands as it is:
 * `http(s)://host[:port|:*]`, the host maybe starting with `*.` (its subdomains). No paths.
 */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d{1,5}))?$/;

/**
 * The config's allow-list, checked. Off (no list) unless `remoteOverrides.allow` names at least one
 * valid pattern; invalid entries are left out and reported, never widened.
 */
export function overrideAllowList(config?: OverrideConfig): { patterns: string[]; invalid: string[] } {
  const allow = config?.remoteOverrides?.allow;
  if (!Array.isArray(allow)) return { patterns: [], invalid: [] };
  const patterns: string[] = [];
  const invalid: string[] = [];
  for (const entry of allow as unknown[]) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    const m = PATTERN.exec(text);
    if (m && (m[4] === undefined || m[4] === '*' || (Number(m[4]) >= 1 && Number(m[4]) <= 65535))) patterns.push(text);
    else invalid.push(String(entry));
  }
  return { patterns, invalid };
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether a remote's manifest URL is on the allow-list (scheme, host and port as the policy matches them). */
export function isAllowedOverrideUrl(text: string, patterns: string[]): boolean {
  let url: URL;
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

/** A remote and the manifest URL an override points it at. */
export interface OverrideValue {
  remote: string;
  url: string;
}

/** `<remote>=<manifest URL>` → its parts, or null. */
export function parseOverrideValue(value: unknown): OverrideValue | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf('=');
  if (at < 1) return null;
  const remote = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!/^[a-z][a-z0-9-]*$/.test(remote) || !url) return null;
  return { remote, url };
}

/** The value of one cookie in a Cookie header (decoded), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
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

/** Whether `hours` is a valid `remoteOverrides.maxAgeHours`: above 0, at most MAX_AGE_HOURS_LIMIT. */
export function isValidMaxAgeHours(hours: unknown): hours is number {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 && hours <= MAX_AGE_HOURS_LIMIT;
}

/** How long an override lasts under this config, in seconds; null for an invalid setting (then off). */
export function overrideMaxAgeS(config?: OverrideConfig): number | null {
  const set = config?.remoteOverrides?.maxAgeHours;
  const hours = set === undefined ? DEFAULT_MAX_AGE_HOURS : set; // null is no setting: invalid, as in the browser
  return isValidMaxAgeHours(hours) ? Math.round(hours * 3600) : null;
}

/**
 * Whether the config allows overrides at all: then a page depends on the request's cookie (it is
 * sent as the static page, with another policy, when the cookie names an allowed override).
 */
export function overridesOn(config?: OverrideConfig): boolean {
  return overrideAllowList(config).patterns.length > 0 && overrideMaxAgeS(config) !== null;
}

/** The cookie's `<set at>:<remote>=<url>` when set less than `maxAgeS` before `now` (seconds), else null. */
export function parseOverrideCookie(value: unknown, now: number, maxAgeS: number): OverrideValue | null {
  const match = /^(\d{1,12}):(.+)$/s.exec(typeof value === 'string' ? value : '');
  if (!match) return null;
  const setAt = Number(match[1]);
  if (setAt > now + CLOCK_SLACK_S || now - setAt >= maxAgeS) return null;
  return parseOverrideValue(match[2]);
}

/** An override a request carries that the config allows, with the origin the policy must allow. */
export interface RequestOverride extends OverrideValue {
  origin: string;
}

/**
 * The override a page request carries (its query parameter first, then its cookie while it lasts),
 * when the config allows it: `{ remote, url, origin }` for a remote the config names, or null
 * (ignored). As in the browser, a query parameter that is not allowed leaves the cookie's in force.
 * @param request  the URL's search (`?a=b`), the Cookie header and the time in Unix seconds
 */
export function requestOverride(
  { query, cookie, now = Math.floor(Date.now() / 1000) }: { query: string; cookie?: string | undefined; now?: number },
  config?: OverrideConfig,
): RequestOverride | null {
  if (!overridesOn(config)) return null;
  const { patterns } = overrideAllowList(config);
  const allowed = (parsed: OverrideValue | null): RequestOverride | null =>
    parsed && Object.hasOwn(config?.remotes ?? {}, parsed.remote) && isAllowedOverrideUrl(parsed.url, patterns)
      ? { ...parsed, origin: new URL(parsed.url).origin }
      : null;
  return (
    allowed(parseOverrideValue(new URLSearchParams(query).get(OVERRIDE_PARAM))) ??
    allowed(parseOverrideCookie(readCookie(cookie, OVERRIDE_COOKIE), now, overrideMaxAgeS(config) ?? 0))
  );
}
