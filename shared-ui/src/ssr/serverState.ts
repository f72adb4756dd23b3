import type { RuntimeConfig } from '../config/runtimeConfig';

/**
 * What a server render hands to the browser, as one non-executable JSON script at the end of the
 * body: the runtime config it rendered with and each remote store's state, so the browser hydrates
 * the same tree without asking the API again for what the HTML shows.
 */
export interface ServerState {
  config: unknown;
  /** Remote name → its store's state (each API slice under its reducer path). */
  stores: Record<string, unknown>;
}

export const SERVER_STATE_ID = 'site-state';

/**
 * The digest the server gives a region it could not render (a remote down or slow there): the
 * browser renders that region itself, which is expected, not a mismatch.
 */
export const SERVER_FALLBACK_DIGEST = 'site-region-fallback';

/** JSON that cannot close its script element or break a line in old parsers. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads and checks the state script; anything unreadable is no state (the browser fetches again). */
export function parseServerState(text: string | null | undefined): ServerState | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed.stores)) return null;
    return { config: parsed.config, stores: parsed.stores };
  } catch {
    return null;
  }
}

let adopted: ServerState | null = null;

/** The browser's shell adopts the page's server state once, before it hydrates. */
export function adoptServerState(state: ServerState | null): void {
  adopted = state;
}

/** One remote store's server state, handed out once: a later store of that remote starts empty. */
export function takeServerStoreState(remote: string): Record<string, unknown> | null {
  const state = adopted?.stores[remote];
  if (!adopted || !isRecord(state)) return null;
  delete adopted.stores[remote];
  return state;
}

export type { RuntimeConfig };
