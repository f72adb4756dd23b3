// The shell build a site serves, recorded by `npm start` beside its runtime config (paths.ts
// liveShellPath): the release script composes a candidate with that shell, not with whatever the
// checkout's shell/dist holds now.
import path from 'node:path';
import { readJson, writeJsonAtomic } from './configFile.js';
import { liveShellPath } from './paths.js';

/** Records the installed shell (installBuild's answer) as the one the site serves. */
export function writeLiveShell(
  configFile: string,
  { buildId, folder, dir }: { buildId: string; folder: string; dir: string },
): void {
  writeJsonAtomic(liveShellPath(configFile), { buildId, folder, dir: path.resolve(dir) });
}

/**
 * The live shell's folder, or `fallbackDist` with a warning when the site's start wrote no record
 * (a site started by an older start script).
 */
export function liveShellDist(configFile: string, fallbackDist: string): { dir: string; warning: string | null } {
  const file = liveShellPath(configFile);
  const live = readJson<{ dir?: unknown } | null>(file, null);
  if (live && typeof live.dir === 'string' && live.dir !== '') return { dir: live.dir, warning: null };
  return {
    dir: fallbackDist,
    warning: `No ${file} (the site was started by an older start script): composing with ${fallbackDist} instead of the shell the site serves`,
  };
}
