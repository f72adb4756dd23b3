// `npm run bench:taps`: taps made at the first moment the server's HTML is on screen, at 4× CPU,
// on a control that is not a link or a form (the listing's Rooms filter, the detail page's next-photo
// arrow, the EMI calculator's Months choice): how many of 20 per route are lost, with the start
// script's early-event capture and without it (the same start script with its capture cut off,
// served in its place in the same run), and the time from the first paint to the first tap that works.
//
//   node scripts/bench/earlyTaps.mjs [--smoke]   a running site at BENCH_URL, or one it starts
//
// Writes bench/results/early-taps.md (not with --smoke: 2 taps per route, to keep it runnable).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { withSite, CHROMIUM_FLAGS, rootDir } from './siteProcess.mjs';

const smoke = parseArgs({ options: { smoke: { type: 'boolean' } } }).values.smoke === true;
const RUNS = smoke ? 2 : Number(process.env.BENCH_RUNS ?? 20);
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 1280, height: 900 };

const START = fs.readFileSync(path.join(rootDir, 'scripts/webpack/pageStart.js'), 'utf8');
/** The start script without its early-event capture: what the site had before it. */
const START_WITHOUT_CAPTURE = START.slice(0, START.indexOf('// Early events.'));
if (START_WITHOUT_CAPTURE.length === START.length) throw new Error('pageStart.js: the early-event part was not found');

/**
 * Each route: the control tapped (a CSS selector, and Playwright's text filter), the region that
 * hydrates it, and what shows the tap took effect (evaluated in the page).
 */
const ROUTES = {
  listing: {
    path: () => '/property/noida/all/residential',
    control: 'button[aria-expanded]',
    text: /^Rooms/,
    region: '[data-remote="listings"][data-interactive]',
    effect: `[...document.querySelectorAll('button[aria-expanded="true"]')].some((b) => /^Rooms/.test(b.textContent))`,
  },
  detail: {
    path: async (url) => {
      const list = await (await fetch(`${url}/api/property_list/noida/all/r`)).json();
      const item = list.property_list[0];
      return `/residential/${item.p_location}/${item.slug}/${item.p_id}`;
    },
    control: 'button[aria-label="Next photo"]',
    region: '[data-remote="listings"][data-interactive]',
    effect: `document.querySelector('button[aria-label^="View photo 2 of"]') !== null`,
  },
  emi: {
    path: () => '/emi-calculator',
    control: 'input[type="radio"][value="months"]',
    region: '[data-remote="finance"][data-interactive]',
    effect: `/[?&]unit=months/.test(location.search)`,
  },
};

/**
 * In the page, before its own scripts: when the tap came, when the tapped control became live for
 * React (its fiber committed, React's own test, as the start script reads it), and when its effect
 * showed, each in ms since the navigation started.
 */
function probe({ control, text, effect, centre }) {
  const find = () =>
    [...document.querySelectorAll(control)].find((el) => text === null || new RegExp(text).test(el.textContent));
  const w = window;
  const times = { tap: null, hit: null, live: null, effect: null };
  w.__taps = times;
  addEventListener(
    'click',
    (e) => {
      if (times.tap !== null) return;
      times.tap = e.timeStamp;
      times.hit = e.target instanceof Element && e.target.closest(control) === find();
    },
    true,
  );
  // Each frame, before it is drawn: once the control is laid out where it will stay, the tap is
  // sent (a binding, no polling from outside), so it lands as soon as a visitor could see the control.
  const placed = () => {
    const box = find()?.getBoundingClientRect();
    if (box && Math.abs(box.x + box.width / 2 - centre.x) < 2 && Math.abs(box.y + box.height / 2 - centre.y) < 2) {
      w.__placed();
    } else requestAnimationFrame(placed);
  };
  requestAnimationFrame(placed);
  const fiberOf = (el) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    return key ? el[key] : null;
  };
  const live = (el) => {
    const fiber = fiberOf(el);
    if (!fiber) return false;
    let node = fiber;
    let next = fiber;
    let nearest = fiber;
    while (next && !next.alternate) {
      node = next;
      if (node.flags & 4098) nearest = node.return;
      next = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && nearest === fiber;
  };
  const shown = new Function(`return (${effect});`);
  const timer = setInterval(() => {
    const el = find();
    if (times.live === null && el && live(el)) times.live = performance.now();
    if (times.tap !== null && times.effect === null && shown()) times.effect = performance.now();
    if (times.live !== null && times.effect !== null) clearInterval(timer);
  }, 10);
}

/** Where the control is on screen (the page lays out the same at its first paint: no layout shift). */
async function controlCentre(browser, url, route) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(url + route.resolvedPath);
    const control = route.text ? page.locator(route.control, { hasText: route.text }) : page.locator(route.control);
    const box = await control.first().boundingBox();
    if (!box) throw new Error(`${route.control}: not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await page.close();
  }
}

async function tapOnce(browser, url, route, withCapture) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (!withCapture) {
      await page.route(/\/js\/page-start\.[0-9a-f]+\.js$/, (r) =>
        r.fulfill({ status: 200, contentType: 'application/javascript', body: START_WITHOUT_CAPTURE }),
      );
    }
    // The page reports that the control is in place, and the tap follows: a real mouse click there.
    let placed = () => undefined;
    const inPlace = new Promise((resolve) => (placed = resolve));
    await page.exposeBinding('__placed', () => placed());
    await page.addInitScript(probe, {
      control: route.control,
      text: route.text?.source ?? null,
      effect: route.effect,
      centre: route.centre,
    });
    await page.goto(url + route.resolvedPath, { waitUntil: 'commit' });
    await Promise.race([
      inPlace,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${route.control}: never in place`)), 30_000)),
    ]);
    await page.mouse.click(route.centre.x, route.centre.y);
    await page.waitForSelector(route.region, { timeout: 60_000 });
    // Until the tapped control is live, then a second more for a replay or a late handler to act.
    await page.waitForFunction(() => window.__taps.live !== null, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return { ...window.__taps, fcp };
    });
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor((s.length - 1) / 2)]) : null;
};

async function run(url) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const rows = [];
  try {
    for (const [name, route] of Object.entries(ROUTES)) {
      route.resolvedPath = await route.path(url);
      // Also warms the server: it has the remote's code and the page kept, as for a visitor.
      route.centre = await controlCentre(browser, url, route);
      for (const withCapture of [false, true]) {
        const taps = [];
        // Alternating would mix the two in the browser's cache the same way; one after the other is simpler.
        for (let i = 0; i < RUNS; i++) taps.push(await tapOnce(browser, url, route, withCapture));
        // A tap that missed the control (it was not where it is once the page is complete) is not
        // a lost tap of the site: counted apart.
        const missed = taps.filter((t) => !t.hit).length;
        const lost = taps.filter((t) => t.hit && t.effect === null).length;
        // The first tap that works: this one if it took effect, else the first after the control went live.
        const firstWorking = taps.map((t) => (t.fcp === null ? null : (t.effect !== null ? t.tap : t.live) - t.fcp));
        rows.push({
          route: name,
          path: route.resolvedPath,
          capture: withCapture,
          taps: RUNS - missed,
          missed,
          lost,
          tapAfterPaintMs: median(taps.map((t) => (t.fcp === null ? null : t.tap - t.fcp))),
          firstWorkingTapMs: median(firstWorking),
          liveAfterPaintMs: median(taps.map((t) => (t.fcp === null ? null : t.live - t.fcp))),
          effectAfterTapMs: median(taps.map((t) => (t.effect === null ? null : t.effect - t.tap))),
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function toMarkdown(rows) {
  return [
    '# Taps before hydration (`npm run bench:taps`)',
    '',
    `Measured ${new Date().toISOString()}: ${RUNS} page loads per route and variant, Chromium at ${CPU_SLOWDOWN}× CPU,`,
    "a 1280×900 window (on a phone the listing's filters are in a drawer), the site on this machine",
    '(no network throttling). Each load taps the control',
    'the moment it is on screen, waits until React has hydrated it and a second more, and checks its',
    'effect. "without" serves the start script without its early-event capture in the same run.',
    'Times are medians in ms from the first contentful paint (tap → effect: from the tap).',
    '',
    '| route | control | capture | lost | tap after paint | first working tap after paint | control live after paint | tap → effect |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} (\`${r.path}\`) | ${ROUTES[r.route].control} | ${r.capture ? 'with' : 'without'} | ${r.lost} of ${r.taps}${r.missed ? ` (${r.missed} missed the control)` : ''} | ${r.tapAfterPaintMs} | ${r.firstWorkingTapMs} | ${r.liveAfterPaintMs} | ${r.effectAfterTapMs ?? '–'} |`,
    ),
    '',
  ].join('\n');
}

const rows = await withSite(run);
if (!smoke) fs.writeFileSync(path.join(rootDir, 'bench/results/early-taps.md'), toMarkdown(rows));
const capturedLost = rows.filter((r) => r.capture).reduce((s, r) => s + r.lost, 0);
console.log(`lost with the capture: ${capturedLost}`);
if (capturedLost > 0) process.exitCode = 1;
