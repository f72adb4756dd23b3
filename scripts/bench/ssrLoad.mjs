// `npm run bench:ssr`: what the site's server costs per page. Starts the composed production site
// twice (siteProcess.mjs): as deployed, keeping rendered pages while their API answers are fresh,
// and with SITE_KEPT_PAGES=0, rendering every request. For a residential detail page, `/` and, as
// the baseline, a static HTML file the same server sends from disk (`/index.html`, or STATIC_PATH):
//   - autocannon 8 at 20 connections for DURATION seconds (default 10): pages/s, p50 and p99 latency;
//   - time to first byte: TTFB_SAMPLES (default 300) sequential requests, p50 and p99;
//   - the site server's resident memory before RENDERS (default 10,000) detail pages, each rendered
//     (the site that keeps no page), and after each of MEMORY_SLICES (default 5) equal slices of them.
// Requests ask for compression as a browser does (ENCODING='gzip, deflate, br'; ENCODING= for none).
// Writes bench/results/ssr.md. Exits 1 when a measured page answered anything but 200.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { rootDir, withSite } from './siteProcess.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DURATION = Number(process.env.DURATION ?? 10);
const TTFB_SAMPLES = Number(process.env.TTFB_SAMPLES ?? 300);
const RENDERS = Number(process.env.RENDERS ?? 10_000);
const SLICES = Number(process.env.MEMORY_SLICES ?? 5);
const ENCODING = process.env.ENCODING ?? 'gzip, deflate, br';
const headers = {
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'site-bench',
  ...(ENCODING ? { 'accept-encoding': ENCODING } : {}),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One request; resolves with the ms to the response's first byte (its head) and the status. */
function firstByte(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get(url, { headers, agent: false }, (res) => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function ttfb(url) {
  const times = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    const { ms, status } = await firstByte(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function load(url, options) {
  const result = await autocannon({ url, connections: CONNECTIONS, headers, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** The process listening on the site's port (the one that renders its pages), from `ss`. */
function serverPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port} (ss: ${out.trim() || 'nothing'})`);
  return Number(pid);
}

const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

async function pickStatic(url) {
  for (const candidate of [process.env.STATIC_PATH, '/index.html'].filter(Boolean)) {
    const res = await fetch(url + candidate);
    await res.arrayBuffer();
    if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) return candidate;
  }
  return null;
}

async function detailRoute(url) {
  const list = await (await fetch(`${url}/api/property_list/noida/all/r?page=1&pageSize=1`)).json();
  const p = list.property_list?.[0];
  if (!p) throw new Error('the seed has no residential listing');
  return `/residential/${p.p_location}/${p.slug}/${p.p_id}`;
}

async function measure(url, targets) {
  const rows = [];
  for (const t of targets) {
    // Warm up: the server's code, the remotes it loads and the API's read cache.
    await load(url + t.path, { amount: 200 });
    const tf = await ttfb(url + t.path);
    const l = await load(url + t.path, { duration: DURATION });
    rows.push({ ...t, ...l, ttfbP50: tf.p50, ttfbP99: tf.p99 });
    console.log(t.label, JSON.stringify(rows.at(-1)));
  }
  return rows;
}

const kept = await withSite(async (url) => {
  const detail = await detailRoute(url);
  const staticPath = await pickStatic(url);
  const rows = await measure(url, [
    { label: 'residential detail, kept pages (as deployed)', path: detail },
    { label: 'home, kept pages (as deployed)', path: '/' },
    ...(staticPath ? [{ label: 'static HTML file (baseline)', path: staticPath }] : []),
  ]);
  return { rows, detail };
});

const rendered = await withSite(
  async (url) => {
    const rows = await measure(url, [
      { label: 'residential detail, rendered every request', path: kept.detail },
      { label: 'home, rendered every request', path: '/' },
    ]);
    const pid = serverPid(Number(new URL(url).port));
    // In slices: flat memory means the later slices add (about) nothing to what the first left.
    const samples = [{ renders: 0, rss: rssMb(pid) }];
    let bad = 0;
    for (let i = 0; i < SLICES; i++) {
      const slice = await load(url + kept.detail, { amount: Math.round(RENDERS / SLICES) });
      bad += slice.bad;
      // A moment for the collector to run after the burst, as it would between visitors.
      await new Promise((r) => setTimeout(r, 2000));
      samples.push({ renders: samples.at(-1).renders + slice.requests, rss: rssMb(pid) });
    }
    const memory = { pid, samples, bad };
    console.log('memory', JSON.stringify(memory));
    return { rows, memory };
  },
  { env: { SITE_KEPT_PAGES: '0' }, portOffset: 50 },
);

const report = {
  rows: [kept.rows[0], rendered.rows[0], kept.rows[1], rendered.rows[1], ...kept.rows.slice(2)],
  memory: rendered.memory,
  detail: kept.detail,
};

const f = (n, d = 0) => n.toFixed(d);
const md = [
  '# Site server: pages per second, latency, first byte and memory',
  '',
  `Measured ${new Date().toISOString()} with \`npm run bench:ssr\` on the production build (2-core machine; the`,
  `site, its API and the load generator share the cores). autocannon 8, ${CONNECTIONS} connections, ${DURATION} s per`,
  `page after 200 warm-up requests; first byte: ${TTFB_SAMPLES} sequential requests, one connection each.`,
  `Accept-Encoding: ${ENCODING || 'none'}. Detail page: \`${report.detail}\`.`,
  '',
  '| page | pages/s | p50 ms | p99 ms | first byte p50 ms | first byte p99 ms | requests | not 200 |',
  '|---|---|---|---|---|---|---|---|',
  ...report.rows.map(
    (r) =>
      `| ${r.label} (\`${r.path.length > 40 ? r.path.slice(0, 37) + '…' : r.path}\`) | ${f(r.rps)} | ${r.p50} | ${r.p99} | ${f(r.ttfbP50, 1)} | ${f(r.ttfbP99, 1)} | ${r.requests} | ${r.bad} |`,
  ),
  '',
  `Site server memory (RSS of pid ${report.memory.pid}) while it renders the detail page ${report.memory.samples.at(-1).renders}` +
    ` times (${report.memory.bad} not 200), in ${report.memory.samples.length - 1} slices:`,
  '',
  '| renders | RSS MB | added by the slice MB |',
  '|---|---|---|',
  ...report.memory.samples.map(
    (m, i, all) => `| ${m.renders} | ${f(m.rss, 1)} | ${i ? f(m.rss - all[i - 1].rss, 1) : '–'} |`,
  ),
].join('\n');
fs.mkdirSync(path.join(rootDir, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'bench/results/ssr.md'), md + '\n');
console.log(md);
if (report.rows.some((r) => r.bad > 0) || report.memory.bad > 0) process.exitCode = 1;
