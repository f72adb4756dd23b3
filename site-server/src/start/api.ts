// The API beside the site (unless API_URL or NO_API says it runs elsewhere): a process of the
// supervisor on API_PORT, told the site's origins and the proxy secret.
import path from 'node:path';
import type { Env } from '../config/siteEnv.js';
import { repoRoot } from '../releases/paths.js';
import type { ChildSpec } from '../supervise/supervisor.js';

/** How the API is run: the program's arguments and its folder. */
export interface ApiCommand {
  args: string[];
  cwd: string;
}

/**
 * The API's command, in one place: the same as `npm start -w api` (its compiled JavaScript in
 * api/dist, contracts through their compiled export condition; no transpiler at run time).
 */
export function apiCommand(root: string = repoRoot): ApiCommand {
  return {
    args: ['--conditions=compiled', '--max-semi-space-size=4', 'dist/server.js'],
    cwd: path.join(root, 'api'),
  };
}

export interface ApiProcessOptions {
  port: number;
  /** the site's public origin: the sitemap's and robots.txt's, as the site server's canonical links */
  siteUrl: string;
  /** the site's origins (CORS on the API) */
  origins: readonly string[];
  /** the proxy's secret: only requests carrying it may name the visitor */
  proxySecret: string;
  env: Env;
  root?: string;
  nodePath?: string;
}

/**
 * The API as a process of `npm start`'s supervisor (start again when it dies): on 127.0.0.1 only.
 * The environment may set its log level and SITE_URL; where it listens, whom it serves and the
 * proxy's secret are this start's.
 */
export function apiProcess({
  port,
  siteUrl,
  origins,
  proxySecret,
  env,
  root = repoRoot,
  nodePath = process.execPath,
}: ApiProcessOptions): ChildSpec {
  const { args, cwd } = apiCommand(root);
  return {
    name: 'api',
    command: nodePath,
    args,
    cwd,
    // The API's own log level (API_LOG_LEVEL, default info): one line per request, as the site server's.
    env: {
      ...env,
      // The sitemap's and robots.txt's absolute URLs: the same origin as the site server's pages.
      SITE_URL: siteUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SITE_ORIGINS: origins.join(','),
      API_PROXY_SECRET: proxySecret,
    },
  };
}

/** Whether `url` answers 2xx within `ms` (asked every 250 ms). */
export async function waitFor(url: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
