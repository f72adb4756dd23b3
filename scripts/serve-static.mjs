// Serves one app's dist/ alone, as its own deployment would: `npm run serve -w remote-finance`.
// Usage: node scripts/serve-static.mjs <dist> [port]
// PORT (or the port argument) is this server's port, default the app's port in the registry;
// ALLOWED_ORIGINS (comma-separated) the site origins that may fetch its files, default the site's
// own at SITE_PORT (site-server/src/config/serveOptions.ts). Runs the compiled site server
// (npm run build -w site-server).
import fs from 'node:fs';
import path from 'node:path';
import { createRemoteApp } from 'site-server/remoteApp';
import { serveOptions } from 'site-server/config/serveOptions';
import { readSiteEnv } from 'site-server/config/siteEnv';
import { readSiteRegistry } from 'site-server/config/siteRegistry';

const [dist = 'dist', portArg] = process.argv.slice(2);
const root = path.resolve(dist);
let options;
let siteEnv;
try {
  // The registry facts and the app's name come from its build, never from source folders.
  const registry = readSiteRegistry(root);
  const { name } = JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'));
  options = serveOptions(registry, name, portArg ? { ...process.env, PORT: portArg } : process.env);
  siteEnv = readSiteEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await createRemoteApp({
  root,
  allowedOrigins: options.allowedOrigins,
  trustProxy: siteEnv.trustProxy,
  https: siteEnv.https,
});
await app.listen({ port: options.port, host: process.env.HOST ?? 'localhost' });
console.log(`Serving ${root} on http://localhost:${options.port} for ${options.allowedOrigins.join(', ')}`);
