// Serves one app's dist/ alone, as its own deployment would: `npm run serve -w remote-finance`.
// Usage: node scripts/serve-static.mjs <dist> [port]
// PORT (or the port argument) is this server's port, default the app's port in the registry;
// ALLOWED_ORIGINS (comma-separated) the site origins that may fetch its files, default the site's
// own at SITE_PORT (scripts/server/serveOptions.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createStaticApp } from './server/staticApp.mjs';
import { serveOptions } from './server/serveOptions.mjs';
import { readSiteEnv } from './server/siteEnv.mjs';
import { readSiteRegistry } from './server/siteRegistry.mjs';

const [dist = 'dist', portArg] = process.argv.slice(2);
const root = path.resolve(dist);
let options;
try {
  // The registry facts and the app's name come from its build, never from source folders.
  const registry = readSiteRegistry(root);
  const { name } = JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'));
  options = serveOptions(registry, name, portArg ? { ...process.env, PORT: portArg } : process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await createStaticApp({ root, allowedOrigins: options.allowedOrigins, ...readSiteEnv() });
await app.listen({ port: options.port, host: process.env.HOST ?? 'localhost' });
console.log(`Serving ${root} on http://localhost:${options.port} for ${options.allowedOrigins.join(', ')}`);
