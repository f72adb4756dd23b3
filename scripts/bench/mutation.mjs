// `npm run test:mutation [-- <workspace>...]`: Stryker on the pure logic of each workspace, one
// workspace at a time (each has its own stryker.config.json), then the score table in
// bench/results/mutation.md. A report, not a gate: it takes many minutes on two cores.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { WORKSPACES, rootDir, writeSummary } from './mutationSummary.mjs';

/** date.ts's time-zone handling only shows outside UTC, so shared-ui is mutated in Indian time. */
const ENV = { 'shared-ui': { TZ: 'Asia/Kolkata' } };

const asked = process.argv.slice(2);
const unknown = asked.filter((ws) => !WORKSPACES.includes(ws));
if (unknown.length) {
  console.error(`Unknown workspace(s): ${unknown.join(', ')}. Known: ${WORKSPACES.join(', ')}.`);
  process.exit(2);
}

let failed = 0;
for (const ws of asked.length ? asked : WORKSPACES) {
  console.log(`\n== Stryker: ${ws}`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.json'], {
    cwd: path.join(rootDir, ws),
    env: { ...process.env, ...ENV[ws] },
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.error(`Stryker failed in ${ws} (exit ${run.status ?? run.signal}).`);
  }
}
const { out, rows } = writeSummary();
console.log(`\n${rows.length} modules → ${path.relative(rootDir, out)}`);
process.exit(failed ? 1 : 0);
