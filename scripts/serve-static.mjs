// Serves one app's dist/ alone, as its own deployment would: `npm run serve -w remote-finance`.
// Usage: node scripts/serve-static.mjs <dist> [port]  (default: the app's port in the registry)
import fs from 'node:fs';
import path from 'node:path';
import { createStaticApp } from './server/staticApp.mjs';
import { siteOrigins } from './server/ports.mjs';
import { readSiteEnv } from './server/siteEnv.mjs';
import { readSiteRegistry } from './server/siteRegistry.mjs';

/** The port the registry gives the app whose build this is (named in its mf-manifest.json). */
function ownPort(dist, { shell, remotes }) {
  const { name } = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const base = Number(process.env.PORT ?? shell.port);
  return base + (remotes.find((r) => r.name === name)?.portOffset ?? 0);
}

const [dist = 'dist', portArg] = process.argv.slice(2);
// The site's origins (CORS) and this app's default port, from the registry facts its build wrote.
const registry = readSiteRegistry(path.resolve(dist));
const origins = siteOrigins(registry);
const port = portArg ?? String(ownPort(path.resolve(dist), registry));

const app = await createStaticApp({ root: path.resolve(dist), allowedOrigins: origins, ...readSiteEnv() });
await app.listen({ port: Number(port), host: process.env.HOST ?? 'localhost' });
console.log(`Serving ${path.resolve(dist)} on http://localhost:${port}`);
