// The release history beside the runtime config (`<config>.releases.json`): what each release
// switched from, so that `--rollback` switches back. Pure functions over the file's contents.

/** @typedef {{ remote: string, buildId: string, url: string, previousUrl: string, previousBuild: string | null, at: string }} Release */

/** The history's releases, or an empty history for a missing or foreign file. */
export function releasesOf(history) {
  return Array.isArray(history?.releases) ? history.releases.filter((r) => r && typeof r.remote === 'string') : [];
}

/** A new history with this release last. */
export function recordRelease(history, release) {
  return { releases: [...releasesOf(history), release] };
}

/**
 * What `--rollback` does: the remote's last release is undone (its entry leaves the history, so a
 * second rollback goes one release further back). Refused when the config no longer names that
 * release (someone switched it by other means since): the history cannot say what is right then.
 * @returns {{ release: Release, history: { releases: Release[] } }}
 */
export function planRollback(history, remote, currentUrl) {
  const releases = releasesOf(history);
  const index = releases.findLastIndex((r) => r.remote === remote);
  if (index < 0) throw new Error(`no release of ${remote} to roll back`);
  const release = releases[index];
  if (release.url !== currentUrl)
    throw new Error(
      `the config names ${currentUrl} for ${remote}, not its last release ${release.url}: switch it by hand`,
    );
  return { release, history: { releases: releases.filter((_, i) => i !== index) } };
}

/**
 * The remote's release folders that may go: all but the live one (the config names it now) and the
 * `kept` previous ones, the folders its releases were live in most recently (newest release first:
 * what it switched to, then what it switched from). Hidden folders (an install still being
 * copied) are never pruned.
 */
export function foldersToPrune(folders, history, remote, kept, currentUrl) {
  const folderOf = (url) => folders.find((folder) => String(url ?? '').includes(`/releases/${folder}/`));
  const newestFirst = releasesOf(history)
    .filter((r) => r.remote === remote)
    .reverse()
    .flatMap((r) => [r.url, r.previousUrl]);
  const live = folderOf(currentUrl);
  const previous = [...new Set(newestFirst.map(folderOf).filter((f) => f !== undefined && f !== live))];
  const keep = new Set([live, ...previous.slice(0, kept)]);
  return folders.filter((folder) => !keep.has(folder) && !folder.startsWith('.'));
}
