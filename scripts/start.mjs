// `npm start`: the whole composed site from one command. Builds any app whose dist/ is missing,
// installs each app's build as a release folder (scripts/release/install.mjs: what visitors get is
// never a folder a build writes into), starts the API (SQLite, created and seeded on first start),
// serves each remote's release folders from its own origin and the shell on PORT (default 3000),
// which also forwards /api and /images to the API.
// The API elsewhere (several site servers behind a load balancer, the API behind its own):
//   API_URL=http://10.0.0.5:3010  the API's origin for the renderer and the /api proxy; no API is
//                                 started here (give both the same API_PROXY_SECRET);
//   NO_API=1                      start no API, but still call one at 127.0.0.1:API_PORT.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build.mjs';
import { createSiteRenderer } from './server/pageRenderer.mjs';
import { createStaticApp } from './server/staticApp.mjs';
import { apiHitCounter } from './server/sharedLimits.mjs';
import { sitePorts, siteOrigins } from './server/ports.mjs';
import { parseApiUrl, readSiteEnv } from './server/siteEnv.mjs';
import { readSiteRegistry } from './server/siteRegistry.mjs';
import { isValidMaxAgeHours, MAX_AGE_HOURS_LIMIT, overrideAllowList } from './server/remoteOverride.mjs';
import { releaseHistoryPath, releasesPath, repoRoot, runtimeConfigPath } from './release/paths.mjs';
import { writeJsonAtomic } from './release/configFile.mjs';
import { installBuild } from './release/install.mjs';
import { writeLiveShell } from './release/liveShell.mjs';
import { installsToPrune, releasesKept } from './release/retention.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.SKIP_BUILD !== '1') buildApps({ onlyMissing: process.env.REBUILD !== '1' });
/** A setting that is wrong stops the start with its message (which names the setting). */
function setting(read) {
  try {
    return read();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
const kept = setting(() => releasesKept());
const releasesDir = releasesPath();
/**
 * Installs an app's dist/ as `<releases>/<app>/<build id>-<content hash>/` (copied once; a folder
 * under that name is never written again), so a later build into dist/ changes nothing live.
 */
function install(workspace, appName) {
  const dist = path.join(root, workspace, 'dist');
  const installed = setting(() => installBuild(dist, path.join(releasesDir, appName), appName));
  if (installed.copied) console.log(`Installed ${workspace}/dist as ${path.join(appName, installed.folder)}`);
  return installed;
}
const shellInstall = install('shell', 'shell');
// What is served where comes from the shell's build (site-registry.json), not from source.
const registry = readSiteRegistry(shellInstall.dir);
const remoteInstalls = Object.fromEntries(registry.remotes.map((r) => [r.name, install(r.workspace, r.name)]));
linkPackagesForReleases();
pruneShellInstalls();
const ports = sitePorts(registry);
const origins = siteOrigins(registry);
const host = process.env.HOST ?? 'localhost';

/**
 * The shell's server build requires a few Node packages at run time (jsdom): a releases folder
 * outside the checkout finds them through a `node_modules` link to the checkout's.
 */
function linkPackagesForReleases() {
  if (!path.relative(repoRoot, releasesDir).startsWith('..')) return;
  const link = path.join(releasesDir, 'node_modules');
  const target = path.join(repoRoot, 'node_modules');
  let current = null;
  try {
    current = fs.readlinkSync(link);
  } catch {
    /* none yet */
  }
  if (current === target) return;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(target, link, 'dir');
}

/** Shell install folders beyond the live one and the RELEASES_KEPT installed before it go. */
function pruneShellInstalls() {
  const dir = path.join(releasesDir, 'shell');
  // Marks the live install as the newest (its mtime; its files stay as they are).
  const now = new Date();
  fs.utimesSync(shellInstall.dir, now, now);
  const installs = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ folder: e.name, installedMs: fs.statSync(path.join(dir, e.name)).mtimeMs }));
  for (const folder of installsToPrune(installs, shellInstall.folder, kept))
    fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
}
const siteEnv = setting(() => readSiteEnv());
// Where the renderer and the /api proxy call the API: API_URL, or the API this start runs.
const remoteApi = setting(() => parseApiUrl(process.env.API_URL));
const apiUrl = remoteApi ?? `http://127.0.0.1:${ports.api}`;
// The API believes the visitor's address (X-Forwarded-For) only from a request that carries this
// secret, which only the shell's proxy knows: new on every start unless set for an API run apart.
const proxySecret = process.env.API_PROXY_SECRET || crypto.randomBytes(32).toString('base64url');
/** The runtime config: the site settings of the sample file, each remote's URL from the ports. */
function defaultRuntimeConfig() {
  // REMOTE_OVERRIDES=http://localhost:* lets a team load its own build of a remote into this site
  // (scripts/server/remoteOverride.mjs); off unless set, and every pattern must be valid.
  const overrideAllow = (process.env.REMOTE_OVERRIDES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const { invalid } = overrideAllowList({ remoteOverrides: { allow: overrideAllow } });
  if (invalid.length > 0) {
    console.error(
      `REMOTE_OVERRIDES: not a source such as http://localhost:* or https://*.example.in: ${invalid.join(', ')}`,
    );
    process.exit(1);
  }
  // REMOTE_OVERRIDE_MAX_AGE_HOURS=2: how long a browser keeps an override (default 8, at most 24).
  const maxAgeText = process.env.REMOTE_OVERRIDE_MAX_AGE_HOURS?.trim();
  const maxAgeHours = maxAgeText ? Number(maxAgeText) : undefined;
  if (maxAgeHours !== undefined && !isValidMaxAgeHours(maxAgeHours)) {
    console.error(`REMOTE_OVERRIDE_MAX_AGE_HOURS: a number of hours above 0 and at most ${MAX_AGE_HOURS_LIMIT}`);
    process.exit(1);
  }
  const base = JSON.parse(fs.readFileSync(path.join(root, 'shared-ui/src/config/sample-runtime-config.json'), 'utf8'));
  // Each remote's install folder, published by its server under /releases/.
  const remoteUrl = (name) =>
    process.env[`${name.toUpperCase()}_REMOTE_URL`] ??
    `http://localhost:${ports[name]}/releases/${remoteInstalls[name].folder}/mf-manifest.json`;
  const emailjs =
    process.env.EMAILJS_SERVICE_ID && process.env.EMAILJS_TEMPLATE_ID && process.env.EMAILJS_PUBLIC_KEY
      ? {
          serviceId: process.env.EMAILJS_SERVICE_ID,
          templateId: process.env.EMAILJS_TEMPLATE_ID,
          publicKey: process.env.EMAILJS_PUBLIC_KEY,
        }
      : undefined;
  return {
    ...base,
    apiBaseUrl: process.env.API_BASE_URL ?? '',
    remotes: Object.fromEntries(registry.remotes.map(({ name }) => [name, remoteUrl(name)])),
    ...(emailjs ? { emailjs } : {}),
    ...(overrideAllow.length > 0
      ? { remoteOverrides: { allow: overrideAllow, ...(maxAgeHours ? { maxAgeHours } : {}) } }
      : {}),
  };
}

/**
 * The runtime config is always a file, read on every request: a remote is switched, released
 * (scripts/release.mjs) or rolled back without a restart. Without RUNTIME_CONFIG_FILE it is
 * `<data folder>/runtime-config.<PORT>.json` (scripts/release/paths.mjs), written fresh from this
 * start's settings; a RUNTIME_CONFIG_FILE that exists is kept (a release outlives a restart), unless
 * RUNTIME_CONFIG_RESET=1 (browser tests).
 */
function runtimeConfigReader() {
  const file = runtimeConfigPath(ports.shell);
  const fresh = !process.env.RUNTIME_CONFIG_FILE || process.env.RUNTIME_CONFIG_RESET === '1';
  if (fresh || !fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeJsonAtomic(file, defaultRuntimeConfig());
    // A fresh config has no releases to roll back to.
    fs.rmSync(releaseHistoryPath(file), { force: true });
  }
  // The shell the site serves, for the release gate (scripts/release.mjs) to compose with.
  writeLiveShell(file, shellInstall);
  console.log(`Runtime config: ${file} (switched live; a remote's release: npm run release -- <remote>)`);
  // Read on every page request (a switch is live at once), parsed only when the file changed: the
  // same object until then, which the renderer recognises without comparing its text.
  let last = { stamp: '', config: undefined };
  return () => {
    const { mtimeMs, size, ino } = fs.statSync(file);
    const stamp = `${mtimeMs}:${size}:${ino}`;
    if (stamp !== last.stamp) last = { stamp, config: JSON.parse(fs.readFileSync(file, 'utf8')) };
    return last.config;
  };
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function startApi() {
  // The same command as `npm start -w api` (tsx's CommonJS loader: lighter than its CLI).
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', '--max-semi-space-size=4', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      API_LOG_LEVEL: 'warn',
      // The sitemap's and robots.txt's absolute URLs: this site's origin unless SITE_URL says otherwise.
      SITE_URL: `http://localhost:${ports.shell}`,
      ...process.env,
      API_PORT: String(ports.api),
      API_HOST: '127.0.0.1',
      SITE_ORIGINS: origins.join(','),
      API_PROXY_SECRET: proxySecret,
    },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`The API stopped (${signal ?? code}).`);
      process.exit(1);
    }
  });
  return child;
}

let shuttingDown = false;

/** SITE_URL, when set, is the origin of every canonical and shared URL in the rendered pages. */
function siteOrigin() {
  if (!process.env.SITE_URL) return undefined;
  try {
    const url = new URL(process.env.SITE_URL);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    /* reported below */
  }
  console.error(`SITE_URL must be an http(s) URL such as https://www.example.com (got ${process.env.SITE_URL}).`);
  process.exit(1);
}

async function main() {
  const api = process.env.NO_API === '1' || remoteApi ? null : startApi();
  const servers = [];
  for (const app of registry.remotes) {
    const s = await createStaticApp({
      // Only its release folders, at /releases/<folder>/ (this start's install and the releases of
      // scripts/release.mjs); never dist/, which a build rewrites.
      releasesRoot: path.join(releasesDir, app.name),
      allowedOrigins: origins,
      ...siteEnv,
    });
    await s.listen({ port: ports[app.name], host });
    servers.push(s);
  }
  // Served and rendered from its install folder, which no build writes into.
  const shellDist = shellInstall.dir;
  const readRuntimeConfig = runtimeConfigReader();
  // Every page is rendered on the server from the shell's and the remotes' server builds.
  const renderer = await createSiteRenderer({
    shellDist,
    apiUrl,
    readRuntimeConfig,
    log: (line) => console.error(line),
    keptPages: siteEnv.keptPages,
    dataPollMs: siteEnv.dataPollMs,
    staleAfterChangeMs: siteEnv.staleAfterChangeMs,
  });
  const shell = await createStaticApp({
    root: shellDist,
    renderer,
    siteUrl: siteOrigin(),
    log: (line) => console.error(line),
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
    ...siteEnv,
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
