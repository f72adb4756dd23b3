// A remote's own static server: its release folders at /releases/<folder>/ (npm start), or one
// build folder at / (`npm run serve -w <remote>`), for the site's origins only. The shell's server
// (app.ts) with none of the shell's parts: no pages, no proxy, no runtime config.
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './app.js';
import type { SiteEnv } from './config/siteEnv.js';

export interface RemoteAppOptions extends Partial<Pick<SiteEnv, 'trustProxy' | 'https'>> {
  /** origins of the site that loads these files (CORS) */
  allowedOrigins: string[];
  /** the remote's release folders, served at /releases/ */
  releasesRoot?: string | undefined;
  /** one build folder served at / */
  root?: string | undefined;
  /** HSTS includeSubDomains (SITE_HSTS_INCLUDE_SUBDOMAINS) */
  hstsIncludeSubDomains?: boolean | undefined;
}

export function createRemoteApp({
  allowedOrigins,
  releasesRoot,
  root,
  trustProxy,
  https,
  hstsIncludeSubDomains,
}: RemoteAppOptions): Promise<FastifyInstance> {
  return createStaticApp({ allowedOrigins, releasesRoot, root, trustProxy, https, hstsIncludeSubDomains });
}
