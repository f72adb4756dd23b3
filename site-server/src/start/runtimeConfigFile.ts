// The runtime config is always a file, read on every request: a remote is switched, released
// (scripts/release.mjs) or rolled back without a restart. Without RUNTIME_CONFIG_FILE it is
// `<data folder>/runtime-config.<PORT>.json` (releases/paths.ts), written fresh from this start's
// settings; a RUNTIME_CONFIG_FILE that exists is kept (a release outlives a restart), unless
// RUNTIME_CONFIG_RESET=1 (browser tests).
import fs from 'node:fs';
import path from 'node:path';
import type { ReadRuntimeConfig, RuntimeConfig } from '../config/runtimeConfig.js';
import type { Env } from '../config/siteEnv.js';
import { writeJsonAtomic } from '../releases/configFile.js';
import type { Installed } from '../releases/install.js';
import { writeLiveShell } from '../releases/liveShell.js';
import { releaseHistoryPath, repoRoot } from '../releases/paths.js';
import { emailjsSettings, overrideSettings } from './settings.js';

export const SAMPLE_RUNTIME_CONFIG = 'shared-ui/src/config/sample-runtime-config.json';

/**
 * The runtime config of a fresh start: the site settings of the sample file, each remote's URL
 * (`<NAME>_REMOTE_URL`, else its install folder as its server publishes it under /releases/).
 */
export function defaultRuntimeConfig({
  env,
  remotes,
  sample,
}: {
  env: Env;
  /** each remote's name, port and install folder */
  remotes: { name: string; port: number; folder: string }[];
  /** the sample config's settings */
  sample: RuntimeConfig;
}): RuntimeConfig {
  const overrides = overrideSettings(env);
  const remoteUrl = ({ name, port, folder }: { name: string; port: number; folder: string }) =>
    env[`${name.toUpperCase()}_REMOTE_URL`] ?? `http://localhost:${port}/releases/${folder}/mf-manifest.json`;
  const emailjs = emailjsSettings(env);
  return {
    ...sample,
    apiBaseUrl: env.API_BASE_URL ?? '',
    remotes: Object.fromEntries(remotes.map((r) => [r.name, remoteUrl(r)])),
    ...(emailjs ? { emailjs } : {}),
    ...(overrides.allow.length > 0
      ? {
          remoteOverrides: {
            allow: overrides.allow,
            ...(overrides.maxAgeHours ? { maxAgeHours: overrides.maxAgeHours } : {}),
          },
        }
      : {}),
  };
}

/** The sample runtime config of the checkout (shared-ui's). */
export function readSampleConfig(root = repoRoot): RuntimeConfig {
  return JSON.parse(fs.readFileSync(path.join(root, SAMPLE_RUNTIME_CONFIG), 'utf8')) as RuntimeConfig;
}

/**
 * Writes the config file when this start owns it (see above) and records the shell it serves. Done
 * once by `npm start`, never by a site server started again: a release switched meanwhile stays.
 */
export function writeRuntimeConfigFile({
  file,
  env,
  shellInstall,
  fresh: freshConfig,
}: {
  file: string;
  env: Env;
  shellInstall: Installed;
  /** the config a fresh start writes (called only when it writes one) */
  fresh: () => RuntimeConfig;
}): void {
  const fresh = !env.RUNTIME_CONFIG_FILE || env.RUNTIME_CONFIG_RESET === '1';
  if (fresh || !fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeJsonAtomic(file, freshConfig());
    // A fresh config has no releases to roll back to.
    fs.rmSync(releaseHistoryPath(file), { force: true });
  }
  // The shell the site serves, for the release gate (scripts/release.mjs) to compose with.
  writeLiveShell(file, shellInstall);
  console.log(`Runtime config: ${file} (switched live; a remote's release: npm run release -- <remote>)`);
}

/** A config file looked at this recently is not looked at again (a stat per page was a tenth of a kept page's CPU). */
export const CONFIG_RECHECK_MS = 25;

/**
 * The config file's reader, asked on every page request: the file is looked at again at most every
 * CONFIG_RECHECK_MS (a switch is live within that), and parsed only when it changed: the same
 * object until then, which the renderer recognises without comparing its text.
 */
export function runtimeConfigReader(file: string, now = () => performance.now()): ReadRuntimeConfig {
  let last: { stamp: string; config: RuntimeConfig | undefined; at: number } = {
    stamp: '',
    config: undefined,
    at: Number.NEGATIVE_INFINITY,
  };
  return () => {
    const at = now();
    if (at - last.at < CONFIG_RECHECK_MS) return last.config as RuntimeConfig;
    const { mtimeMs, size, ino } = fs.statSync(file);
    const stamp = `${mtimeMs}:${size}:${ino}`;
    if (stamp !== last.stamp) last = { stamp, config: JSON.parse(fs.readFileSync(file, 'utf8')) as RuntimeConfig, at };
    else last.at = at;
    return last.config as RuntimeConfig;
  };
}
