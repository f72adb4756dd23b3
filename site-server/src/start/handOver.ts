// What `npm start` (start/main.ts) hands the site server it supervises (start/siteServer.ts), in
// the child's environment: the same shell install and runtime config file at every restart.
import fs from 'node:fs';
import path from 'node:path';
import { parseApiUrl, type Env } from '../config/siteEnv.js';

export interface HandedOver {
  /** the shell's install folder (releases/install.ts) */
  shellDist: string;
  /** the runtime config file, read on every request and never written by the site server */
  configFile: string;
  /** the API's origin */
  apiUrl: string;
  /** the secret of the site's /api proxy */
  proxySecret: string;
}

/** The variables that carry `facts`, over the environment the site server inherits. */
export function handOverEnv(env: Env, facts: HandedOver): Env {
  return {
    ...env,
    SITE_SHELL_DIR: facts.shellDist,
    RUNTIME_CONFIG_FILE: facts.configFile,
    API_URL: facts.apiUrl,
    API_PROXY_SECRET: facts.proxySecret,
  };
}

/** Reads what npm start handed over; throws a message naming the first variable missing or wrong. */
export function readHandedOver(env: Env): HandedOver {
  const shellDist = env.SITE_SHELL_DIR ?? '';
  if (!path.isAbsolute(shellDist) || !fs.statSync(shellDist, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`SITE_SHELL_DIR must be the shell's install folder (got "${shellDist.slice(0, 200)}")`);
  const configFile = env.RUNTIME_CONFIG_FILE ?? '';
  if (!path.isAbsolute(configFile))
    throw new Error(
      `RUNTIME_CONFIG_FILE must be the runtime config's absolute path (got "${configFile.slice(0, 200)}")`,
    );
  const apiUrl = parseApiUrl(env.API_URL);
  if (!apiUrl) throw new Error("API_URL must be the API's origin");
  if (!env.API_PROXY_SECRET) throw new Error("API_PROXY_SECRET must be the site proxy's secret");
  return { shellDist, configFile, apiUrl, proxySecret: env.API_PROXY_SECRET };
}
