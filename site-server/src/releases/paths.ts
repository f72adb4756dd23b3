// Where the site keeps what operations switch at run time, shared by `npm start` and the release
// script (scripts/release.mjs): the runtime config file and the remotes' release builds.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../config/siteEnv.js';

/** The checkout: this file is site-server/{src,dist}/releases/paths. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The API's data folder (API_DATA_DIR, default api/data): the site's files live beside its database. */
export function dataDir(env: Env): string {
  return path.resolve(env.API_DATA_DIR || path.join(repoRoot, 'api/data'));
}

/**
 * RUNTIME_CONFIG_FILE, default `<data dir>/runtime-config.<site port>.json`: named by the port so
 * that a site started on another PORT never picks up a file whose remote addresses are another's.
 */
export function runtimeConfigPath(sitePort: number, env: Env): string {
  return env.RUNTIME_CONFIG_FILE
    ? path.resolve(env.RUNTIME_CONFIG_FILE)
    : path.join(dataDir(env), `runtime-config.${sitePort}.json`);
}

/** The release history beside the config file it switches (`--rollback` reads it). */
export function releaseHistoryPath(configFile: string): string {
  return configFile.replace(/(\.json)?$/, '.releases.json');
}

/**
 * Which shell build the site serves: `<config without .json>.shell.json` beside the config file,
 * `{ buildId, folder, dir }` written by `npm start`; the release gate composes candidates with it.
 */
export function liveShellPath(configFile: string): string {
  return configFile.replace(/(\.json)?$/, '.shell.json');
}

/** RELEASES_DIR, default `<data dir>/releases`: `<app>/<folder>/` (a remote's at `/releases/<folder>/`). */
export function releasesPath(env: Env): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(dataDir(env), 'releases');
}
