import path from 'node:path';
import type { ChildSpec } from './supervisor.js';

export interface ApiProcessFacts {
  /** The checkout: the API runs from `<root>/api`. */
  root: string;
  apiPort: number;
  /** The site's own origin, the default of the sitemap's and robots.txt's absolute URLs. */
  siteUrl: string;
  /** The shell's and the remotes' origins (CORS). */
  origins: readonly string[];
  /** Known only to the site server's proxy and the API (visitor addresses are believed from it). */
  proxySecret: string;
  env: NodeJS.ProcessEnv;
  nodePath?: string;
}

/**
 * The API as `npm start` runs it: the same command as `npm start -w api` (tsx's CommonJS loader,
 * lighter than its CLI), on 127.0.0.1 only. The environment may set its log level and SITE_URL;
 * where it listens, whom it serves and the proxy's secret are this start's.
 */
export function apiProcess({
  root,
  apiPort,
  siteUrl,
  origins,
  proxySecret,
  env,
  nodePath = process.execPath,
}: ApiProcessFacts): ChildSpec {
  return {
    name: 'api',
    command: nodePath,
    args: ['--require', 'tsx/cjs', '--max-semi-space-size=4', 'src/server.ts'],
    cwd: path.join(root, 'api'),
    env: {
      API_LOG_LEVEL: 'warn',
      SITE_URL: siteUrl,
      ...env,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      SITE_ORIGINS: origins.join(','),
      API_PROXY_SECRET: proxySecret,
    },
  };
}
