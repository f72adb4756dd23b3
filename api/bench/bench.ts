import { fork, type ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench -w api` (`npm run bench:api`): the API under load, on SQLite.
 *  1. default seed (240 listings): a residential detail and a page of 24 of Noida residential,
 *     each measured on the API and on a minimal peer (bench/peer.ts: plain Fastify +
 *     better-sqlite3, the same SQL and the same 60 s cache), interleaved run by run, so the
 *     ratio API/peer is what the API's own stack costs;
 *  2. 50,000 listings: the same page of 24 on the API;
 * each with the read cache (production setting) and without it (API_READ_CACHE=off), so the
 * figures show the database path too.
 * Each case: a short warm-up, then BENCH_DURATION seconds (default 5) with BENCH_CONNECTIONS
 * connections (default 20), best of BENCH_RUNS (default 3). Servers run in their own processes;
 * peak RSS is sampled there. BENCH_QUICK=1 measures only the cached API/peer pairs.
 * Prints a markdown table and writes it to bench/results/api.md at the repository root
 * (not with BENCH_QUICK).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const QUICK = process.env.BENCH_QUICK === '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BIG = Number(process.env.BENCH_BIG_LISTINGS ?? 50_000);
/** Measured runs per case; the best is kept (the machine may be shared with other work). */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const RESULTS = path.join(REPO_ROOT, 'bench', 'results', 'api.md');

interface Ready {
  type: 'ready';
  port: number;
  startMs: number;
}
interface Stats {
  type: 'stats';
  rss: number;
  peakRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** CPU the server process has used so far (user + system), µs. */
  cpuUs: number;
}

interface Server {
  port: number;
  startMs: number;
  child: ChildProcess;
  stats(): Promise<Stats>;
  send(msg: string): void;
  stop(): Promise<void>;
}

function startServer(
  db: string,
  listings: number,
  readCache: boolean,
  seedOnly = false,
  script = 'server.ts',
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, script), [], {
      cwd: path.resolve(__dirname, '..'),
      execArgv: ['--require', 'tsx/cjs', ...SERVER_FLAGS],
      env: {
        ...process.env,
        BENCH_DB: db,
        BENCH_LISTINGS: String(listings),
        NODE_ENV: 'production',
        API_READ_CACHE: readCache ? 'on' : 'off',
        ...(seedOnly ? { BENCH_SEED_ONLY: '1' } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (msg: Ready) => {
      resolve({
        port: msg.port,
        startMs: msg.startMs,
        child,
        send: (m) => child.send(m),
        stats: () =>
          new Promise((res) => {
            const onMsg = (m: Stats) => {
              if (m.type === 'stats') {
                child.off('message', onMsg);
                res(m);
              }
            };
            child.on('message', onMsg);
            child.send('stats');
          }),
        stop: () =>
          new Promise((res) => {
            child.removeAllListeners('exit');
            child.once('exit', () => res());
            child.send('stop');
          }),
      });
    });
  });
}

interface Row {
  case: string;
  listings: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
  /** Server CPU per answered request, µs: unlike req/s, barely moved by other load on the machine. */
  cpuUsPerReq: number;
}

const url = (server: Server, urlPath: string) => `http://127.0.0.1:${server.port}${urlPath}`;

/** Warm-up: JIT, statement cache, read cache. */
async function warmUp(server: Server, urlPath: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url: url(server, urlPath), connections: CONNECTIONS, duration: 2, headers });
}

async function runOnce(
  server: Server,
  name: string,
  listings: number,
  urlPath: string,
  run: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  server.send('reset-peak');
  const before = await server.stats();
  const r = await autocannon({ url: url(server, urlPath), connections: CONNECTIONS, duration: DURATION, headers });
  const { peakRss, heapTotal, external, cpuUs } = await server.stats();
  if (process.env.BENCH_VERBOSE)
    console.log(`  heapTotal ${Math.round(heapTotal / 1048576)} MB, external ${Math.round(external / 1048576)} MB`);
  const row: Row = {
    case: name,
    listings,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    rssMb: Math.round(peakRss / 1024 / 1024),
    errors: r.errors + r.timeouts + r.non2xx,
    cpuUsPerReq: Math.round((cpuUs - before.cpuUs) / Math.max(1, r.requests.total)),
  };
  console.log(
    `${name} (${listings} listings) run ${run + 1}/${RUNS}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpuUsPerReq} µs CPU/req, peak RSS ${row.rssMb} MB, errors ${row.errors}`,
  );
  return row;
}

/** Keeps the faster run's figures, but the worst RSS and all errors seen. */
function keepBest(best: Row | undefined, row: Row): Row {
  if (!best) return row;
  const faster = row.reqPerSec > best.reqPerSec ? row : best;
  return {
    ...faster,
    rssMb: Math.max(row.rssMb, best.rssMb),
    errors: row.errors + best.errors,
    cpuUsPerReq: Math.min(row.cpuUsPerReq, best.cpuUsPerReq),
  };
}

async function measure(
  server: Server,
  name: string,
  listings: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  await warmUp(server, urlPath, headers);
  let best: Row | undefined;
  for (let run = 0; run < RUNS; run++)
    best = keepBest(best, await runOnce(server, name, listings, urlPath, run, headers));
  return best as Row;
}

/**
 * The API and the peer on one path, run after run in alternating order (API first, then peer
 * first, ...), so a change in the machine's load hits both alike.
 */
async function measurePair(
  api: Server,
  peer: Server,
  name: string,
  listings: number,
  urlPath: string,
): Promise<[Row, Row]> {
  const [apiBody, peerBody] = await Promise.all([api, peer].map(async (s) => (await fetch(url(s, urlPath))).json()));
  if (!isDeepStrictEqual(apiBody, peerBody))
    throw new Error(`the peer's answer to ${urlPath} differs from the API's: the comparison would be unfair`);
  await warmUp(api, urlPath);
  await warmUp(peer, urlPath);
  let bestApi: Row | undefined;
  let bestPeer: Row | undefined;
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? (['api', 'peer'] as const) : (['peer', 'api'] as const);
    for (const who of order) {
      if (who === 'api') bestApi = keepBest(bestApi, await runOnce(api, name, listings, urlPath, run));
      else bestPeer = keepBest(bestPeer, await runOnce(peer, `${name}, peer`, listings, urlPath, run));
    }
  }
  return [bestApi as Row, bestPeer as Row];
}

/**
 * The flags `npm start` uses (package.json), so the figures are the production process's:
 * tsx's CommonJS hook (no loader thread: ~30 MB less RSS than `tsx` / `--import tsx`) and a
 * smaller V8 young generation (4 MB semi-spaces instead of 16: ~30 MB less peak RSS under load,
 * no throughput difference measurable on this machine).
 */
const SERVER_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=4').split(' ').filter(Boolean);

const LOAD_AT_START = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');

const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

interface Pair {
  case: string;
  api: Row;
  peer: Row;
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const page = '/api/property_list/noida/all/r?page=1&pageSize=24';
  const detailPath = '/api/property-detail/residential/1';
  const rows: Row[] = [];
  const pairs: Pair[] = [];
  let bigStartMs = 0;
  try {
    for (const readCache of QUICK ? [true] : [true, false]) {
      const label = readCache ? '' : ', no read cache';
      const api = await startServer(path.join(tmp, 'default.db'), 240, readCache);
      // Started after the API: the API has created and seeded the file the peer reads.
      const peer = await startServer(path.join(tmp, 'default.db'), 240, readCache, false, 'peer.ts');
      try {
        for (const [what, urlPath] of [
          [`residential detail \`${detailPath}\``, detailPath],
          [`page of 24 \`${page}\``, page],
        ] as const) {
          const [a, p] = await measurePair(api, peer, `${what}${label}`, 240, urlPath);
          rows.push(a, p);
          pairs.push({ case: `${what}${label}`, api: a, peer: p });
        }
        // What a browser asks for (the peer does not compress, so the API alone): the read cache
        // keeps the compressed page, so this should cost about what the uncompressed one does.
        if (readCache && !QUICK)
          rows.push(
            await measure(
              api,
              `page of 24 \`${page}\`, Accept-Encoding: gzip, deflate, br`,
              240,
              page,
              BROWSER_ENCODING,
            ),
          );
      } finally {
        await Promise.all([api.stop(), peer.stop()]);
      }
    }
    if (!QUICK) {
      console.log(`seeding ${BIG} listings…`);
      const seeding = await startServer(path.join(tmp, 'big.db'), BIG, false, true);
      bigStartMs = seeding.startMs;
      await new Promise((resolve) =>
        seeding.child.exitCode !== null ? resolve(null) : seeding.child.once('exit', resolve),
      );
      for (const readCache of [true, false]) {
        const label = readCache ? '' : ', no read cache';
        const big = await startServer(path.join(tmp, 'big.db'), BIG, readCache);
        try {
          rows.push(await measure(big, `page of 24 \`${page}\`${label}`, BIG, page));
        } finally {
          await big.stop();
        }
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const ratioTable = [
    '| case (240 listings) | API req/s | peer req/s | API / peer | API µs CPU/req | peer µs CPU/req | API p99 ms | peer p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...pairs.map(
      (p) =>
        `| ${p.case} | ${p.api.reqPerSec} | ${p.peer.reqPerSec} | ${(p.api.reqPerSec / Math.max(1, p.peer.reqPerSec)).toFixed(2)}x | ` +
        `${p.api.cpuUsPerReq} | ${p.peer.cpuUsPerReq} | ${p.api.p99} | ${p.peer.p99} |`,
    ),
  ].join('\n');
  if (QUICK) {
    console.log(`\n${ratioTable}`);
    return;
  }

  const apiRows = rows.filter((r) => !r.case.endsWith(', peer'));
  const [detail, smallPage, , detailUncached, smallPageUncached, bigPage, bigPageUncached] = apiRows as [
    Row,
    Row,
    Row,
    Row,
    Row,
    Row,
    Row,
  ];
  const ratio = smallPage.reqPerSec / Math.max(1, bigPage.reqPerSec);
  const ratioUncached = smallPageUncached.reqPerSec / Math.max(1, bigPageUncached.reqPerSec);
  const check = (ok: boolean) => (ok ? 'met' : '**missed**');
  const peerRatio = (p: Pair | undefined) => (p ? p.api.reqPerSec / Math.max(1, p.peer.reqPerSec) : 0);
  const table = [
    '| case | listings | req/s | p50 ms | p99 ms | µs CPU/req | peak RSS MB | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${r.listings.toLocaleString('en-US')} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.cpuUsPerReq} | ${r.rssMb} | ${r.errors} |`,
    ),
  ].join('\n');
  const targets = [
    `- detail p99 <= 20 ms: ${detail.p99} ms, ${check(detail.p99 <= 20)} (without the read cache: ${detailUncached.p99} ms)`,
    `- detail >= 3000 req/s: ${detail.reqPerSec}, ${check(detail.reqPerSec >= 3000)} (without the read cache: ${detailUncached.reqPerSec})`,
    `- API / peer >= 0.6 with the read cache (production setting): detail ${peerRatio(pairs[0]).toFixed(2)}x, ${check(peerRatio(pairs[0]) >= 0.6)}; ` +
      `page of 24 ${peerRatio(pairs[1]).toFixed(2)}x, ${check(peerRatio(pairs[1]) >= 0.6)}`,
    `- RSS <= 200 MB: max ${Math.max(...apiRows.map((r) => r.rssMb))} MB over all API cases, ${check(apiRows.every((r) => r.rssMb <= 200))}`,
    `- page of 24 with ${BIG.toLocaleString('en-US')} rows within 2x of the default seed, judged without the read cache (the query itself): ` +
      `${ratioUncached.toFixed(2)}x, ${check(ratioUncached <= 2)} (with it: ${ratio.toFixed(2)}x)`,
  ].join('\n');
  const md = [
    '# API benchmark',
    '',
    `\`npm run bench -w api\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? 'unknown'}), SQLite (WAL), ` +
      `autocannon ${CONNECTIONS} connections, ${DURATION} s per run after a 2 s warm-up, best of ${RUNS} runs (peak RSS: worst run); ` +
      `server in its own process, load generator on the same machine; load average at start ${LOAD_AT_START}.`,
    'Rows without a note use the production settings (`npm start`: read cache on). "no read cache" rows: API_READ_CACHE=off, ' +
      'every request runs its queries (list totals are still kept 60 s by the count cache).',
    '"peer" rows: bench/peer.ts, a minimal Fastify + better-sqlite3 server giving the same answers (checked before measuring) with the same SQL ' +
      'and the same 60 s caches, no plugins; measured alternately with the API, run by run. ' +
      '"µs CPU/req": the server process\'s CPU time (user + system) per answered request, lowest of the runs; steadier than req/s when other work shares the machine.',
    '',
    '## API / peer',
    '',
    ratioTable,
    '',
    '## All cases',
    '',
    table,
    '',
    targets,
    '',
    `First start with ${BIG.toLocaleString('en-US')} listings (migrate + seed): ${(bigStartMs / 1000).toFixed(1)} s.`,
    '',
  ].join('\n');
  console.log(`\n${md}`);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, md);
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
