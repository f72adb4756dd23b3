import { isRemoteName } from 'contracts/registry';
import { OVERRIDE_DEFAULT_MAX_AGE_HOURS, type RuntimeConfig } from 'shared-ui';
import {
  OVERRIDE_COOKIE,
  OVERRIDE_PARAM,
  OVERRIDE_STORAGE_KEY,
  forgetStoredOverride,
  setActiveOverride,
  type RemoteOverride,
} from './overrideState';

export {
  OVERRIDE_COOKIE,
  OVERRIDE_PARAM,
  OVERRIDE_STORAGE_KEY,
  activeOverride,
  type RemoteOverride,
} from './overrideState';

/**
 * Remote overrides (like single-spa's import-map overrides): a team member opens the real site
 * with `?remote-override=finance=http://localhost:6690/mf-manifest.json` and this browser loads
 * that build of the remote instead of the configured one, until reset or for at most
 * `remoteOverrides.maxAgeHours` (a working day by default). Only when the runtime config allows it
 * (`remoteOverrides.allow`, off by default) and only for a manifest URL on that allow-list; a page
 * whose config does not allow the remembered one forgets it. The site server applies the same rules
 * (site-server/src/overrides/remoteOverride.ts): it lets the override's origin into the page's policy and
 * sends the page for the browser to render, as its own render holds one release of each remote for
 * every visitor. The tests of both share their cases.
 */

/** A record set this far in the future (a clock put back) still counts; further, it is refused. */
export const CLOCK_SLACK_S = 300;

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
 * A remembered override, in storage and in the cookie alike: `<set at>:<remote>=<manifest URL>`,
 * the time in Unix seconds, so that it runs out and the server can tell its age too.
 */
export interface StoredOverride extends RemoteOverride {
  setAt: number;
}

export const storedOverrideText = ({ remote, url, setAt }: StoredOverride) => `${setAt}:${remote}=${url}`;

/** A remembered override's parts (any remote name; checked against the config later), or null. */
export function parseStoredOverride(
  text: string | null | undefined,
): { remote: string; url: string; setAt: number } | null {
  const match = /^(\d{1,12}):(.+)$/s.exec(text ?? '');
  const parsed = match ? parseOverrideValue(match[2]) : null;
  return match && parsed ? { ...parsed, setAt: Number(match[1]) } : null;
}

/** How long the config lets a browser keep an override, in seconds. */
export function overrideMaxAgeS(config: Pick<RuntimeConfig, 'remoteOverrides'>): number {
  return Math.round((config.remoteOverrides?.maxAgeHours ?? OVERRIDE_DEFAULT_MAX_AGE_HOURS) * 3600);
}

/** Seconds left of an override set at `setAt` (0: run out, or set later than this clock allows). */
export function overrideSecondsLeft(setAt: number, now: number, maxAgeS: number): number {
  if (setAt > now + CLOCK_SLACK_S) return 0;
  return Math.max(0, Math.min(maxAgeS, setAt + maxAgeS - now));
}

/** The remembered override, if it is allowed and has time left; else null. */
export function allowedStoredOverride(
  text: string | null | undefined,
  config: RuntimeConfig,
  now: number,
): StoredOverride | null {
  const stored = parseStoredOverride(text);
  if (!stored || overrideSecondsLeft(stored.setAt, now, overrideMaxAgeS(config)) === 0) return null;
  const override = allowedOverride(`${stored.remote}=${stored.url}`, config);
  return override && { ...override, setAt: stored.setAt };
}

/**
 * What this page loads: the address's `remote-override` first (then remembered, from `now`), else
 * the one this browser remembers while it has time left. `save` says whether it is new to remember.
 */
export function chooseOverride(
  search: string,
  stored: string | null,
  config: RuntimeConfig,
  now: number,
): { override: StoredOverride | null; save: boolean } {
  const fromAddress = new URLSearchParams(search).get(OVERRIDE_PARAM);
  if (fromAddress !== null) {
    const override = allowedOverride(fromAddress, config);
    if (override) return { override: { ...override, setAt: now }, save: true };
  }
  return { override: allowedStoredOverride(stored, config, now), save: false };
}

/** The `document.cookie` assignment for an override with `secondsLeft` (null: delete the cookie). */
export function overrideCookie(override: StoredOverride | null, secondsLeft = 0): string {
  return override === null || secondsLeft <= 0
    ? `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${OVERRIDE_COOKIE}=${encodeURIComponent(storedOverrideText(override))}; Path=/; Max-Age=${secondsLeft}; SameSite=Lax`;
}

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

/**
 * The remotes this browser registers: the config's, with an allowed override in place of one.
 * A remembered override the config does not allow, or whose time ran out, is forgotten.
 * `serverRendered`: the page is the server's render, which never contains an override; one that
 * is active then (its cookie was missing) is put in the cookie and the page loaded again, once.
 */
export function startOverride(
  config: RuntimeConfig,
  { serverRendered }: { serverRendered: boolean },
  now = Math.floor(Date.now() / 1000),
): { remotes: RuntimeConfig['remotes']; reload: boolean } {
  const { override, save } = chooseOverride(window.location.search, readStored(), config, now);
  if (!override) {
    forgetStoredOverride(); // nothing to tell the server, nothing left to bring back later
    return { remotes: config.remotes, reload: false };
  }
  const value = storedOverrideText(override);
  if (save) {
    try {
      window.localStorage.setItem(OVERRIDE_STORAGE_KEY, value);
    } catch {
      /* not remembered: this page still uses it */
    }
  }
  document.cookie = overrideCookie(override, overrideSecondsLeft(override.setAt, now, overrideMaxAgeS(config)));
  const { remote, url } = override;
  if (serverRendered) {
    // Reloaded once already for this override (or storage is off, where a mark cannot be kept):
    // the server still renders without it, so this page keeps the configured remote.
    const tried = session((s) => s.getItem(OVERRIDE_STORAGE_KEY)) === value;
    session((s) => s.setItem(OVERRIDE_STORAGE_KEY, value));
    if (!tried && session((s) => s.getItem(OVERRIDE_STORAGE_KEY)) === value)
      return { remotes: config.remotes, reload: true };
    console.warn(
      `The remote override ${remote}=${url} was not applied: the site server rendered this page without it.`,
    );
    return { remotes: config.remotes, reload: false };
  }
  session((s) => s.removeItem(OVERRIDE_STORAGE_KEY));
  setActiveOverride({ remote, url });
  console.info(`Remote override: ${remote} from ${url}`);
  return { remotes: { ...config.remotes, [remote]: url }, reload: false };
}

/** Forgets the override and loads the page again without it (`navigate`: the browser's, or a test's). */
export function resetOverride(navigate: (url: string) => void = (url) => window.location.replace(url)): void {
  forgetStoredOverride();
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  navigate(url.href);
}
