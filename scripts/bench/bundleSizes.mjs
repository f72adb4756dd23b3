// `npm run bench:size`: the JavaScript each route loads before its screen is interactive, gzip-compressed,
// per app (shell, each remote, shared libraries). Writes bench/results/sizes.md and sizes.json;
// with --check compares against bench/budgets.json and fails when a budget is exceeded.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { withSite, CHROMIUM_FLAGS, rootDir } from './siteProcess.mjs';

// Each route's screen once it is interactive: the server's HTML shows it before any script runs,
// so what is counted is the JavaScript that makes it live (hydrated), marked data-interactive.
export const ROUTES = {
  '/': '[data-interactive] main h2',
  '/property/noida/all/residential': '[data-remote="listings"][data-interactive] h1',
  '/blog': '[data-remote="content"][data-interactive] h1',
  '/contact': '[data-remote="content"][data-interactive] h1',
  '/emi-calculator': '[data-remote="finance"][data-interactive] h1',
};

const { values: flags } = parseArgs({ options: { check: { type: 'boolean' }, files: { type: 'boolean' } } });
const check = flags.check === true;
const showFiles = flags.files === true;
// The apps, from the TypeScript registry loaded through tsx (see scripts/siteRegistry.cjs).
const { REMOTES, REMOTE_NAMES, SHELL } = createRequire(import.meta.url)('../siteRegistry.cjs');
const WORKSPACES = [SHELL.workspace, ...REMOTE_NAMES.map((name) => REMOTES[name].workspace)];

function sharedChunkFiles() {
  // Chunks that hold shared libraries, from each app's manifest.
  const files = new Set();
  for (const app of WORKSPACES) {
    const m = JSON.parse(fs.readFileSync(path.join(rootDir, app, 'dist/mf-manifest.json'), 'utf8'));
    for (const s of m.shared) for (const f of [...s.assets.js.sync, ...s.assets.js.async]) files.add(`${app}:${f}`);
    // A library's code can sit in a chunk the manifest does not list (react-router's does):
    // terser moves each library's licence banner into <chunk>.LICENSE.txt, which marks it.
    const js = path.join(rootDir, app, 'dist/js');
    for (const f of fs.readdirSync(js))
      if (f.endsWith('.js.LICENSE.txt')) files.add(`${app}:js/${f.replace(/\.LICENSE\.txt$/, '')}`);
  }
  return files;
}

async function measure(url) {
  const shared = sharedChunkFiles();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const origins = { [new URL(url).port]: SHELL.workspace };
  const cfg = await (await fetch(`${url}/runtime-config.json`)).json();
  for (const [name, entry] of Object.entries(cfg.remotes))
    origins[new URL(entry).port] = REMOTES[name]?.workspace ?? name;
  const results = {};
  for (const [route, selector] of Object.entries(ROUTES)) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const bodies = [];
    page.on('response', async (r) => {
      // Scripts the page asked for and scripts the server preloaded (Link headers) alike.
      if (!/\.js(\?|$)/.test(new URL(r.url()).pathname) || !r.ok()) return;
      bodies.push(
        r
          .body()
          .then((b) => ({ url: r.url(), gzip: zlib.gzipSync(b, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    // The moment the route's screen is interactive, seen from inside the page.
    await page.addInitScript((sel) => {
      const w = window;
      new MutationObserver((_, obs) => {
        if (document.querySelector(sel)) {
          w.__firstRender = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
    }, selector);
    await page.goto(url + route);
    await page.waitForSelector(selector, { timeout: 20000 });
    await page.waitForLoadState('networkidle');
    // Only scripts that had arrived when the route's screen became interactive; later fragments are not counted.
    const early = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /\.js(\?|$)/.test(new URL(e.name).pathname) && e.responseEnd <= window.__firstRender)
          .map((e) => e.name),
      ),
    );
    const loaded = (await Promise.all(bodies)).filter((b) => b && early.has(b.url));
    const byApp = {};
    for (const { url: u, gzip } of loaded) {
      const p = new URL(u);
      const app = origins[p.port] ?? 'other';
      // A remote's files are served from its release folder (/releases/<folder>/js/…).
      const file = p.pathname.replace(/^\/(releases\/[^/]+\/)?/, '');
      const bucket = shared.has(`${app}:${file}`) ? 'shared libraries' : app;
      byApp[bucket] = (byApp[bucket] ?? 0) + gzip;
    }
    // --files: which scripts each column counted, to find what grew.
    if (showFiles) for (const { url: u, gzip } of loaded) console.log(`${route}\t${kb(gzip)} KB\t${u}`);
    results[route] = {
      requests: loaded.length,
      totalKB: kb(loaded.reduce((s, x) => s + x.gzip, 0)),
      byAppKB: Object.fromEntries(Object.entries(byApp).map(([k, v]) => [k, kb(v)])),
    };
    await page.close();
  }
  await browser.close();
  return results;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function toMarkdown(results) {
  const apps = [SHELL.workspace, 'shared libraries', ...WORKSPACES.slice(1)];
  const lines = [
    '# JavaScript before each route is interactive (gzip KB)',
    '',
    `Measured ${new Date().toISOString()} with \`npm run bench:size\` (Chromium, production build).`,
    '',
    `| route | requests | total | ${apps.join(' | ')} |`,
    `|---|---|---|${apps.map(() => '---').join('|')}|`,
  ];
  for (const [route, r] of Object.entries(results))
    lines.push(`| ${route} | ${r.requests} | ${r.totalKB} | ${apps.map((a) => r.byAppKB[a] ?? 0).join(' | ')} |`);
  return lines.join('\n') + '\n';
}

function checkBudgets(results) {
  const budgets = JSON.parse(fs.readFileSync(path.join(rootDir, 'bench/budgets.json'), 'utf8'));
  const failures = [];
  for (const [route, b] of Object.entries(budgets.routes)) {
    const r = results[route];
    if (!r) {
      failures.push(`${route}: not measured`);
      continue;
    }
    if (r.totalKB > b.totalKB) failures.push(`${route}: total ${r.totalKB} KB > budget ${b.totalKB} KB`);
    for (const [app, limit] of Object.entries(b.byAppKB ?? {})) {
      if ((r.byAppKB[app] ?? 0) > limit) failures.push(`${route}: ${app} ${r.byAppKB[app]} KB > budget ${limit} KB`);
    }
  }
  return failures;
}

const results = await withSite(measure);
fs.mkdirSync(path.join(rootDir, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'bench/results/sizes.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(rootDir, 'bench/results/sizes.md'), toMarkdown(results));
console.log(toMarkdown(results));
if (check) {
  const failures = checkBudgets(results);
  if (failures.length) {
    console.error('Size budgets exceeded:\n' + failures.map((f) => `- ${f}`).join('\n'));
    process.exit(1);
  }
  console.log('All size budgets met (bench/budgets.json).');
}
