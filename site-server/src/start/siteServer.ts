// The site server, as `npm start`'s supervisor runs it (start/main.ts): each remote's release
// folders on its own origin, and the shell on PORT (pages rendered, static files, the /api proxy).
// Started again by the supervisor when it dies, it serves the same shell install and reads the same
// runtime config file, which main.ts prepared and names in its environment (handOver.ts).
// SIGTERM or SIGINT: it stops taking connections and lets requests in flight finish, within
// SHUTDOWN_TIMEOUT_MS less a margin (supervise/drain.ts).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAdminApp } from '../admin/adminApp.js';
import { createStaticApp } from '../app.js';
import { sitePorts, siteOrigins } from '../config/ports.js';
import { ADMIN_PORT_OFFSET, readSettings } from '../config/settings.js';
import { readSiteEnv } from '../config/siteEnv.js';
import { readSiteRegistry } from '../config/siteRegistry.js';
import { apiHitCounter } from '../limits/sharedLimits.js';
import { createSiteLogger } from '../logging/requestLog.js';
import { countRendererLine, metricsRegistry } from '../metrics/siteMetrics.js';
import { releasesPath } from '../releases/paths.js';
import { createRenderPool } from '../render-pool/renderPool.js';
import { createRemoteApp } from '../remoteApp.js';
import { drainTimeMs, drainWithin } from '../supervise/drain.js';
import { readHandedOver } from './handOver.js';
import { runtimeConfigReader } from './runtimeConfigFile.js';
import { setting } from './settings.js';

/** A URL without its query and fragment, for a log line. */
const withoutQuery = (url: string | undefined) => url?.split(/[?#]/)[0];

async function serve() {
  // Every setting validated at once (config/settings.ts); a wrong one stops the start by name.
  const settings = setting(() => readSettings());
  const { env } = settings;
  const { shellDist, configFile, apiUrl, proxySecret } = setting(() => readHandedOver(env));
  const stopTimeoutMs = settings.SHUTDOWN_TIMEOUT_MS;
  const siteEnv = setting(() => readSiteEnv(env));
  const siteUrl = settings.SITE_URL;
  const logger = createSiteLogger(settings.SITE_LOG_LEVEL);
  const registry = readSiteRegistry(shellDist);
  const ports = sitePorts(registry, env);
  const origins = siteOrigins(registry, env);
  const host = settings.HOST ?? 'localhost';
  const releasesDir = releasesPath(env);
  const readRuntimeConfig = runtimeConfigReader(configFile);
  // The renderer's own lines: counted (remote down, render errors) and logged.
  const rendererLog = logger.child({ part: 'renderer' });
  const log = (line: string) => {
    countRendererLine(line);
    if (/^remote \S+ live\b/.test(line)) rendererLog.info(line);
    else rendererLog.warn(line);
  };

  // Metrics, liveness and readiness on 127.0.0.1 only; ready once the shell is served (below).
  let ready = false;
  const admin = createAdminApp({ registry: metricsRegistry, isReady: () => ready });
  const adminPort = settings.SITE_ADMIN_PORT ?? ports.shell + ADMIN_PORT_OFFSET;
  await admin.listen({ port: adminPort, host: '127.0.0.1' });

  const remoteServers: FastifyInstance[] = [];
  let shell: FastifyInstance | null = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    ready = false; // a load balancer stops sending visitors before the servers close
    // The shell first: its pages in flight are rendered from the remotes' servers.
    const servers = [...(shell ? [shell] : []), ...remoteServers, admin];
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
      hstsIncludeSubDomains: settings.SITE_HSTS_INCLUDE_SUBDOMAINS,
    });
    await s.listen({ port: ports[app.name] ?? 0, host });
    remoteServers.push(s);
  }
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
    logger,
    onCspReport: (violations) =>
      logger.warn(
        {
          violations: violations.map((v) => ({
            ...v,
            document: withoutQuery(v.document),
            blocked: withoutQuery(v.blocked),
            source: withoutQuery(v.source),
          })),
        },
        'CSP violation',
      ),
    // Counted in the API's windows: one limit for every site server of the deployment.
    cspReportCounter: apiHitCounter({ apiUrl, proxySecret, limit: 'csp-report' }),
    proxySecret,
    onProxyFailure: ({ status, code, url }) => logger.warn({ status, code, path: url }, 'API request failed'),
    trustProxy: siteEnv.trustProxy,
    https: siteEnv.https,
    hstsIncludeSubDomains: settings.SITE_HSTS_INCLUDE_SUBDOMAINS,
  });
  await shell.listen({ port: ports.shell, host });
  // The pool was created after its first release check: the shell is served and every remote's
  // release known.
  ready = true;
  const remotePorts = registry.remotes.map(({ name }) => ports[name]).join(', ');
  // Said on stdout as plain text: a person (and the browser tests) wait for this line.
  console.log(
    `The site is at http://localhost:${ports.shell} (remotes on ${remotePorts}; API at ${apiUrl}; admin at http://127.0.0.1:${adminPort})`,
  );
}

serve().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
