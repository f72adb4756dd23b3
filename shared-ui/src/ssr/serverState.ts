import type { FormPostBack } from 'contracts/forms';
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
  /**
   * The page's forms: the render's form key, and a form posted without JavaScript that is shown
   * again with what was typed (so the browser hydrates the same values and messages).
   */
  forms?: { key: string; postBack: FormPostBack | null };
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
    const forms = readForms(parsed.forms);
    return { config: parsed.config, stores: parsed.stores, ...(forms ? { forms } : {}) };
  } catch {
    return null;
  }
}

const isStrings = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/** The state's forms part, when well formed (a post-back's form checks its own fields). */
function readForms(v: unknown): ServerState['forms'] | null {
  if (!isRecord(v) || typeof v.key !== 'string') return null;
  const p = v.postBack;
  const postBack =
    isRecord(p) && typeof p.form === 'string' && isStrings(p.values) && isStrings(p.errors)
      ? (p as unknown as FormPostBack)
      : null;
  return { key: v.key, postBack };
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

/** The post-back of `form` the page was rendered with, handed out once (a later render of the form starts empty). */
export function takeServerPostBack(form: string): FormPostBack | null {
  const postBack = adopted?.forms?.postBack;
  if (!adopted?.forms || !postBack || postBack.form !== form) return null;
  adopted.forms = { ...adopted.forms, postBack: null };
  return postBack;
}

/** The form key the page was rendered with ('' when the browser rendered it). */
export function serverFormKey(): string {
  return adopted?.forms?.key ?? '';
}

export type { RuntimeConfig };
