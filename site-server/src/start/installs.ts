// `npm start` serves visitors only from release folders (releases/install.ts): each app's dist/ is
// installed once under its build id and content hash, so a later build into dist/ changes nothing
// live. The shell's old installs are pruned here; a remote's releases are the release tool's.
import fs from 'node:fs';
import path from 'node:path';
import { installBuild, type Installed } from '../releases/install.js';
import { repoRoot } from '../releases/paths.js';
import { installsToPrune } from '../releases/retention.js';

/** Installs `<root>/<workspace>/dist` as `<releases>/<app>/<build id>-<content hash>/`, saying so when copied. */
export function installApp(releasesDir: string, workspace: string, appName: string, root = repoRoot): Installed {
  const dist = path.join(root, workspace, 'dist');
  const installed = installBuild(dist, path.join(releasesDir, appName), appName);
  if (installed.copied) console.log(`Installed ${workspace}/dist as ${path.join(appName, installed.folder)}`);
  return installed;
}

/**
 * The shell's server build requires a few Node packages at run time (jsdom): a releases folder
 * outside the checkout finds them through a `node_modules` link to the checkout's.
 */
export function linkPackagesForReleases(releasesDir: string, root = repoRoot): void {
  if (!path.relative(root, releasesDir).startsWith('..')) return;
  const link = path.join(releasesDir, 'node_modules');
  const target = path.join(root, 'node_modules');
  let current: string | null = null;
  try {
    current = fs.readlinkSync(link);
  } catch {
    /* none yet */
  }
  if (current === target) return;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(target, link, 'dir');
}

/** Shell install folders beyond the live one and the `kept` installed before it go. */
export function pruneShellInstalls(releasesDir: string, shellInstall: Installed, kept: number): void {
  const dir = path.join(releasesDir, 'shell');
  // Marks the live install as the newest (its mtime; its files stay as they are).
  const now = new Date();
  fs.utimesSync(shellInstall.dir, now, now);
  const installs = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ folder: e.name, installedMs: fs.statSync(path.join(dir, e.name)).mtimeMs }));
  for (const folder of installsToPrune(installs, shellInstall.folder, kept))
    fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
}
