// How `npm run serve -w <remote>` (scripts/serve-static.mjs) serves one app's dist/ as its own
// deployment: its port and the origins allowed to fetch its files (CORS).
//   PORT             this server's own port (default: the app's port in the registry, after SITE_PORT)
//   SITE_PORT        the composed site's (shell's) port; default the registry's shell port
//   ALLOWED_ORIGINS  comma-separated origins of the site that loads this app's files; default the
//                    site's origins at SITE_PORT (and SITE_URL's origin when set). Never this
//                    server's own PORT: a remote served elsewhere is still loaded by the same site.
import type { Env } from './siteEnv.js';

/** A port number from the environment, or a clear error. */
export function parsePort(value: unknown, name: string): number {
  const text = String(value).trim();
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65535)
    throw new Error(`${name} must be a port number from 1 to 65535 (got ${JSON.stringify(value)})`);
  return Number(text);
}

/** One origin (`scheme://host[:port]`, http or https, nothing after it), or a clear error. */
export function parseOrigin(text: string, name = 'ALLOWED_ORIGINS'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name}: ${JSON.stringify(text)} is not an origin such as https://www.example.in`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare)
    throw new Error(`${name}: ${JSON.stringify(text)} must be an http(s) origin with no path (https://www.example.in)`);
  if (text.replace(/\/$/, '') !== url.origin)
    throw new Error(`${name}: write ${JSON.stringify(text)} as its origin ${url.origin}`);
  return url.origin;
}

/** ALLOWED_ORIGINS: comma-separated origins, at least one; '*' is refused (the files are the site's). */
export function parseAllowedOrigins(text: string): string[] {
  const items = String(text)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0)
    throw new Error('ALLOWED_ORIGINS is empty: name the origins of the site that loads these files');
  if (items.includes('*'))
    throw new Error("ALLOWED_ORIGINS=* would let any site read these files: name the site's origins");
  return [...new Set(items.map((item) => parseOrigin(item)))];
}

/**
 * @param registry  the registry facts of the app's build
 * @param appName   the federation name in the build's mf-manifest.json ('shell' or a remote)
 */
export function serveOptions(
  registry: { shell: { port: number }; remotes: { name: string; portOffset: number }[] },
  appName: string,
  env: Env,
): { port: number; allowedOrigins: string[] } {
  const sitePort = env.SITE_PORT ? parsePort(env.SITE_PORT, 'SITE_PORT') : registry.shell.port;
  const offset = registry.remotes.find((r) => r.name === appName)?.portOffset ?? 0;
  const port = env.PORT ? parsePort(env.PORT, 'PORT') : sitePort + offset;
  const allowedOrigins = env.ALLOWED_ORIGINS
    ? parseAllowedOrigins(env.ALLOWED_ORIGINS)
    : [
        ...new Set([
          `http://localhost:${sitePort}`,
          `http://127.0.0.1:${sitePort}`,
          ...(env.SITE_URL ? [parseOrigin(env.SITE_URL, 'SITE_URL')] : []),
        ]),
      ];
  return { port, allowedOrigins };
}
