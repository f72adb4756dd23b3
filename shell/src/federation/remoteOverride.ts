import { isRemoteName } from 'contracts/registry';
import * as rules from 'contracts/remote-override';
import type { RuntimeConfig } from 'shared-ui';
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
 * whose config does not allow the remembered one forgets it. The rules are the contracts'
 * (contracts/remote-override), which the site server applies too
 * (site-server/src/overrides/remoteOverride.ts): it lets the override's origin into the page's policy and
 * sends the page for the browser to render, as its own render holds one release of each remote for
 * every visitor. The tests of both share their cases.
 */

export {
  CLOCK_SLACK_S,
  isAllowedOverrideUrl,
  overrideSecondsLeft,
  parseOverrideValue,
  parseStoredOverride,
} from 'contracts/remote-override';

/** The config's valid allow-list patterns (none: overrides are off). Invalid entries are left out. */
export function overridePatterns(config: Pick<RuntimeConfig, 'remoteOverrides'>): string[] {
  return rules.overrideAllowList(config).patterns;
}

/** The rules' override for a remote of this site (its name narrowed to the registry's), or null. */
function ofSite<T extends { remote: string; url: string }>(
  override: T | null,
): (Omit<T, 'remote'> & RemoteOverride) | null {
  return override && isRemoteName(override.remote) ? { ...override, remote: override.remote } : null;
}

/** The override a value names, if the config allows it for a remote it configures; else null. */
export function allowedOverride(value: string | null | undefined, config: RuntimeConfig): RemoteOverride | null {
  const override = ofSite(rules.allowedOverride(value, config));
  return override && { remote: override.remote, url: override.url };
}

/**
 * A remembered override, in storage and in the cookie alike: `<set at>:<remote>=<manifest URL>`,
 * the time in Unix seconds, so that it runs out and the server can tell its age too.
 */
export interface StoredOverride extends RemoteOverride {
  setAt: number;
}

export const storedOverrideText = (override: StoredOverride): string => rules.storedOverrideText(override);

/** How long the config lets a browser keep an override, in seconds (0: its setting is invalid, off). */
export function overrideMaxAgeS(config: Pick<RuntimeConfig, 'remoteOverrides'>): number {
  return rules.overrideMaxAgeS(config) ?? 0;
}

/** The remembered override, if it is allowed and has time left; else null. */
export function allowedStoredOverride(
  text: string | null | undefined,
  config: RuntimeConfig,
  now: number,
): StoredOverride | null {
  return ofSite(rules.allowedStoredOverride(text, config, now));
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
  const { override, save } = rules.chooseOverride(search, stored, config, now);
  return { override: ofSite(override), save };
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
  document.cookie = overrideCookie(override, rules.overrideSecondsLeft(override.setAt, now, overrideMaxAgeS(config)));
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
