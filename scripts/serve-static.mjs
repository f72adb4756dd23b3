// Serves one app's dist/ alone, as its own deployment would: `npm run serve -w remote-finance`.
// Usage: node scripts/serve-static.mjs <dist> <port>
import path from 'node:path';
import { createStaticApp } from './server/staticApp.mjs';
import { siteOrigins } from './server/ports.mjs';
import { readSiteEnv } from './server/siteEnv.mjs';
import { readSiteRegistry } from './server/siteRegistry.mjs';

const [dist = 'dist', port = '3001'] = process.argv.slice(2);
// The site's origins (CORS) from the registry facts this build wrote beside its files.
const origins = siteOrigins(readSiteRegistry(path.resolve(dist)));
const app = await createStaticApp({ root: path.resolve(dist), allowedOrigins: origins, ...readSiteEnv() });
await app.listen({ port: Number(port), host: process.env.HOST ?? 'localhost' });
console.log(`Serving ${path.resolve(dist)} on http://localhost:${port}`);
