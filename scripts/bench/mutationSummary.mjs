// Reads Stryker's JSON reports (reports/mutation/<workspace>/mutation.json) and writes the
// score of each mutated module to bench/results/mutation.md. Run by `npm run test:mutation`;
// can be run alone to rebuild the table from the last reports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WORKSPACES = ['shared-ui', 'remote-listings', 'remote-finance', 'api'];
/** The score every module must reach. */
export const TARGET = 85;

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's mutation score: detected / (detected + undetected); ignored and erroring mutants do not count. */
export function scoreFile(mutants) {
  const count = (status) => mutants.filter((m) => m.status === status).length;
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const valid = detected + undetected;
  return {
    score: valid === 0 ? null : (100 * detected) / valid,
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    ignored: count('Ignored'),
  };
}

export function readRows() {
  const rows = [];
  for (const ws of WORKSPACES) {
    const file = path.join(rootDir, 'reports/mutation', ws, 'mutation.json');
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const when = fs.statSync(file).mtime.toISOString();
    for (const [name, f] of Object.entries(report.files))
      rows.push({ module: `${ws}/${name}`, when, ...scoreFile(f.mutants) });
  }
  return rows.sort((a, b) => a.module.localeCompare(b.module));
}

export function renderTable(rows) {
  const pct = (s) => (s === null ? '–' : s.toFixed(1));
  const lines = [
    '# Mutation scores',
    '',
    `Written ${new Date().toISOString()} by \`npm run test:mutation\` (Stryker 9.6.1, jest runner, each workspace's unit tests as its stryker.config.json names them; shared-ui in TZ=Asia/Kolkata). Target: ${TARGET}% per module. Reports: reports/mutation/<workspace>/index.html.`,
    '',
    '| module | score % | killed | timeout | survived | no coverage | ignored | report of |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.module} | ${pct(r.score)}${r.score !== null && r.score < TARGET ? ' (below target)' : ''} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.ignored} | ${r.when.slice(0, 16).replace('T', ' ')} |`,
    ),
    '',
    '"ignored" counts mutants excluded in the source with a `// Stryker disable` comment that gives the reason (equivalent mutants).',
    '',
  ];
  return lines.join('\n');
}

export function writeSummary() {
  const rows = readRows();
  const out = path.join(rootDir, 'bench/results/mutation.md');
  fs.writeFileSync(out, renderTable(rows));
  return { out, rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { out, rows } = writeSummary();
  console.log(`${rows.length} modules → ${path.relative(rootDir, out)}`);
}
