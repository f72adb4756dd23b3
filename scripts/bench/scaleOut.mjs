// `npm run bench:scale [-- --duration 40 | --smoke] [--report-only] [--base-port 4800] [--keep-temp]`
//
// The site scaled out behind a real load balancer, on loopback: one PostgreSQL
// (api/scripts/with-postgres.sh), two APIs and two delivery workers on it, two site servers
// (`API_URL` = the balancer's API frontend) and Debian's HAProxy (configuration from
// scale/haproxyConfig.mjs) in front of each pair, plus an SMTP sink. Needs the production build
// (`npm run build`). It then
//  1. sends WRITE_RATE_LIMIT + 15 enquiries from one client, alternating over the site servers:
//     exactly WRITE_RATE_LIMIT (default 30) must be accepted — the limit must hold site-wide;
//  2. sends visitor traffic (pages, API reads, enquiries) through the balancer for --duration
//     seconds (default 40; --smoke: 15), SIGKILLs one API and one site server at 40% of it and
//     starts them again at 70%: no visitor request may fail;
//  3. waits for the delivery queue: every accepted enquiry must reach the SMTP sink exactly once;
//  4. renames a listing in PostgreSQL and asks each site server and each API directly until it
//     shows the new title: each within 5 s (given up after 90 s; --smoke: 20 s).
// Prints one line per check, writes bench/results/scale-out.md (--out elsewhere), and exits 1 when
// a check failed (--report-only: 0 even then; still 1 when the run itself could not be made).
// Every process and the temporary folder go on exit, also on Ctrl-C (--keep-temp keeps the
// folder: the HAProxy configuration and each process's log).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installFolderOf } from 'site-server/releases/install';
import { sitePorts } from 'site-server/config/ports';
import { apiCommand } from 'site-server/start/api';
import { readSiteRegistry } from 'site-server/config/siteRegistry';
import { checkDelivery, checkPropagation, checkWriteLimit } from './scale/checks.mjs';
import { haproxyConfig, parseStatsCsv } from './scale/haproxyConfig.mjs';
import { startPostgres } from './scale/postgres.mjs';
import { createProcessGroups, haproxyBinary, portFree, sleep, waitHttp } from './scale/processes.mjs';
import { reportMarkdown, summaryLines } from './scale/report.mjs';
import { startSmtpSink } from './scale/smtpSink.mjs';
import { SITE_MAIN } from './siteProcess.mjs';
import { createStats, runTraffic } from './scale/traffic.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';

const OPTIONS = {
  duration: { type: 'string' },
  smoke: { type: 'boolean', default: false },
  'report-only': { type: 'boolean', default: false },
  'base-port': { type: 'string' },
  'keep-temp': { type: 'boolean', default: false },
  out: { type: 'string', default: path.join(rootDir, 'bench/results/scale-out.md') },
};
const { values: args } = (() => {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (e) {
    console.error(
      `${e.message}\nusage: npm run bench:scale -- [--duration <s> | --smoke] [--report-only] [--base-port <n>] [--keep-temp] [--out <file>]`,
    );
    process.exit(2);
  }
})();
const durationS = Number(args.duration ?? (args.smoke ? 15 : 40));
if (!Number.isFinite(durationS) || durationS < 5 || durationS > 3600) {
  console.error(`--duration takes seconds from 5 to 3600 (got ${args.duration})`);
  process.exit(2);
}
const basePort = args['base-port'] === undefined ? undefined : Number(args['base-port']);
if (basePort !== undefined && !(Number.isInteger(basePort) && basePort >= 1024 && basePort <= 65_000)) {
  console.error(`--base-port takes a port from 1024 to 65000 (got ${args['base-port']})`);
  process.exit(2);
}
const limit = Number(process.env.WRITE_RATE_LIMIT || 30);
const propagationCapMs = args.smoke ? 20_000 : 90_000;
const READERS = 8;
const ENQUIRIES_PER_SECOND = 4;
const runId = crypto.randomBytes(4).toString('hex');
const secret = crypto.randomBytes(24).toString('base64url');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
const groups = createProcessGroups(tmp);
const log = (line) => console.log(`[scale] ${line}`);
/** Each site server's admin listener (SITE_ADMIN_PORT) is its port plus this: within its own block of 20. */
const SITE_ADMIN_OFFSET = 15;

// --- addresses ---------------------------------------------------------------------------------

/** Every port of the run from `base`: the balancer's, the sink's, the APIs' and each site server's (with its remotes). */
function layout(base, registry) {
  const site = (name, port) => {
    const ports = sitePorts(registry, { PORT: String(port) });
    const remote = (r) => ({
      name: r.name,
      port: ports[r.name],
      // The folder each site server's start installs the remote's build as (its servers serve no dist/).
      folder: installFolderOf(path.join(rootDir, r.workspace, 'dist'), r.name),
    });
    // HAProxy asks each site server's admin listener whether it is ready (GET /readyz), so a
    // restarted one rejoins only once its shell is served and its remotes' releases are known.
    return { name, port, adminPort: port + SITE_ADMIN_OFFSET, remotes: registry.remotes.map(remote) };
  };
  return {
    visitorPort: base,
    apiPort: base + 1,
    statsPort: base + 2,
    smtpPort: base + 3,
    apis: [
      { name: 'api-a', host: HOST, port: base + 5 },
      { name: 'api-b', host: HOST, port: base + 6 },
    ],
    sites: [site('site-a', base + 20), site('site-b', base + 40)].map((s) => ({ ...s, host: HOST })),
  };
}

const allPorts = (l) => [
  l.visitorPort,
  l.apiPort,
  l.statsPort,
  l.smtpPort,
  ...l.apis.map((a) => a.port),
  ...l.sites.flatMap((s) => [s.port, ...s.remotes.map((r) => r.port)]),
];

/** The first base port (from --base-port, or 4800 and up in hundreds) whose ports are all free. */
async function freeLayout(registry) {
  const bases = basePort ? [basePort] : [4800, 4900, 5000, 5100, 5200];
  for (const base of bases) {
    const l = layout(base, registry);
    const free = await Promise.all(allPorts(l).map(portFree));
    if (free.every(Boolean)) return l;
  }
  throw new Error(`no free block of ports from ${bases.join(', ')} (--base-port picks another)`);
}

// --- the processes -----------------------------------------------------------------------------

function apiEnv(l, databaseUrl, smtpUrl) {
  const visitorOrigin = `http://${HOST}:${l.visitorPort}`;
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    API_HOST: HOST,
    API_LOG_LEVEL: 'warn',
    DELIVERY_WORKER: 'off',
    SMTP_URL: smtpUrl,
    DELIVERY_TO: 'sales@firm.example.com',
    DELIVERY_FROM: 'Website <web@firm.example.com>',
    API_PROXY_SECRET: secret,
    WRITE_RATE_LIMIT: String(limit),
    SITE_URL: visitorOrigin,
    SITE_ORIGINS: [
      visitorOrigin,
      ...l.sites.flatMap((s) => [s.port, ...s.remotes.map((r) => r.port)].map((p) => `http://${HOST}:${p}`)),
    ].join(','),
  };
}

// The compiled API and delivery worker (api/dist), as `npm start` and `npm run worker -w api` run them.
function startApi(l, env, api) {
  const { args, cwd } = apiCommand(rootDir);
  return groups.start(api.name, process.execPath, args, {
    cwd,
    env: { ...env, API_PORT: String(api.port), API_DATA_DIR: path.join(tmp, api.name) },
  });
}

function startWorker(env, name) {
  return groups.start(name, process.execPath, ['--conditions=compiled', 'dist/cli/worker.js'], {
    cwd: path.join(rootDir, 'api'),
    env: { ...env, API_DATA_DIR: path.join(tmp, name) },
  });
}

function startSite(l, site) {
  const dir = path.join(tmp, site.name);
  fs.mkdirSync(dir, { recursive: true });
  const remoteUrls = Object.fromEntries(
    site.remotes.map((r) => [
      `${r.name.toUpperCase()}_REMOTE_URL`,
      `http://${HOST}:${r.port}/releases/${r.folder}/mf-manifest.json`,
    ]),
  );
  return groups.start(site.name, process.execPath, ['--conditions=compiled', path.join(rootDir, SITE_MAIN)], {
    cwd: rootDir,
    env: {
      ...process.env,
      ...remoteUrls,
      NO_API: '1',
      HOST,
      PORT: String(site.port),
      API_URL: `http://${HOST}:${l.apiPort}`,
      API_PROXY_SECRET: secret,
      SITE_ADMIN_PORT: String(site.adminPort),
      SITE_TRUST_PROXY: HOST, // the balancer's address (on loopback, also the test's own)
      SITE_URL: `http://${HOST}:${l.visitorPort}`,
      API_DATA_DIR: dir,
      RUNTIME_CONFIG_FILE: path.join(dir, 'runtime-config.json'),
      RUNTIME_CONFIG_RESET: '1',
    },
  });
}

function startHaproxy(l, bin) {
  const file = path.join(tmp, 'haproxy.cfg');
  fs.writeFileSync(
    file,
    haproxyConfig({
      host: HOST,
      ...l,
      sites: l.sites.map(({ name, host, port, adminPort }) => ({ name, host, port, checkPort: adminPort })),
      sitePath: '/readyz',
    }),
  );
  try {
    execFileSync(bin, ['-c', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    throw new Error(`haproxy -c refused ${file}:\n${e.stderr ?? e.stdout ?? e}`, { cause: e });
  }
  return groups.start('haproxy', bin, ['-db', '-f', file], { cwd: tmp, env: process.env });
}

/** HAProxy's statistics: one row per frontend, backend and server. */
async function balancerStats(l) {
  const res = await fetch(`http://${HOST}:${l.statsPort}/stats;csv`, { signal: AbortSignal.timeout(5000) });
  return parseStatsCsv(await res.text());
}

/** Resolves once HAProxy has every server of both backends up (throws after `ms`). */
async function waitBalancerUp(l, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const rows = await balancerStats(l).catch(() => []);
    const servers = rows.filter(
      (r) => ['sites', 'apis'].includes(r.pxname) && !['FRONTEND', 'BACKEND'].includes(r.svname),
    );
    if (servers.length === 4 && servers.every((r) => r.status === 'UP')) return;
    if (Date.now() > end)
      throw new Error(
        `HAProxy: not every server up within ${ms / 1000} s (${servers.map((r) => `${r.svname} ${r.status}`).join(', ')})`,
      );
    await sleep(200);
  }
}

// --- what the visitors read ---------------------------------------------------------------------

async function readTargets(base) {
  const list = await (await fetch(`${base}/api/property_list/noida/all/r?page=1&pageSize=5`)).json();
  const details = (list.property_list ?? []).map((p) => ({
    id: p.p_id,
    page: `/residential/${p.p_location}/${p.slug}/${p.p_id}`,
    api: `/api/property-detail/residential/${p.p_id}`,
  }));
  if (details.length === 0) throw new Error('the seed has no residential listing');
  const blogs = (await (await fetch(`${base}/api/get-blogs`)).json()).get_blogs ?? [];
  const reads = [
    { kind: 'page: home', path: '/', weight: 2 },
    { kind: 'page: listing', path: '/property/noida/all/residential', weight: 2 },
    ...details.map((d) => ({ kind: 'page: detail', path: d.page, weight: 4 / details.length })),
    { kind: 'page: blog', path: '/blog', weight: 0.5 },
    ...blogs.slice(0, 2).map((b) => ({ kind: 'page: blog', path: `/blog/${b.slug}`, weight: 0.25 })),
    { kind: 'API read', path: '/api/property_list/noida/all/r?page=1&pageSize=12', weight: 1 },
    { kind: 'API read', path: '/api/latest-property', weight: 0.5 },
    { kind: 'API read', path: '/api/get-blogs', weight: 0.5 },
    ...details.map((d) => ({ kind: 'API read', path: d.api, weight: 1 / details.length })),
  ];
  return { reads, details };
}

// --- the run ------------------------------------------------------------------------------------

let cleaning = null;
/** Stops everything this run started (the balancer first, PostgreSQL last) and removes its folder. */
function cleanup(pg, sink) {
  cleaning ??= (async () => {
    const haproxy = [...groups.running].filter((p) => p.name === 'haproxy');
    await Promise.all(haproxy.map((p) => groups.stop(p, 2000)));
    await Promise.all([...groups.running].filter((p) => p.name !== 'postgres').map((p) => groups.stop(p, 5000)));
    await sink?.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    await groups.stopAll(5000);
    if (args['keep-temp']) log(`kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

const state = { pg: null, sink: null };
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    log(`${signal}: stopping every process`);
    void cleanup(state.pg, state.sink).finally(() => process.exit(130));
  });
}

function commitName() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: rootDir, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: rootDir,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((l) => l.trim() && !l.includes('bench/results/'));
    return dirty.length > 0 ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

/** Runs `fn` with a client of the run's database (the `pg` package the API uses). */
async function withDatabase(fn) {
  const pg = createRequire(path.join(rootDir, 'api/package.json'))('pg');
  const client = new pg.Client({ connectionString: state.pg.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Pages a site server rendered with a region it could not load in time (left to the browser). */
function regionsGivenUp(siteName) {
  try {
    const text = fs.readFileSync(path.join(tmp, `${siteName}.log`), 'utf8');
    // The site server's log is JSON lines (pino): the renderer's line is a `msg`.
    return (text.match(/"msg":"render: \S+ is unavailable/g) ?? []).length;
  } catch {
    return 0;
  }
}

/** Starts PostgreSQL, the APIs, the workers, HAProxy and the site servers; resolves once HAProxy has them all up. */
async function startAll(l, bin) {
  state.sink = await startSmtpSink(l.smtpPort, HOST);
  state.pg = await startPostgres(groups, rootDir);
  log(`PostgreSQL ${state.pg.version} at ${state.pg.url}`);
  const env = apiEnv(l, state.pg.url, state.sink.url);
  // The first API migrates and seeds the empty database before anything else connects.
  const apis = {};
  const [first, second] = l.apis;
  apis[first.name] = startApi(l, env, first);
  await waitHttp(`http://${HOST}:${first.port}/api/health`, { proc: apis[first.name], groups });
  apis[second.name] = startApi(l, env, second);
  startWorker(env, 'worker-1');
  startWorker(env, 'worker-2');
  await waitHttp(`http://${HOST}:${second.port}/api/health`, { proc: apis[second.name], groups });
  startHaproxy(l, bin);
  const sites = Object.fromEntries(l.sites.map((s) => [s.name, startSite(l, s)]));
  await Promise.all(l.sites.map((s) => waitHttp(`http://${HOST}:${s.port}/`, { proc: sites[s.name], groups })));
  await waitBalancerUp(l);
  for (const name of ['worker-1', 'worker-2', 'haproxy'])
    if (![...groups.running].some((p) => p.name === name)) throw new Error(`${name} is not running`);
  log('all up: 2 APIs, 2 workers, 2 site servers, HAProxy');
  return { env, apis, sites };
}

/**
 * The traffic, with the first API and the first site server SIGKILLed at 40% of it and started
 * again at 70%; resolves once the traffic ended and both are back in HAProxy's rotation.
 */
async function trafficWithCrash(l, run, reads, stats) {
  const at = () => Date.now() - stats.startedAt;
  const events = [{ at: 0, what: `traffic starts (${durationS} s)` }];
  const durationMs = durationS * 1000;
  const api = l.apis[0];
  const site = l.sites[0];
  let restarted = Promise.resolve();
  const killTimer = setTimeout(async () => {
    await Promise.all([groups.kill(run.apis[api.name]), groups.kill(run.sites[site.name])]);
    events.push({ at: at(), what: `SIGKILL ${api.name} and ${site.name}` });
    log(`killed ${api.name} and ${site.name}`);
  }, durationMs * 0.4);
  const restartTimer = setTimeout(() => {
    restarted = (async () => {
      events.push({ at: at(), what: `${api.name} and ${site.name} started again` });
      run.apis[api.name] = startApi(l, run.env, api);
      run.sites[site.name] = startSite(l, site);
      const back = (url, proc, what) => waitHttp(url, { proc, groups }).then(() => events.push({ at: at(), what }));
      await Promise.all([
        back(`http://${HOST}:${api.port}/api/health`, run.apis[api.name], `${api.name} answers /api/health`),
        back(`http://${HOST}:${site.port}/`, run.sites[site.name], `${site.name} answers /`),
      ]);
      await waitBalancerUp(l);
      events.push({ at: at(), what: 'HAProxy has all four servers up again' });
    })();
  }, durationMs * 0.7);
  log(`traffic for ${durationS} s`);
  const { accepted } = await runTraffic({
    base: `http://${HOST}:${l.visitorPort}`,
    reads,
    durationMs,
    readers: READERS,
    enquiriesPerSecond: ENQUIRIES_PER_SECOND,
    runId,
    stats,
  });
  events.push({ at: at(), what: 'traffic ends' });
  clearTimeout(killTimer);
  clearTimeout(restartTimer);
  await restarted;
  return { accepted, events };
}

/** Per backend: retries, redispatches, 5xx and each server's state, counted from `before`. */
function balancerFigures(rows, before) {
  const counter = (px, sv, field) => {
    const find = (list) => Number(list.find((r) => r.pxname === px && r.svname === sv)?.[field] ?? 0);
    return find(rows) - find(before);
  };
  return ['sites', 'apis'].map((px) => ({
    backend: px,
    retries: counter(px, 'BACKEND', 'wretr'),
    redispatches: counter(px, 'BACKEND', 'wredis'),
    errors5xx: counter(px, 'BACKEND', 'hrsp_5xx'),
    servers: rows
      .filter((r) => r.pxname === px && !['FRONTEND', 'BACKEND'].includes(r.svname))
      .map((r) => ({ name: r.svname, status: r.status, downs: counter(px, r.svname, 'chkdown') })),
  }));
}

async function main() {
  const bin = haproxyBinary();
  if (!bin) throw new Error("HAProxy is not installed: apt-get install -y haproxy (Debian's 2.6)");
  if (!fs.existsSync(path.join(rootDir, 'shell/dist/server/main.js')))
    throw new Error('no production build: run npm run build first');
  const registry = readSiteRegistry(path.join(rootDir, 'shell/dist'));
  const l = await freeLayout(registry);
  log(`ports ${l.visitorPort}…; logs in ${tmp}`);
  const run = await startAll(l, bin);
  const haproxyVersion = /version (\S+)/.exec(execFileSync(bin, ['-v'], { encoding: 'utf8' }))?.[1] ?? '?';
  const { reads, details } = await readTargets(`http://${HOST}:${l.visitorPort}`);
  // Each site server renders every page once before visitors come, as a deployment warms one up.
  const siteBases = l.sites.map((s) => `http://${HOST}:${s.port}`);
  for (const base of siteBases) for (const r of reads) await fetch(base + r.path).then((res) => res.arrayBuffer());

  // 1. The write limit, with both APIs up (each would count only what reaches it).
  const limitCheck = await checkWriteLimit({ siteBases, limit, runId });
  limitCheck.note = 'the windows are counted in PostgreSQL (rate_limit_windows), one for every API and site server';
  log(limitCheck.line);

  // 2. Traffic through the balancer, one API and one site server crashing midway.
  const before = await balancerStats(l);
  const givenUpBefore = l.sites.map((s) => regionsGivenUp(s.name));
  const stats = createStats();
  const { accepted, events } = await trafficWithCrash(l, run, reads, stats);
  const trafficEnd = Date.now();
  const summary = stats.summary();
  const givenUp = l.sites.map((s, i) => `${s.name} ${regionsGivenUp(s.name) - givenUpBefore[i]}`).join(', ');
  const trafficCheck = {
    name: 'no visitor request failed',
    pass: summary.failed === 0,
    line: `${summary.total} requests (${(summary.total / durationS).toFixed(0)}/s), ${summary.failed} failed; one API and one site server SIGKILLed midway`,
  };
  log(trafficCheck.line);

  // 3 and 4 at once: the delivery queue drains while the change spreads.
  const target = details[0];
  const newTitle = `Renamed listing ${runId}`;
  const instances = [
    ...l.sites.map((s) => ({ name: s.name, url: `http://${HOST}:${s.port}${target.page}` })),
    ...l.apis.map((a) => ({ name: a.name, url: `http://${HOST}:${a.port}${target.api}` })),
  ];
  // Each instance has shown the listing before the change (as the traffic's did).
  await Promise.all(instances.map(({ url }) => fetch(url).then((r) => r.arrayBuffer())));
  const rename = () =>
    withDatabase((db) =>
      db.query('UPDATE listings SET title = $1, updated_at = $2 WHERE id = $3', [
        newTitle,
        new Date().toISOString(),
        target.id,
      ]),
    );
  log('waiting for the delivery queue and for the renamed listing');
  // A client learns its enquiry's numeric id; the mail names it by its reference (a UUID).
  const refOf = await withDatabase(async (db) => {
    const { rows } = await db.query('SELECT id, public_id FROM enquiries');
    return new Map(rows.map((r) => [`enquiry-${r.id}`, `enquiry-${r.public_id}`]));
  });
  const acceptedRefs = [...accepted, ...limitCheck.refs].map((id) => refOf.get(id) ?? id);
  const [delivery, propagation] = await Promise.all([
    checkDelivery({ sink: state.sink, accepted: acceptedRefs, since: trafficEnd }),
    checkPropagation({ instances, change: rename, marker: newTitle, capMs: propagationCapMs }),
  ]);
  propagation.note =
    'a trigger bumps the data version and NOTIFYs every API, which empties its read caches; each site server reads the version every second and lets its kept answers and pages go (docs/caching.md)';
  const stored = await withDatabase(async (db) => {
    const { rows } = await db.query('SELECT count(*)::int AS n, count(DISTINCT ip)::int AS ips FROM enquiries');
    return rows[0];
  });

  const checks = [trafficCheck, limitCheck, delivery, propagation];
  const command = `npm run bench:scale${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const markdown = reportMarkdown({
    checks,
    traffic: summary,
    notes: [
      `Enquiries stored: ${stored.n}, from ${stored.ips} distinct client addresses (each fake visitor's own, as the API saw it).`,
      `Regions the site servers could not render in time while the traffic ran (their log's \`render: … is unavailable\`, health checks and start-up probes included): ${givenUp}.`,
    ],
    failures: stats.failures,
    events: events.sort((a, b) => a.at - b.at),
    balancer: balancerFigures(await balancerStats(l), before),
    propagation,
    meta: {
      date: new Date().toISOString(),
      commit: commitName(),
      command,
      node: process.version,
      cpus: os.cpus().length,
      haproxy: haproxyVersion,
      postgres: state.pg.version,
      durationS,
      limit,
      readers: READERS,
      enquiryRate: ENQUIRIES_PER_SECOND,
    },
  });
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, markdown);
  log(`report: ${path.relative(process.cwd(), args.out)}`);
  for (const line of summaryLines(checks)) console.log(line);
  return checks.every((c) => c.pass);
}

// A check that fails exits 1 unless --report-only; a run that could not be made always does.
let outcome = 'error';
try {
  outcome = (await main()) || args['report-only'] ? 'ok' : 'failed';
} catch (e) {
  console.error(`[scale] ${e instanceof Error ? e.message : e}`);
  for (const proc of groups.running)
    console.error(`--- ${proc.name} (last lines of its log)\n${groups.logTail(proc, 8)}`);
} finally {
  await cleanup(state.pg, state.sink);
}
process.exit(outcome === 'ok' ? 0 : 1);
