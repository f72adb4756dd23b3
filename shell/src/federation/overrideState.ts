import type { RemoteName } from 'contracts/registry';
import type { RuntimeConfig } from 'shared-ui';

/**
 * The small part of remote overrides every page carries: whether this page may have one (then
 * remoteOverride.ts, a chunk of its own, decides) and the one it runs with, for the banner.
 */
export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_STORAGE_KEY = 'site.remote-override';

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

/** True only when the config allows overrides and the address or this browser names one. */
export function mayHaveOverride(config: RuntimeConfig): boolean {
  if (!config.remoteOverrides?.allow.length) return false;
  if (new URLSearchParams(window.location.search).has(OVERRIDE_PARAM)) return true;
  // The server's copy alone (storage cleared): remoteOverride.ts forgets it.
  if (document.cookie.split(';').some((c) => c.trim().startsWith(`${OVERRIDE_PARAM}=`))) return true;
  try {
    return window.localStorage.getItem(OVERRIDE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
