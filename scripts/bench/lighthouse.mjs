// `npm run bench:web`: Lighthouse 12.2.3, three runs per route with mobile and desktop settings;
// writes the medians to bench/results/lighthouse.md. ROUTES=/,/blog limits the routes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { withSite, CHROMIUM_FLAGS, rootDir } from './siteProcess.mjs';

const run = promisify(execFile);
const RUNS = Number(process.env.RUNS ?? 3);

async function detailRoutes(url) {
  const list = await (await fetch(`${url}/api/property_list/noida/all/r?page=1&pageSize=1`)).json();
  const p = list.property_list?.[0];
  const blogs = await (await fetch(`${url}/api/get-blogs`)).json();
  const b = blogs.get_blogs?.[0];
  return { detail: p && `/residential/${p.p_location}/${p.slug}/${p.p_id}`, post: b && `/blog/${b.slug}` };
}

async function lighthouse(url, preset) {
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

const rows = await withSite(async (url) => {
  const { detail, post } = await detailRoutes(url);
  const routes = process.env.ROUTES
    ? process.env.ROUTES.split(',')
    : ['/', '/property/noida/all/residential', detail, '/blog', post, '/contact', '/emi-calculator'].filter(Boolean);
  const out = [];
  for (const route of routes) {
    for (const preset of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url + route, preset));
      const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((x) => x[k]))]));
      out.push({ route, preset, ...m });
      console.log(route, preset, JSON.stringify(m));
    }
  }
  return out;
});

const md = [
  '# Lighthouse 12.2.3 (median of ' + RUNS + ' runs)',
  '',
  `Measured ${new Date().toISOString()} with \`npm run bench:web\` on the production build (2-core machine, headless Chromium).`,
  '',
  '| route | preset | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  ),
].join('\n');
fs.mkdirSync(path.join(rootDir, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'bench/results/lighthouse.md'), md + '\n');
console.log(md);
