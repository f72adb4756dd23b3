// `npm start`: the whole composed site, run after building what is missing (scripts/build.mjs
// --missing), and what a production start runs as it is (`npm run start:prod`). Installs each app's
// build as a release folder (releases/install.ts: what visitors get is never a folder a build writes
// into) and writes the runtime config, then runs the site's processes under a supervisor
// (supervise/supervisor.ts) that starts one again when it dies, with a growing delay:
//   api   the API (SQLite, created and seeded on first start) on PORT+10, unless it runs elsewhere;
//   site  the site server (start/siteServer.ts): each remote's release folders on its own origin,
//         and the shell on PORT (default 3000), which also forwards /api and /images to the API.
// Each one's pid is in `<data folder>/run/<PORT>/<name>.pid`. SIGTERM or SIGINT stops the site
// server first (requests in flight finish), then the API, within SHUTDOWN_TIMEOUT_MS.
// The API elsewhere (several site servers behind a load balancer, the API behind its own):
//   API_URL=http://10.0.0.5:3010  the API's origin for the renderer and the /api proxy; no API is
//                                 started here (give both the same API_PROXY_SECRET);
//   NO_API=1                      start no API, but still call one at 127.0.0.1:API_PORT.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePorts, siteOrigins } from '../config/ports.js';
import { readSettings } from '../config/settings.js';
import { readSiteRegistry } from '../config/siteRegistry.js';
import { dataDir, releasesPath, runtimeConfigPath } from '../releases/paths.js';
import { createSupervisor, stopOnSignals, type ChildSpec } from '../supervise/supervisor.js';
import { apiProcess, waitFor } from './api.js';
import { handOverEnv } from './handOver.js';
import { installApp, linkPackagesForReleases, pruneShellInstalls } from './installs.js';
import { defaultRuntimeConfig, readSampleConfig, writeRuntimeConfigFile } from './runtimeConfigFile.js';
import { setting } from './settings.js';

/** The site server's program, beside this one. */
const SITE_SERVER = fileURLToPath(new URL('./siteServer.js', import.meta.url));

async function main() {
  // Every setting validated at once (config/settings.ts); a wrong one stops the start by name,
  // instead of a site server started again and again.
  const settings = setting(() => readSettings());
  const { env } = settings;
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
  // Where the renderer and the /api proxy call the API: API_URL, or the API this start runs.
  const remoteApi = settings.API_URL;
  const apiUrl = remoteApi ?? `http://127.0.0.1:${ports.api}`;
  // The API believes the visitor's address (X-Forwarded-For) only from a request that carries this
  // secret, which only the shell's proxy knows: new on every start unless set for an API run apart.
  const proxySecret = settings.API_PROXY_SECRET ?? crypto.randomBytes(32).toString('base64url');
  // Canonical links never follow the Host header: this start's own origin unless SITE_URL says otherwise.
  const siteUrl = settings.SITE_URL ?? `http://localhost:${ports.shell}`;
  const stopTimeoutMs = settings.SHUTDOWN_TIMEOUT_MS;
  const configFile = runtimeConfigPath(ports.shell, env);
  writeRuntimeConfigFile({
    file: configFile,
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

  const runApi = !settings.NO_API && !remoteApi;
  const api = runApi ? apiProcess({ port: ports.api, siteUrl, origins, proxySecret, env }) : null;
  const site: ChildSpec = {
    name: 'site',
    command: process.execPath,
    // Run as this program runs (--conditions=compiled).
    args: [...process.execArgv, SITE_SERVER],
    env: handOverEnv({ ...env, SITE_URL: siteUrl }, { shellDist: shellInstall.dir, configFile, apiUrl, proxySecret }),
  };
  const supervisor = createSupervisor({
    // Started in this order and stopped in the reverse: the site server drains while the API answers.
    children: api ? [api, site] : [site],
    stopTimeoutMs,
    pidDir: path.join(dataDir(env), 'run', String(ports.shell)),
  });
  // Output gone (its terminal closed, the program reading it ended) must not end the supervisor
  // before its processes: it still stops them on a signal.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  stopOnSignals(supervisor);
  supervisor.start();
  if (api && !(await waitFor(`http://127.0.0.1:${ports.api}/api/health`, 60000)))
    console.error('The API did not answer /api/health within 60 s.');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
