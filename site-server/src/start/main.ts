// The whole composed site in one process (the API beside it, as a child): what `npm start` runs
// after building what is missing (scripts/build.mjs --missing), and what a production start runs
// as it is (`npm run start:prod`). Installs each app's build as a release folder
// (releases/install.ts: what visitors get is never a folder a build writes into), starts the API
// (SQLite, created and seeded on first start), serves each remote's release folders from its own
// origin and the shell on PORT (default 3000), which also forwards /api and /images to the API.
// The API elsewhere (several site servers behind a load balancer, the API behind its own):
//   API_URL=http://10.0.0.5:3010  the API's origin for the renderer and the /api proxy; no API is
//                                 started here (give both the same API_PROXY_SECRET);
//   NO_API=1                      start no API, but still call one at 127.0.0.1:API_PORT.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from '../app.js';
import { sitePorts, siteOrigins } from '../config/ports.js';
import { parseApiUrl, readSiteEnv } from '../config/siteEnv.js';
import { readSiteRegistry } from '../config/siteRegistry.js';
import { apiHitCounter } from '../limits/sharedLimits.js';
import { releasesPath, runtimeConfigPath } from '../releases/paths.js';
import { releasesKept } from '../releases/retention.js';
import { createRenderPool } from '../render-pool/renderPool.js';
import { createRemoteApp } from '../remoteApp.js';
import { startApi, waitFor } from './api.js';
import { installApp, linkPackagesForReleases, pruneShellInstalls } from './installs.js';
import { defaultRuntimeConfig, readSampleConfig, runtimeConfigReader } from './runtimeConfigFile.js';
import { parseSiteUrl, setting } from './settings.js';

async function main(env = process.env) {
  const kept = setting(() => releasesKept(env));
  const releasesDir = releasesPath(env);
  const shellInstall = setting(() => installApp(releasesDir, 'shell', 'shell'));
  // What is served where comes from the shell's build (site-registry.json), not from source.
  const registry = readSiteRegistry(shellInstall.dir);
  const remoteInstalls = Object.fromEntries(
    registry.remotes.map((r) => [r.name, setting(() => installApp(releasesDir, r.workspace, r.name))]),
  );
  linkPackagesForReleases(releasesDir);
  pruneShellInstalls(releasesDir, shellInstall, kept);
  const ports = sitePorts(registry, env);
  const origins = siteOrigins(registry, env);
  const host = env.HOST ?? 'localhost';
  const siteEnv = setting(() => readSiteEnv(env));
  // Where the renderer and the /api proxy call the API: API_URL, or the API this start runs.
  const remoteApi = setting(() => parseApiUrl(env.API_URL));
  const apiUrl = remoteApi ?? `http://127.0.0.1:${ports.api}`;
  // The API believes the visitor's address (X-Forwarded-For) only from a request that carries this
  // secret, which only the shell's proxy knows: new on every start unless set for an API run apart.
  const proxySecret = env.API_PROXY_SECRET || crypto.randomBytes(32).toString('base64url');
  const siteUrl = setting(() => parseSiteUrl(env.SITE_URL));

  let shuttingDown = false;
  const api: ChildProcess | null =
    env.NO_API === '1' || remoteApi
      ? null
      : startApi({
          port: ports.api,
          shellPort: ports.shell,
          origins,
          proxySecret,
          onUnexpectedExit: (reason) => {
            if (shuttingDown) return;
            console.error(`The API stopped (${reason}).`);
            process.exit(1);
          },
        });
  const servers: FastifyInstance[] = [];
  for (const app of registry.remotes) {
    const s = await createRemoteApp({
      // Only its release folders, at /releases/<folder>/ (this start's install and the releases of
      // scripts/release.mjs); never dist/, which a build rewrites.
      releasesRoot: path.join(releasesDir, app.name),
      allowedOrigins: origins,
      trustProxy: siteEnv.trustProxy,
      https: siteEnv.https,
    });
    await s.listen({ port: ports[app.name] ?? 0, host });
    servers.push(s);
  }
  // Served and rendered from its install folder, which no build writes into.
  const shellDist = shellInstall.dir;
  const readRuntimeConfig = runtimeConfigReader({
    file: runtimeConfigPath(ports.shell, env),
    env,
    shellInstall,
    fresh: () =>
      setting(() =>
        defaultRuntimeConfig({
          env,
          sample: readSampleConfig(),
          remotes: registry.remotes.map(({ name }) => ({
            name,
            port: ports[name] ?? 0,
            folder: remoteInstalls[name]?.folder ?? '',
          })),
        }),
      ),
  });
  const log = (line: string) => console.error(line);
  // Every page is rendered on the server from the shell's and the remotes' server builds, in a
  // pool of worker threads (render-pool/renderPool.ts).
  const renderer = await createRenderPool({
    shellDist,
    apiUrl,
    readRuntimeConfig,
    log,
    keptPages: siteEnv.keptPages,
    dataPollMs: siteEnv.dataPollMs,
    staleAfterChangeMs: siteEnv.staleAfterChangeMs,
    workers: siteEnv.renderWorkers,
    budgetMs: siteEnv.renderBudgetMs,
  });
  const shell = await createStaticApp({
    root: shellDist,
    renderer,
    siteUrl,
    log,
    allowedOrigins: origins,
    spa: true,
    apiUrl,
    readRuntimeConfig,
    onCspReport: (violations) => console.error('CSP violation:', JSON.stringify(violations)),
    // Counted in the API's windows: one limit for every site server of the deployment.
    cspReportCounter: apiHitCounter({ apiUrl, proxySecret, limit: 'csp-report' }),
    proxySecret,
    onProxyFailure: ({ status, code, url }) =>
      console.error(`API request failed (${status}${code ? `, ${code}` : ''}): ${url}`),
    trustProxy: siteEnv.trustProxy,
    https: siteEnv.https,
  });
  await shell.listen({ port: ports.shell, host });
  servers.push(shell);
  if (api && !(await waitFor(`http://127.0.0.1:${ports.api}/api/health`, 60000)))
    console.error('The API did not answer /api/health within 60 s.');
  const remotePorts = registry.remotes.map(({ name }) => ports[name]).join(', ');
  const apiWhere = remoteApi ?? `port ${ports.api}`;
  console.log(`The site is at http://localhost:${ports.shell} (remotes on ${remotePorts}; API at ${apiWhere})`);

  const stop = async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    api?.kill('SIGTERM');
    // Requests in flight get a few seconds to finish; a connection that never ends (a page still
    // streaming, a proxied call to a hung API) does not keep the process alive.
    setTimeout(() => process.exit(0), 5000).unref();
    await Promise.all(servers.map((s) => s.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
