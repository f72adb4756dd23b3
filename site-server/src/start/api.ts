// The API beside the site (unless API_URL or NO_API says it runs elsewhere): one child process on
// API_PORT, told the site's origins and the proxy secret.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Env } from '../config/siteEnv.js';
import { repoRoot } from '../releases/paths.js';

/** How the API is run: the program's arguments and its folder. */
export interface ApiCommand {
  args: string[];
  cwd: string;
}

/**
 * The API's command, in one place: today the same as `npm start -w api` (its TypeScript through
 * tsx's CommonJS loader, lighter than tsx's CLI; tsx is one of the API's dependencies). When the
 * API is compiled to api/dist, this is the one line that changes.
 */
export function apiCommand(root: string = repoRoot): ApiCommand {
  return {
    args: ['--require', 'tsx/cjs', '--max-semi-space-size=4', 'src/server.ts'],
    cwd: path.join(root, 'api'),
  };
}

export interface StartApiOptions {
  /** the environment the site was started with (config/settings.ts), passed on to the API */
  env: Env;
  /** the site's public origin: the sitemap's and robots.txt's, as the site server's canonical links */
  siteUrl: string;
  port: number;
  /** the site's origins (CORS on the API) */
  origins: string[];
  /** the proxy's secret: only requests carrying it may name the visitor */
  proxySecret: string;
  /** called when the API stops on its own (not while the site is stopping) */
  onUnexpectedExit: (reason: string) => void;
}

export function startApi({
  env,
  siteUrl,
  port,
  origins,
  proxySecret,
  onUnexpectedExit,
}: StartApiOptions): ChildProcess {
  const { args, cwd } = apiCommand();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      API_LOG_LEVEL: 'warn',
      ...env,
      // The sitemap's and robots.txt's absolute URLs: the same origin as the site server's pages.
      SITE_URL: siteUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SITE_ORIGINS: origins.join(','),
      API_PROXY_SECRET: proxySecret,
    },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => onUnexpectedExit(String(signal ?? code)));
  return child;
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
