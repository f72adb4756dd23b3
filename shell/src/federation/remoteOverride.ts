import { isRemoteName } from 'contracts/registry';
import type { RuntimeConfig } from 'shared-ui';
import { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY, setActiveOverride, type RemoteOverride } from './overrideState';

export { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY, activeOverride, type RemoteOverride } from './overrideState';

/**
 * Remote overrides (like single-spa's import-map overrides): a team member opens the real site
 * with `?remote-override=finance=http://localhost:6690/mf-manifest.json` and this browser loads
 * that build of the remote instead of the configured one, until reset. Only when the runtime
 * config allows it (`remoteOverrides.allow`, off by default) and only for a manifest URL on that
 * allow-list. The site server applies the same rules (scripts/server/remoteOverride.mjs): it lets
 * the override's origin into the page's policy and sends the page for the browser to render, as its
 * own render holds one release of each remote for every visitor. The tests of both share their cases.
 */
/** Sent back to the site server on a reload, so it renders nothing the override replaces. */
export const OVERRIDE_COOKIE = 'remote-override';
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** A CSP source expression, as the policy uses it: `http(s)://host[:port|:*]`, the host maybe `*.`-prefixed. */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d{1,5}))?$/;
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The config's valid allow-list patterns (none: overrides are off). Invalid entries are left out. */
export function overridePatterns(config: Pick<RuntimeConfig, 'remoteOverrides'>): string[] {
  const allow = config.remoteOverrides?.allow ?? [];
  return allow
    .map((entry) => entry.trim())
    .filter((entry) => {
      const port = PATTERN.exec(entry)?.[4];
      return (
        PATTERN.test(entry) && (port === undefined || port === '*' || (Number(port) >= 1 && Number(port) <= 65535))
      );
    });
}

/** Whether a manifest URL is on the allow-list: scheme, host and port matched as the policy matches them. */
export function isAllowedOverrideUrl(text: string, patterns: readonly string[]): boolean {
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
    if (!scheme || !host || `${scheme}:` !== url.protocol) return false;
    const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
    const portOk = patternPort === '*' || (patternPort ?? DEFAULT_PORT[url.protocol]) === port;
    return hostOk && portOk;
  });
}

/** `<remote>=<manifest URL>` → its parts (any remote name; checked against the config later), or null. */
export function parseOverrideValue(value: string | null | undefined): { remote: string; url: string } | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf('=');
  if (at < 1) return null;
  const remote = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!/^[a-z][a-z0-9-]*$/.test(remote) || !url) return null;
  return { remote, url };
}

/** The override a value names, if the config allows it for a remote it configures; else null. */
export function allowedOverride(value: string | null | undefined, config: RuntimeConfig): RemoteOverride | null {
  const patterns = overridePatterns(config);
  if (patterns.length === 0) return null;
  const parsed = parseOverrideValue(value);
  if (!parsed || !isRemoteName(parsed.remote) || !config.remotes[parsed.remote]) return null;
  if (!isAllowedOverrideUrl(parsed.url, patterns)) return null;
  return { remote: parsed.remote, url: parsed.url };
}

/**
 * What this page loads: the address's `remote-override` first (then remembered), else the one this
 * browser remembers. `save` says whether the address's override is new to remember.
 */
export function chooseOverride(
  search: string,
  stored: string | null,
  config: RuntimeConfig,
): { override: RemoteOverride | null; save: boolean } {
  const fromAddress = new URLSearchParams(search).get(OVERRIDE_PARAM);
  if (fromAddress !== null) {
    const override = allowedOverride(fromAddress, config);
    if (override) return { override, save: true };
  }
  return { override: allowedOverride(stored, config), save: false };
}

export const overrideValue = (o: RemoteOverride) => `${o.remote}=${o.url}`;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    return null; // storage off: the address's override still works for this page
  }
}

/** sessionStorage, or nothing where storage is off. */
function session(action: (storage: Storage) => string | null | void): string | null {
  try {
    return action(window.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

function writeCookie(value: string | null): void {
  document.cookie =
    value === null
      ? `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${OVERRIDE_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The remotes this browser registers: the config's, with an allowed override in place of one.
 * `serverRendered`: the page is the server's render, which never contains an override; one that
 * is active then (its cookie was missing) is put in the cookie and the page loaded again, once.
 */
export function startOverride(
  config: RuntimeConfig,
  { serverRendered }: { serverRendered: boolean },
): { remotes: RuntimeConfig['remotes']; reload: boolean } {
  const { override, save } = chooseOverride(window.location.search, readStored(), config);
  if (!override) {
    writeCookie(null); // nothing to tell the server (a cookie left from a reset storage goes)
    return { remotes: config.remotes, reload: false };
  }
  const value = overrideValue(override);
  if (save) {
    try {
      window.localStorage.setItem(OVERRIDE_STORAGE_KEY, value);
    } catch {
      /* not remembered: this page still uses it */
    }
  }
  writeCookie(value);
  if (serverRendered) {
    // Reloaded once already for this override (or storage is off, where a mark cannot be kept):
    // the server still renders without it, so this page keeps the configured remote.
    const tried = session((s) => s.getItem(OVERRIDE_STORAGE_KEY)) === value;
    session((s) => s.setItem(OVERRIDE_STORAGE_KEY, value));
    if (!tried && session((s) => s.getItem(OVERRIDE_STORAGE_KEY)) === value)
      return { remotes: config.remotes, reload: true };
    console.warn(`The remote override ${value} was not applied: the site server rendered this page without it.`);
    return { remotes: config.remotes, reload: false };
  }
  session((s) => s.removeItem(OVERRIDE_STORAGE_KEY));
  setActiveOverride(override);
  console.info(`Remote override: ${override.remote} from ${override.url}`);
  return { remotes: { ...config.remotes, [override.remote]: override.url }, reload: false };
}

/** Forgets the override and loads the page again without it (`navigate`: the browser's, or a test's). */
export function resetOverride(navigate: (url: string) => void = (url) => window.location.replace(url)): void {
  try {
    window.localStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    /* nothing remembered */
  }
  writeCookie(null);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  navigate(url.href);
}
