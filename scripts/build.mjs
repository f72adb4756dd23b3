// `npm run build`: the packages Node runs compiled (contracts, the site server), then every app of
// the registry (contracts/src/registry), the remotes first, then the shell. `npm start` runs
// `build.mjs --missing` first: only the apps whose dist/ is missing are built (every app with
// REBUILD=1, none with SKIP_BUILD=1); the compiled packages are always brought up to date (tsc's
// incremental build: a few seconds when nothing changed).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The TypeScript registry, loaded through tsx (see siteRegistry.cjs).
const { REMOTES, REMOTE_NAMES, SHELL } = createRequire(import.meta.url)('./siteRegistry.cjs');

/** Workspaces in build order, each with the file its dist/ must hold. */
export const APPS = [
  ...REMOTE_NAMES.map((name) => ({ name, ws: REMOTES[name].workspace, marker: 'remoteEntry.js' })),
  { name: SHELL.name, ws: SHELL.workspace, marker: 'index.html' },
];

/**
 * Workspaces Node runs as compiled JavaScript in production (`node --conditions=compiled`: their
 * package exports name dist/ under that condition, the TypeScript sources otherwise), in order.
 */
export const COMPILED_PACKAGES = ['contracts', 'api', 'site-server'];

export function buildApps({ onlyMissing = false } = {}) {
  for (const ws of COMPILED_PACKAGES) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  for (const app of APPS) {
    const dist = path.join(root, app.ws, 'dist');
    // A dist from before the registry facts were written is rebuilt too.
    const built = fs.existsSync(path.join(dist, app.marker)) && fs.existsSync(path.join(dist, 'site-registry.json'));
    if (onlyMissing && built) continue;
    console.log(`Building ${app.ws}…`);
    const r = spawnSync('npm', ['run', 'build', '-w', app.ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--missing')) buildApps();
  else if (process.env.SKIP_BUILD !== '1') buildApps({ onlyMissing: process.env.REBUILD !== '1' });
}
