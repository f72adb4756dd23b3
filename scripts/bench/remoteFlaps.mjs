// `npm run bench:flaps`: does a remote going down and coming back (a flap) leave memory behind in
// the page renderer? Renders RENDERS pages (default 20,000; each rendered, no kept pages) in two
// processes, one after the other: a baseline with no flap, and one where the listings remote goes
// down (three failed release checks) and comes back FLAPS times (default 20), each time loaded
// again before the pages go on. Prints each process's heap used (after a full collection) before
// and after the renders. `--smoke` (or SMOKE=1): 600 renders, 3 flaps, for CI.
// The renderer is the shell's server build in-process (recovery/inProcessSite.mjs): build first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtDistsPresent, regionRendered, rootDir, startInProcessSite } from './recovery/inProcessSite.mjs';

// `--child <flaps> <base port>`: one measured run, in a process of its own (spawned below).
const { values: flags, positionals } = parseArgs({
  options: { smoke: { type: 'boolean' }, child: { type: 'boolean' } },
  allowPositionals: true,
});
const smoke = flags.smoke === true || process.env.SMOKE === '1';
const RENDERS = Number(process.env.RENDERS ?? (smoke ? 600 : 20_000));
const FLAPS = Number(process.env.FLAPS ?? (smoke ? 3 : 20));
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4500);
const AT_ONCE = 4;
const WARM_UP = 200;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Heap used after full collections (the process runs with --expose-gc). */
async function heapUsed() {
  for (let i = 0; i < 3; i++) {
    globalThis.gc();
    await sleep(50);
  }
  return process.memoryUsage().heapUsed;
}

/** One process's run: `flaps` 0 is the baseline. Prints one JSON line. */
async function child(flaps, basePort) {
  const site = await startInProcessSite({ basePort });
  let n = 0;
  const pathAt = (i) =>
    i % 2 ? `/property/noida/sector-${i % 997}/apartment` : `/project-listing?rooms=${(i % 5) + 1}`;
  const renders = async (count) => {
    for (let done = 0; done < count; done += AT_ONCE) {
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - done) }, () => site.page(pathAt(n++))));
    }
  };
  /** Down for three checks, back, and loaded again (its region rendered on the server). */
  const flap = async () => {
    site.proxies.listings.down = true;
    for (let i = 0; i < 3; i++) await site.refresh();
    site.proxies.listings.down = false;
    await site.refresh();
    for (let i = 0; i < 100; i++) {
      if (regionRendered((await site.page('/project-listing')).html, 'listings')) return true;
      await sleep(50);
    }
    return false;
  };
  await renders(WARM_UP);
  const before = await heapUsed();
  const slice = Math.ceil(RENDERS / Math.max(1, flaps));
  let back = 0;
  for (let done = 0; done < RENDERS; done += slice) {
    await renders(Math.min(slice, RENDERS - done));
    if (flaps > 0 && back < flaps && (await flap())) back += 1;
  }
  const after = await heapUsed();
  await site.close();
  console.log(JSON.stringify({ flaps: back, renders: n - WARM_UP, before, after }));
}

function runChild(flaps, basePort) {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--expose-gc', fileURLToPath(import.meta.url), '--child', String(flaps), String(basePort)],
      { env: { ...process.env, RENDERS: String(RENDERS) }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || !line) reject(new Error(`the ${flaps ? 'flaps' : 'baseline'} run failed (${code})`));
      else resolve(JSON.parse(line));
    });
  });
}

if (flags.child) {
  await child(Number(positionals[0]), Number(positionals[1]));
  process.exit(0);
}
if (!builtDistsPresent()) {
  console.error('bench:flaps needs the built apps: npm run build');
  process.exit(1);
}
const baseline = await runChild(0, BASE_PORT);
const flapped = await runChild(FLAPS, BASE_PORT + 8);
const rows = [
  ['no flap (baseline)', baseline],
  [`${flapped.flaps} flaps`, flapped],
].map(([label, r]) => ({
  run: label,
  renders: r.renders,
  'heap before (MB)': mb(r.before),
  'heap after (MB)': mb(r.after),
  'growth (MB)': mb(r.after - r.before),
}));
console.table(rows);
const extra = flapped.after - flapped.before - (baseline.after - baseline.before);
console.log(
  `flaps: ${flapped.flaps} of ${FLAPS}; growth beyond the baseline: ${mb(extra)} MB` +
    (flapped.flaps ? ` (${mb(extra / flapped.flaps)} MB a flap)` : ''),
);
if (!smoke) {
  const table = [
    '| run | renders | heap before (MB) | heap after (MB) | growth (MB) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${Object.values(r).join(' | ')} |`),
  ];
  fs.writeFileSync(
    path.join(rootDir, 'bench/results/remote-flaps.md'),
    `# Remote flaps (\`npm run bench:flaps\`)\n\nMeasured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${RENDERS} renders, ${FLAPS} flaps of the listings remote.\n\n${table.join('\n')}\n\nGrowth beyond the baseline: ${mb(extra)} MB.\n`,
  );
}
if (flapped.flaps < FLAPS) process.exitCode = 1; // a flap after which the remote never came back
