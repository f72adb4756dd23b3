// `npm run bench:web`: Lighthouse 12.2.3, three runs per route with mobile and desktop settings,
// each beside the route's static floor page (its server HTML without any script, floorPages.mjs)
// in the same run; writes the medians and the LCP ratio route/floor to bench/results/lighthouse.md.
// ROUTES=/,/blog limits the routes, PRESETS=mobile the presets, FLOOR=0 skips the floor pages,
// FLOOR_PORT (default BENCH_PORT + 20) is where the floor pages are served, OUT where the table goes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchRoutes, serveFloorPages, snapshotFloorPages } from './floorPages.mjs';
import { withSite, CHROMIUM_FLAGS, rootDir } from './siteProcess.mjs';

const run = promisify(execFile);
const RUNS = Number(process.env.RUNS ?? 3);

const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',');
const WITH_FLOOR = process.env.FLOOR !== '0';
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? Number(process.env.BENCH_PORT ?? 4500) + 20);

/**
 * One Lighthouse run; a run whose page did not load (Chromium's error page, a lost trace) is tried
 * again, three times at most, then counted as missing (null) so one bad run does not end the bench.
 */
async function lighthouse(url, preset, attempt = 1) {
  try {
    return await lighthouseOnce(url, preset);
  } catch (e) {
    if (attempt >= 4) {
      console.error(`Lighthouse gave up on ${url} (${preset})`);
      return null;
    }
    console.error(
      `Lighthouse failed on ${url} (${preset}), run again: ${String(e.message).split('\n')[1] ?? e.message}`,
    );
    await new Promise((r) => setTimeout(r, 2000));
    return lighthouse(url, preset, attempt + 1);
  }
}

async function lighthouseOnce(url, preset) {
  const args = [
    path.join(rootDir, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const r = JSON.parse(stdout);
  const score = (c) => Math.round((r.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(r.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(r.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((r.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Medians of the runs that completed (a row of '–' when none did). */
function medians(all) {
  const runs = all.filter(Boolean);
  if (!runs.length) return MISSING;
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((x) => x[k]))]));
}
const MISSING = Object.fromEntries(
  ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'].map((k) => [k, '–']),
);

const rows = await withSite(async (url) => {
  const routes = await benchRoutes(url);
  let floorServer = null;
  let floorUrl = null;
  if (WITH_FLOOR) {
    const pages = await snapshotFloorPages(url, routes);
    floorServer = await serveFloorPages(pages, url, FLOOR_PORT);
    floorUrl = `http://localhost:${FLOOR_PORT}`;
  }
  try {
    const out = [];
    for (const route of routes) {
      for (const preset of PRESETS) {
        // Route and floor in turn, so both see the same moment of the machine.
        const runs = [];
        const floorRuns = [];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await lighthouse(url + route, preset));
          if (floorUrl) floorRuns.push(await lighthouse(floorUrl + route, preset));
        }
        const m = medians(runs);
        const floor = floorUrl ? medians(floorRuns) : null;
        out.push({ route, preset, ...m, floor });
        console.log(route, preset, JSON.stringify(m), floor ? `floor ${JSON.stringify(floor)}` : '');
      }
    }
    return out;
  } finally {
    floorServer?.close();
  }
});

const ratio = (r) =>
  typeof r.lcpMs === 'number' && typeof r.floor?.lcpMs === 'number' ? (r.lcpMs / r.floor.lcpMs).toFixed(2) : '–';
const md = [
  '# Lighthouse 12.2.3 (median of ' + RUNS + ' runs)',
  '',
  `Measured ${new Date().toISOString()} with \`npm run bench:web\` on the production build (2-core machine, headless Chromium).`,
  '',
  ...(WITH_FLOOR
    ? [
        '## Each route beside its static floor page',
        '',
        "The floor page is the route's own server HTML with every script removed, everything it loads (styles, images,",
        "fonts) served from the floor's own origin: `scripts/bench/floorPages.mjs`. Both measured in turn in the same run.",
        '',
        '| route | preset | LCP route ms | LCP floor ms | ratio | performance route / floor | CLS route / floor |',
        '|---|---|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.route} | ${r.preset} | ${r.lcpMs} | ${r.floor.lcpMs} | ${ratio(r)} | ${r.performance} / ${r.floor.performance} | ${r.cls} / ${r.floor.cls} |`,
        ),
        '',
        '## All scores of the routes',
        '',
      ]
    : []),
  '| route | preset | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  ),
].join('\n');
// OUT: where a smoke run writes (CI), so the committed figures stay those of a full run.
const out = process.env.OUT ?? path.join(rootDir, 'bench/results/lighthouse.md');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, md + '\n');
console.log(md);
