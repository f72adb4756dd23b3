import type { RemoteName } from 'contracts/registry';
import { OVERRIDE_COOKIE, OVERRIDE_PARAM } from 'contracts/remote-override';
import type { RuntimeConfig } from 'shared-ui';

/**
 * The small part of remote overrides every page carries: whether this page may have one (then
 * remoteOverride.ts, a chunk of its own, decides), forgetting one the config no longer allows, and
 * the one it runs with, for the banner.
 */
export const OVERRIDE_STORAGE_KEY = 'site.remote-override';
/** The address's parameter, and the cookie sent back to the site server (contracts/remote-override). */
export { OVERRIDE_COOKIE, OVERRIDE_PARAM };

export interface RemoteOverride {
  remote: RemoteName;
  url: string;
}

let active: RemoteOverride | null = null;

export function activeOverride(): RemoteOverride | null {
  return active;
}

export function setActiveOverride(override: RemoteOverride | null): void {
  active = override;
}

/** Whether the config allows overrides at all (an allow-list that names something). */
export function overridesAllowed(config: RuntimeConfig): boolean {
  return Boolean(config.remoteOverrides?.allow.length);
}

function hasCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${OVERRIDE_COOKIE}=`));
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    return null; // storage off
  }
}

/** True only when the config allows overrides and the address or this browser names one. */
export function mayHaveOverride(config: RuntimeConfig): boolean {
  if (!overridesAllowed(config)) return false;
  if (new URLSearchParams(window.location.search).has(OVERRIDE_PARAM)) return true;
  // The server's copy alone (storage cleared): remoteOverride.ts forgets it.
  return hasCookie() || readStored() !== null;
}

/**
 * Forgets the override this browser remembers (storage and cookie), if any. Called on every page
 * whose config allows none: switching overrides off and on again never brings an old one back.
 */
export function forgetStoredOverride(): void {
  if (readStored() !== null) {
    try {
      window.localStorage.removeItem(OVERRIDE_STORAGE_KEY);
    } catch {
      /* nothing remembered */
    }
  }
  if (hasCookie()) document.cookie = `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
