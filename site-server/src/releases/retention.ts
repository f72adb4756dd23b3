// How many previous releases stay served besides the live one: their chunks are what a page opened
// before a release still loads on its next click. RELEASES_KEPT (default 3) is read here only; the
// release script's --keep overrides it for one run.
import type { Env } from '../config/siteEnv.js';

export const DEFAULT_RELEASES_KEPT = 3;

/** A count of previous releases to keep, from text: a whole number from 1 to 100, else an error naming `setting`. */
export function parseKept(text: unknown, setting: string): number {
  const value = Number(text);
  if (String(text).trim() === '' || !Number.isInteger(value) || value < 1 || value > 100)
    throw new Error(
      `${setting} must be a whole number from 1 to 100 (previous releases kept), got ${JSON.stringify(text)}`,
    );
  return value;
}

/** RELEASES_KEPT, or the default when it is unset or empty. */
export function releasesKept(env: Env): number {
  const text = env.RELEASES_KEPT;
  return text === undefined || text === '' ? DEFAULT_RELEASES_KEPT : parseKept(text, 'RELEASES_KEPT');
}

/**
 * The install folders of an app with no release history (the shell's) that may go: all but the
 * live one and the `kept` installed most recently before it (newest `installedMs` first).
 * Hidden folders (an install still being copied) are never listed here.
 */
export function installsToPrune(
  installs: { folder: string; installedMs: number }[],
  liveFolder: string,
  kept: number,
): string[] {
  const previous = installs
    .filter((i) => i.folder !== liveFolder && !i.folder.startsWith('.'))
    .sort((a, b) => b.installedMs - a.installedMs || (a.folder < b.folder ? -1 : 1));
  return previous.slice(kept).map((i) => i.folder);
}
