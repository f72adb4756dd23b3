// `npm run bench:live`: on a phone-sized window at 4× CPU and DevTools' Fast 3G, how long after the
// first paint every control on the first screen is live (the shell and each remote region in view
// hydrated), on the seven routes Lighthouse measures. Beside it, in the same run: the same pages
// with the start script blind to the page's own preloads (the remote's files then come one round
// trip after another, as before it read them), and the floor no site can beat on that network: the
// JavaScript the page loaded before it was live, sent at Fast 3G's rate.
// Also an early tap on the EMI calculator's tenure slider, made as soon as the slider is on screen:
// once the page is live, the slider, the value beside it and the address must say the same tenure.
//
//   node scripts/bench/controlsLive.mjs [--smoke]   a running site at BENCH_URL, or one it starts
//
// Writes bench/results/controls-live.md (not with --smoke: one load of the EMI calculator, to keep it
// runnable). ROUTES=/,/blog limits the routes; BENCH_RUNS sets the loads per route (default 5).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { benchRoutes } from './floorPages.mjs';
import { withSite, CHROMIUM_FLAGS, rootDir } from './siteProcess.mjs';

const smoke = process.argv.includes('--smoke');
const RUNS = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 3000;
// Chrome DevTools' "Fast 3G" preset (its own figures: 1.6 Mbit/s down, 750 kbit/s up, ×0.9; 150 ms × 3.75).
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * In the page, before its own scripts: the moment the first screen is live. Live means the shell
 * has hydrated (its root carries data-interactive outside any region) and so has every remote
 * region that is in the first screen.
 */
function probe() {
  const w = window;
  w.__live = null;
  const inView = (el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.height > 0;
  };
  const timer = setInterval(() => {
    if (!document.body) return;
    const shell = document.querySelector('[data-interactive]:not([data-remote])');
    const regions = [...document.querySelectorAll('[data-remote]')].filter(inView);
    if (shell && regions.every((r) => r.dataset.interactive === 'true')) {
      w.__live = { at: performance.now(), regions: regions.length };
      clearInterval(timer);
    }
  }, 20);
}

/**
 * A throttled phone page; `scriptBytes()` is what its scripts have cost on the wire so far (every
 * origin). `start`: the start script's text to serve (both variants are served the same way).
 */
async function throttledPage(browser, start) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (start) {
    await page.route(/\/js\/page-start\.[0-9a-f]+\.js$/, (r) =>
      r.fulfill({ status: 200, contentType: 'application/javascript', body: start }),
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const scripts = new Set();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  return { context, page, scriptBytes: () => bytes };
}

const firstPaint = (page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

async function loadOnce(browser, url, start) {
  const { context, page, scriptBytes } = await throttledPage(browser, start);
  try {
    await page.addInitScript(probe);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__live !== null, undefined, { timeout: 60_000, polling: 100 });
    // Read within 100 ms of the page being live: a script fetched in that time counts too.
    const bytes = scriptBytes();
    const live = await page.evaluate(() => window.__live);
    const fcp = await firstPaint(page);
    return { fcp, liveAfterPaint: live.at - fcp, regions: live.regions, scriptBytes: bytes };
  } finally {
    await context.close();
  }
}

/** The tenure slider tapped at three quarters of its width as soon as it is on screen. */
async function earlySliderTap(browser, url, start) {
  const { context, page } = await throttledPage(browser, start);
  try {
    await page.addInitScript(probe);
    await page.goto(`${url}/emi-calculator`, { waitUntil: 'commit', timeout: 60_000 });
    const slider = page.locator('input[type="range"][name="tenure"]');
    await slider.waitFor({ state: 'visible', timeout: 60_000 });
    // On a phone it is below the first screen: scrolled to, as a visitor would.
    await slider.scrollIntoViewIfNeeded();
    const box = await slider.boundingBox();
    const tappedBeforeLive = await page.evaluate(() => window.__live === null);
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.waitForFunction(() => window.__live !== null, undefined, { timeout: 60_000, polling: 100 });
    await page.waitForTimeout(1500);
    return await page.evaluate((tapped) => {
      const input = document.querySelector('input[type="range"][name="tenure"]');
      const shown = document.querySelector(`output[for="${input.id}"]`)?.textContent ?? '';
      const inAddress = new URLSearchParams(location.search).get('tenure');
      const value = Number(input.value);
      return {
        tappedBeforeLive: tapped,
        slider: value,
        shown,
        inAddress,
        // The tap must have moved it (a lost tap leaves the default, 1 year) and all three agree.
        consistent: value > 1 && Number.parseInt(shown, 10) === value && Number(inAddress) === value,
      };
    }, tappedBeforeLive);
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor((s.length - 1) / 2)]) : null;
};

/** The site's start script as built, and the same script blind to the page's own preloads. */
async function startScripts(url) {
  const html = await (await fetch(url)).text();
  const src = /<script src="(\/js\/page-start\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('the home page has no start script');
  const start = await (await fetch(url + src)).text();
  const blind = start
    .replaceAll("'page-preloads'", "'no-page-preloads'")
    .replaceAll('"page-preloads"', '"no-page-preloads"');
  if (blind === start) throw new Error('the start script does not read the page preloads');
  return { start, blind };
}

async function run(url) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const scripts = await startScripts(url);
  const rows = [];
  let slider;
  try {
    for (const route of smoke ? ['/emi-calculator'] : await benchRoutes(url)) {
      // Warms the server (the remote's code, the kept page), as for a visitor who is not the first.
      await fetch(url + route);
      const loads = [];
      const blind = [];
      // Alternated, so both variants see the machine alike.
      for (let i = 0; i < RUNS; i++) {
        loads.push(await loadOnce(browser, url + route, scripts.start));
        blind.push(await loadOnce(browser, url + route, scripts.blind));
      }
      const row = {
        route,
        withoutPagePreloads: median(blind.map((l) => l.liveAfterPaint)),
        fcp: median(loads.map((l) => l.fcp)),
        live: median(loads.map((l) => l.liveAfterPaint)),
        worst: Math.round(Math.max(...loads.map((l) => l.liveAfterPaint))),
        regions: loads[0].regions,
        scriptKB: Math.round(median(loads.map((l) => l.scriptBytes)) / 100) / 10,
        floor: Math.round((median(loads.map((l) => l.scriptBytes)) / FAST_3G.downloadThroughput) * 1000),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    slider = await earlySliderTap(browser, url, scripts.start);
    console.log(JSON.stringify({ slider }));
  } finally {
    await browser.close();
  }
  return { rows, slider };
}

function toMarkdown({ rows, slider }) {
  return [
    '# Every control live after the first paint (`npm run bench:live`)',
    '',
    `Measured ${new Date().toISOString()}: ${RUNS} loads per route, Chromium at ${CPU_SLOWDOWN}× CPU and DevTools' Fast 3G`,
    '(562.5 ms latency, 180 KB/s down), a 375×812 phone window, the site on this machine, each page kept by',
    'the server. "Live" is when the shell and every remote region on the first screen have hydrated; times',
    `are medians in ms from the first contentful paint (target: ${TARGET_MS} ms). "Without page preloads" is the`,
    "same page, loaded alternately in the same run, with the start script blind to the page's list of",
    "its remote's files. The floor is the JavaScript loaded by the time the page is live (compressed",
    'bytes) sent at 180 KB/s, with no latency and no CPU: no page that needs that script can be live sooner.',
    '',
    '| route | first paint | live after paint | worst | without page preloads | floor (script transfer) | script KB | regions in view |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${Math.round(r.fcp)} | ${r.live}${r.live <= TARGET_MS ? '' : ' (over)'} | ${r.worst} | ${r.withoutPagePreloads} | ${r.floor} | ${r.scriptKB} | ${r.regions} |`,
    ),
    '',
    '## An early tap on the EMI tenure slider',
    '',
    `Tapped ${slider.tappedBeforeLive ? 'before' : 'after'} the page was live, at three quarters of the slider: the slider reads`,
    `${slider.slider}, the value beside it "${slider.shown}", the address's tenure ${slider.inAddress ?? '(none)'}: ${slider.consistent ? 'consistent' : 'INCONSISTENT'}.`,
    '',
  ].join('\n');
}

const result = await withSite(run);
if (!smoke) fs.writeFileSync(path.join(rootDir, 'bench/results/controls-live.md'), toMarkdown(result));
// Figures are reported, never asserted; an inconsistent screen after an early tap is a defect.
if (!result.slider.consistent) {
  console.error('The EMI screen disagrees with itself after an early tap on the tenure slider.');
  process.exitCode = 1;
}
