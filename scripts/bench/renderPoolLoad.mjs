// `npm run bench:render-pool`: page renders in the render pool against today's renderer on the site
// server's one thread, in the same run, each in a page server of its own (renderServer.mjs) beside
// the composed site's API and remotes (siteProcess.mjs; BENCH_PORT, default 4500: the site on it,
// the API on +10, the page servers on +6 and +7, a slow finance release on +8):
//   1. uncached pages (SITE_KEPT_PAGES=0): autocannon, CONNECTIONS (20) for DURATION s (10) on a
//      residential detail page: pages/s, p50 and p99;
//   2. a finance release whose screen renders for 10 s synchronously (the release gate fixture,
//      GATE_DEFECT=slow-render), asked for again and again by one client, while a visitor opens
//      /about and a listing one after the other: their p99 and worst, against the same without it;
//   3. a flood: FLOOD_CONNECTIONS (80) connections of unique URLs (/blog?j=<random>) for
//      FLOOD_DURATION s (30) from one client, while a visitor opens /about and /blog one after the
//      other: the visitor's p99 and complete pages (a <title> and the page's end), against quiet;
//      the flood's answers by status.
// SMOKE=1: a quick run (short durations). SCENARIOS=uncached,slow,flood: some of them (default all).
// Writes bench/results/render-pool.md (not in a smoke run).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import autocannon from 'autocannon';
import { rootDir, withSite } from './siteProcess.mjs';

const SMOKE = process.env.SMOKE === '1';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DURATION = Number(process.env.DURATION ?? (SMOKE ? 3 : 10));
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 80);
const FLOOD_DURATION = Number(process.env.FLOOD_DURATION ?? (SMOKE ? 5 : 30));
const QUIET_VISITS = SMOKE ? 40 : 200;
/** What else the machine was doing: the 1/5/15-minute load averages as the run starts. */
const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
const SCENARIOS = new Set((process.env.SCENARIOS ?? 'uncached,slow,flood').split(',').map((s) => s.trim()));
const VISITOR = '10.0.0.2';
const FLOODER = '10.0.0.1';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A page server (renderServer.mjs) with one renderer; resolves once it listens. */
async function pageServer(renderer, port, env) {
  const child = spawn(process.execPath, [...process.execArgv, path.join(rootDir, 'scripts/bench/renderServer.mjs')], {
    env: { ...process.env, ...env, RENDERER: renderer, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The renderer's own lines (the federation runtime's console noise is left out).
  child.stderr.on('data', (d) => {
    for (const line of String(d).split('\n')) if (line.startsWith(`${renderer}: `)) console.error(line);
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`${renderer} page server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One visitor's page, read whole: ms to its end, its status, and whether it is complete. */
async function visit(url) {
  const start = performance.now();
  const res = await fetch(url, { headers: { 'x-forwarded-for': VISITOR, 'accept-encoding': 'identity' } });
  const html = await res.text();
  const ms = performance.now() - start;
  return { ms, status: res.status, complete: /<title>[^<]+<\/title>/.test(html) && html.includes('</html>') };
}

/** The visitor opens `paths` in turn until `done()` (or `count` pages); latency figures and pages not whole. */
async function visitor(base, paths, { count = Infinity, done = () => false } = {}) {
  const times = [];
  let incomplete = 0;
  for (let i = 0; i < count && !done(); i++) {
    const v = await visit(base + paths[i % paths.length]);
    times.push(v.ms);
    if (v.status !== 200 || !v.complete) incomplete += 1;
    await sleep(20);
  }
  times.sort((a, b) => a - b);
  return {
    visits: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1),
    incomplete,
  };
}

/** autocannon as a promise. */
const run = (options) =>
  new Promise((resolve, reject) => autocannon(options, (err, r) => (err ? reject(err) : resolve(r))));

/** Distinct visitors (X-Forwarded-For), one per connection as a crowd of browsers would be. */
const crowd = (req) => ({
  ...req,
  headers: { ...req.headers, 'x-forwarded-for': `10.1.0.${1 + Math.floor(Math.random() * 200)}` },
});

/** Uncached pages at CONNECTIONS: pages answered 200 per second, latency, and answers refused (503). */
async function throughput(base, pagePath) {
  const options = { url: base + pagePath, connections: CONNECTIONS, requests: [{ setupRequest: crowd }] };
  await run({ ...options, amount: 100 }); // warm up
  const r = await run({ ...options, duration: DURATION });
  const ok = r['2xx'];
  return {
    pagesPerS: ok / DURATION,
    p50: r.latency.p50,
    p99: r.latency.p99,
    refused: r.statusCodeStats?.['503']?.count ?? 0,
    bad: r.non2xx + r.errors + r.timeouts - (r.statusCodeStats?.['503']?.count ?? 0),
  };
}

function slowFinanceBuild() {
  const out = '/tmp/site-render-pool-finance-slow-render';
  if (fs.existsSync(path.join(out, 'server/mf-manifest.json'))) return out;
  const dir = path.join(rootDir, 'e2e/fixtures/gate-finance');
  execFileSync(process.execPath, [path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, GATE_DEFECT: 'slow-render', OUTPUT_PATH: out, BUILD_ID: 'finance-slow-render' },
    stdio: 'pipe',
  });
  return out;
}

async function detailRoute(apiUrl) {
  const list = await (await fetch(`${apiUrl}/api/property_list/noida/all/r?page=1&pageSize=1`)).json();
  const p = list.property_list?.[0];
  if (!p) throw new Error('the seed has no residential listing');
  return `/residential/${p.p_location}/${p.slug}/${p.p_id}`;
}

const RENDERERS = [
  { name: 'single', label: 'one thread (today)' },
  { name: 'pool', label: 'render pool' },
];

const results = await withSite(async (siteUrl) => {
  const port = Number(new URL(siteUrl).port);
  const apiUrl = `http://127.0.0.1:${port + 10}`;
  const configFile = `/tmp/site-bench-${port}/runtime-config.${port}.json`;
  const live = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  const detail = await detailRoute(apiUrl);
  const env = { API_URL: apiUrl, CONFIG_FILE: configFile };
  const out = { detail, uncached: [], slow: [], flood: [] };

  for (const [i, r] of SCENARIOS.has('uncached') ? RENDERERS.entries() : []) {
    const server = await pageServer(r.name, port + 6 + i, { ...env, SITE_KEPT_PAGES: '0' });
    try {
      out.uncached.push({ ...r, ...(await throughput(server.url, detail)) });
      console.log('uncached', JSON.stringify(out.uncached.at(-1)));
    } finally {
      await server.close();
    }
  }

  const slowServer = Fastify({ logger: false });
  await slowServer.register(fastifyStatic, { root: slowFinanceBuild(), index: false });
  await slowServer.listen({ port: port + 8, host: 'localhost' });
  const slowConfigFile = `/tmp/site-bench-${port}/runtime-config.slow-finance.json`;
  const slowConfig = {
    ...live,
    remotes: { ...live.remotes, finance: `http://localhost:${port + 8}/mf-manifest.json` },
  };
  fs.writeFileSync(slowConfigFile, JSON.stringify(slowConfig));
  try {
    for (const [i, r] of SCENARIOS.has('slow') ? RENDERERS.entries() : []) {
      const server = await pageServer(r.name, port + 6 + i, { ...env, CONFIG_FILE: slowConfigFile });
      try {
        const others = ['/about', '/project-listing'];
        await visitor(server.url, others, { count: 10 }); // kept and warm
        const quiet = await visitor(server.url, others, { count: QUIET_VISITS });
        let slowRunning = true;
        let slowPages = 0;
        const slowClient = (async () => {
          while (slowRunning) {
            await fetch(`${server.url}/emi-calculator`, { headers: { 'x-forwarded-for': '10.0.0.3' } })
              .then((res) => res.arrayBuffer())
              .catch(() => undefined);
            slowPages += 1;
          }
        })();
        await sleep(200);
        const end = Date.now() + DURATION * 1000 * 2;
        const withSlow = await visitor(server.url, others, { done: () => Date.now() > end });
        slowRunning = false;
        await slowClient;
        out.slow.push({ ...r, quiet, withSlow, slowPages });
        console.log('slow remote', JSON.stringify(out.slow.at(-1)));
      } finally {
        await server.close();
      }
    }
  } finally {
    await slowServer.close();
  }

  for (const [i, r] of SCENARIOS.has('flood') ? RENDERERS.entries() : []) {
    const server = await pageServer(r.name, port + 6 + i, env);
    try {
      const pages = ['/about', '/blog'];
      await visitor(server.url, pages, { count: 10 });
      const quiet = await visitor(server.url, pages, { count: QUIET_VISITS });
      let flooding = true;
      const floodRun = run({
        url: server.url,
        connections: FLOOD_CONNECTIONS,
        duration: FLOOD_DURATION,
        headers: { 'x-forwarded-for': FLOODER },
        requests: [{ setupRequest: (req) => ({ ...req, path: `/blog?j=${Math.random().toString(36).slice(2)}` }) }],
      }).finally(() => (flooding = false));
      await sleep(1000);
      const flooded = await visitor(server.url, pages, { done: () => !flooding });
      const flood = await floodRun;
      const statuses = Object.fromEntries(Object.entries(flood.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
      out.flood.push({ ...r, quiet, flooded, floodStatuses: statuses, floodErrors: flood.errors + flood.timeouts });
      console.log('flood', JSON.stringify(out.flood.at(-1)));
    } finally {
      await server.close();
    }
  }
  return out;
});

const f = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : '–');
const md = [
  '# Page renders: the render pool against one thread',
  '',
  `Measured ${new Date().toISOString()} with \`${SMOKE ? 'SMOKE=1 ' : ''}npm run bench:render-pool\` on the production build`,
  '(2-core machine; the page servers, the API, the remotes and the load generator share the cores;',
  `load average ${loadBefore} before the run, ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} after: figures on a`,
  'machine busy with other work are not comparable with a quiet run).',
  '',
  `## Uncached pages (SITE_KEPT_PAGES=0), \`${results.detail}\`, ${CONNECTIONS} connections, ${DURATION} s`,
  '',
  '| renderer | pages/s (200) | p50 ms | p99 ms | refused (503) | other failures |',
  '|---|---|---|---|---|---|',
  ...results.uncached.map(
    (r) => `| ${r.label} | ${f(r.pagesPerS, 1)} | ${r.p50} | ${r.p99} | ${r.refused} | ${r.bad} |`,
  ),
  '',
  '## Other pages while a finance release renders for 10 s synchronously',
  '',
  'A visitor opens /about and /project-listing in turn; one client keeps asking for /emi-calculator.',
  '',
  '| renderer | quiet p50 / p99 ms | with the slow screen p50 / p99 / worst ms | visits | not whole | slow pages answered |',
  '|---|---|---|---|---|---|',
  ...results.slow.map(
    (r) =>
      `| ${r.label} | ${f(r.quiet.p50, 1)} / ${f(r.quiet.p99, 1)} | ${f(r.withSlow.p50, 1)} / ${f(r.withSlow.p99, 1)} / ${f(r.withSlow.max)} | ${r.withSlow.visits} | ${r.withSlow.incomplete} | ${r.slowPages} |`,
  ),
  '',
  `## A flood: ${FLOOD_CONNECTIONS} connections of unique URLs for ${FLOOD_DURATION} s`,
  '',
  'A visitor opens /about and /blog (kept pages) in turn, before and during the flood.',
  '',
  '| renderer | quiet p50 / p99 ms | flooded p50 / p99 / worst ms | p99 flooded / quiet | visits | not whole | flood answers |',
  '|---|---|---|---|---|---|---|',
  ...results.flood.map(
    (r) =>
      `| ${r.label} | ${f(r.quiet.p50, 1)} / ${f(r.quiet.p99, 1)} | ${f(r.flooded.p50, 1)} / ${f(r.flooded.p99, 1)} / ${f(r.flooded.max)} | ${f(r.flooded.p99 / r.quiet.p99, 1)}x | ${r.flooded.visits} | ${r.flooded.incomplete} | ${Object.entries(
        r.floodStatuses,
      )
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}${r.floodErrors ? `, errors: ${r.floodErrors}` : ''} |`,
  ),
].join('\n');
if (!SMOKE) {
  fs.mkdirSync(path.join(rootDir, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'bench/results/render-pool.md'), md + '\n');
}
console.log(md);
