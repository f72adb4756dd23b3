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
import { createAdminApp } from '../admin/adminApp.js';
import { createStaticApp } from '../app.js';
import { sitePorts, siteOrigins } from '../config/ports.js';
import { ADMIN_PORT_OFFSET, readSettings } from '../config/settings.js';
import { readSiteRegistry } from '../config/siteRegistry.js';
import { apiHitCounter } from '../limits/sharedLimits.js';
import { createSiteLogger } from '../logging/requestLog.js';
import { countRendererLine, metricsRegistry } from '../metrics/siteMetrics.js';
import { releasesPath, runtimeConfigPath } from '../releases/paths.js';
import { createSiteRenderer } from '../render/pageRenderer.js';
import { createRemoteApp } from '../remoteApp.js';
import { startApi, waitFor } from './api.js';
import { installApp, linkPackagesForReleases, pruneShellInstalls } from './installs.js';
import { defaultRuntimeConfig, readSampleConfig, runtimeConfigReader } from './runtimeConfigFile.js';
import { setting } from './settings.js';

/** A URL without its query and fragment, for a log line. */
const withoutQuery = (url: string | undefined) => url?.split(/[?#]/)[0];

async function main() {
  // Every setting validated at once (config/settings.ts); a wrong one stops the start by name.
  const settings = setting(() => readSettings());
  const { env } = settings;
  const logger = createSiteLogger(settings.SITE_LOG_LEVEL);
  const kept = settings.RELEASES_KEPT;
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
  const host = settings.HOST ?? 'localhost';
  const trustProxy = settings.SITE_TRUST_PROXY;
  const https = settings.SITE_HTTPS;
  // Where the renderer and the /api proxy call the API: API_URL, or the API this start runs.
  const remoteApi = settings.API_URL;
  const apiUrl = remoteApi ?? `http://127.0.0.1:${ports.api}`;
  // The API believes the visitor's address (X-Forwarded-For) only from a request that carries this
  // secret, which only the shell's proxy knows: new on every start unless set for an API run apart.
  const proxySecret = settings.API_PROXY_SECRET ?? crypto.randomBytes(32).toString('base64url');
  // Canonical links never follow the Host header: this start's own origin unless SITE_URL says otherwise.
  const siteUrl = settings.SITE_URL ?? `http://localhost:${ports.shell}`;

  // Metrics, liveness and readiness on 127.0.0.1 only; ready once the shell is served (below).
  let ready = false;
  const admin = createAdminApp({ registry: metricsRegistry, isReady: () => ready });
  const adminPort = settings.SITE_ADMIN_PORT ?? ports.shell + ADMIN_PORT_OFFSET;
  await admin.listen({ port: adminPort, host: '127.0.0.1' });

  let shuttingDown = false;
  const api: ChildProcess | null =
    settings.NO_API || remoteApi
      ? null
      : startApi({
          env,
          siteUrl,
          port: ports.api,
          origins,
          proxySecret,
          onUnexpectedExit: (reason) => {
            if (shuttingDown) return;
            logger.fatal(`The API stopped (${reason}).`);
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
      trustProxy,
      https,
      hstsIncludeSubDomains: settings.SITE_HSTS_INCLUDE_SUBDOMAINS,
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
  // The renderer's own lines: counted (remote down, render errors) and logged.
  const rendererLog = logger.child({ part: 'renderer' });
  const log = (line: string) => {
    countRendererLine(line);
    if (/^remote \S+ live\b/.test(line)) rendererLog.info(line);
    else rendererLog.warn(line);
  };
  // Every page is rendered on the server from the shell's and the remotes' server builds.
  const renderer = await createSiteRenderer({
    shellDist,
    apiUrl,
    readRuntimeConfig,
    log,
    keptPages: settings.SITE_KEPT_PAGES,
    dataPollMs: settings.SITE_DATA_POLL_MS,
    staleAfterChangeMs: settings.SITE_STALE_AFTER_CHANGE_MS,
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
    trustProxy,
    https,
    hstsIncludeSubDomains: settings.SITE_HSTS_INCLUDE_SUBDOMAINS,
  });
  await shell.listen({ port: ports.shell, host });
  servers.push(shell);
  // The renderer was created after its first release check (render/pageRenderer.ts): the shell is
  // served and every remote's release known.
  ready = true;
  if (api && !(await waitFor(`http://127.0.0.1:${ports.api}/api/health`, 60000)))
    logger.error('The API did not answer /api/health within 60 s.');
  const remotePorts = registry.remotes.map(({ name }) => ports[name]).join(', ');
  const apiWhere = remoteApi ?? `port ${ports.api}`;
  logger.info(
    `The site is at http://localhost:${ports.shell} (remotes on ${remotePorts}; API at ${apiWhere}; admin at http://127.0.0.1:${adminPort})`,
  );

  const stop = async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    ready = false; // a load balancer stops sending visitors before the servers close
    api?.kill('SIGTERM');
    // Requests in flight get a few seconds to finish; a connection that never ends (a page still
    // streaming, a proxied call to a hung API) does not keep the process alive.
    setTimeout(() => process.exit(0), 5000).unref();
    await Promise.all([...servers, admin].map((s) => s.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error(e); // before (or without) the logger: the start itself failed
  process.exit(1);
});
