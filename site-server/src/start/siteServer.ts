// The site server, as `npm start`'s supervisor runs it (start/main.ts): each remote's release
// folders on its own origin, and the shell on PORT (pages rendered, static files, the /api proxy).
// Started again by the supervisor when it dies, it serves the same shell install and reads the same
// runtime config file, which main.ts prepared and names in its environment (handOver.ts).
// SIGTERM or SIGINT: it stops taking connections and lets requests in flight finish, within
// SHUTDOWN_TIMEOUT_MS less a margin (supervise/drain.ts).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from '../app.js';
import { sitePorts, siteOrigins } from '../config/ports.js';
import { readSiteEnv } from '../config/siteEnv.js';
import { readSiteRegistry } from '../config/siteRegistry.js';
import { apiHitCounter } from '../limits/sharedLimits.js';
import { releasesPath } from '../releases/paths.js';
import { createRenderPool } from '../render-pool/renderPool.js';
import { createRemoteApp } from '../remoteApp.js';
import { drainTimeMs, drainWithin } from '../supervise/drain.js';
import { readSupervisorSettings } from '../supervise/settings.js';
import { readHandedOver } from './handOver.js';
import { runtimeConfigReader } from './runtimeConfigFile.js';
import { parseSiteUrl, setting } from './settings.js';

async function serve(env = process.env) {
  const { shellDist, configFile, apiUrl, proxySecret } = setting(() => readHandedOver(env));
  const { stopTimeoutMs } = setting(() => readSupervisorSettings(env));
  const siteEnv = setting(() => readSiteEnv(env));
  const siteUrl = setting(() => parseSiteUrl(env.SITE_URL));
  const registry = readSiteRegistry(shellDist);
  const ports = sitePorts(registry, env);
  const origins = siteOrigins(registry, env);
  const host = env.HOST ?? 'localhost';
  const releasesDir = releasesPath(env);
  const readRuntimeConfig = runtimeConfigReader(configFile);
  const log = (line: string) => console.error(line);

  const remoteServers: FastifyInstance[] = [];
  let shell: FastifyInstance | null = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // The shell first: its pages in flight are rendered from the remotes' servers.
    const servers = shell ? [shell, ...remoteServers] : remoteServers;
    const outcome = await drainWithin(servers, drainTimeMs(stopTimeoutMs));
    if (outcome === 'cut') log('site server: requests still running at the shutdown time limit were cut off');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

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
    remoteServers.push(s);
  }
  // Every page is rendered on the server from the shell's and the remotes' server builds.
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
  shell = await createStaticApp({
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
  const remotePorts = registry.remotes.map(({ name }) => ports[name]).join(', ');
  console.log(`The site is at http://localhost:${ports.shell} (remotes on ${remotePorts}; API at ${apiUrl})`);
}

serve().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
