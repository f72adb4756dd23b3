// The release gate: the candidate build of one remote, composed with the site's shell in a preview
// site server that renders with the live config except that remote (the staged config), loaded in
// headless Chromium under the policy that config gives. The browser asks for the real site's
// address (so CORS and the policy are the live ones) and every request to it is answered by the
// preview server. Live visitors see nothing of it: the site server's federation runtime holds one
// release of each remote for all of its pages, so a candidate is never rendered there before the switch.
/* global document, window -- functions passed to page.evaluate run in the page */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createStaticApp } from 'site-server/app';
import { createSiteRenderer } from 'site-server/render/pageRenderer';
import { manifestStyles } from 'site-server/render/remotePreloads';
import { withRemote } from 'site-server/releases/configFile';
import {
  describeStep,
  isAboutExpectedAnswer,
  isExpectedAnswer,
  parseReleaseChecks,
  takeSteps,
} from './releaseChecks.mjs';
import { regionMark, serverHtmlProblems } from './serverHtml.mjs';
import cssScope from '../lint/cssScope.cjs';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
const STAND_IN = '<!doctype html><html lang="en"><title>Stand-in</title><p>Third-party frame</p></html>';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  // The page's document is answered by the preview server through the browser's request
  // interception, which Chromium counts as a public address: its loads from the remotes'
  // local addresses would then be refused as requests into the local network.
  '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults,BlockInsecurePrivateNetworkRequests',
];

/** How far the gate moves the page's clock after its steps: code on a timer runs before the switch. */
const FAST_FORWARD = '01:00';
/** A renderer log line that is an error (a region that threw or a remote that failed to load). */
const RENDER_ERROR = /^(render|remote \S+ (?!live\b))/;

/**
 * @param {object} o
 * @param {string} o.remote        the remote's name
 * @param {string} o.buildId       the candidate's build id (its regions' data-build)
 * @param {string} o.candidateUrl  the candidate's browser manifest
 * @param {object} o.liveConfig    the runtime config as the site serves it now
 * @param {string} o.site          the site's origin
 * @param {string} o.shellDist     the shell build the site serves
 * @param {number} o.previewPort
 * @param {string[]} o.routes      '/' and the remote's representative pages
 * @param {readonly string[]} o.segments  the remote's first path segments (registry)
 * @param {number} o.renderBudgetMs  the longest a server render of a route may take (warm)
 * @param {(line: string) => void} o.log
 * @returns {Promise<string[]>}    every failure found (empty: the candidate may go live)
 */
export async function runGate({
  remote,
  buildId,
  candidateUrl,
  liveConfig,
  site,
  shellDist,
  previewPort,
  routes,
  segments,
  renderBudgetMs,
  log,
}) {
  const staged = withRemote(liveConfig, remote, candidateUrl);
  const failures = [];
  const fail = (line) => {
    failures.push(line);
    log(`  ✗ ${line}`);
  };
  // What the remote declares it does on each screen (its build's release-checks.json).
  const checks = parseReleaseChecks(
    await fetch(new URL('release-checks.json', candidateUrl), { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null),
    segments,
  );
  if (!checks.ok)
    return checks.problems.map((p) => `the build's release-checks.json (src/exposes/release-checks.json): ${p}`);
  // The built style sheets reach nothing outside the remote's own class names.
  const candidateStyles = new Set(manifestStyles(await (await fetch(candidateUrl)).json(), candidateUrl));
  for (const sheet of candidateStyles) {
    const css = await (await fetch(sheet)).text();
    for (const bad of cssScope.unscopedInBuild(css, remote, new URL(sheet).pathname))
      fail(`style sheet ${bad.file}:${bad.line}: "${bad.selector}" reaches outside the remote's own elements`);
  }
  if (failures.length > 0) return failures;
  /** The renderer's log lines since the last route: an error logged while rendering fails the route. */
  let renderLog = [];
  const renderer = await createSiteRenderer({
    shellDist,
    apiUrl: site, // the site forwards /api to its API
    readRuntimeConfig: () => staged,
    log: (line) => {
      renderLog.push(line);
      log(`  preview: ${line}`);
    },
    keptPages: 0, // every request renders: the timing and the log are the candidate's
  });
  if (!renderer) return ['the shell build has no server build (shell/dist/server): rebuild the shell'];
  const preview = await createStaticApp({
    root: shellDist,
    renderer,
    spa: true,
    apiUrl: site,
    allowedOrigins: [],
    readRuntimeConfig: () => staged,
    // Violations show on the page's console, which the gate reads; axe's own would arrive here later.
    onCspReport: () => undefined,
    siteUrl: site,
  });
  await preview.listen({ port: previewPort, host: '127.0.0.1' });
  const previewOrigin = `http://127.0.0.1:${previewPort}`;
  const ourOrigins = new Set([site, previewOrigin, ...Object.values(staged.remotes).map((u) => new URL(u).origin)]);
  if (staged.apiBaseUrl) ourOrigins.add(new URL(staged.apiBaseUrl).origin);
  const candidateMark = regionMark(remote, buildId);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // Server render: each page's HTML, fetched as a crawler would, carries the candidate's regions.
    for (const route of routes) {
      const owned = route !== '/';
      let html = '';
      let status = 0;
      const end = Date.now() + 6000; // the first page may hand its region over while the code loads
      do {
        renderLog = [];
        ({ status, html } = await fetchPage(`${previewOrigin}${route}`));
      } while (
        (owned || html.includes(`data-remote="${remote}"`)) &&
        !candidateMark.test(html) &&
        Date.now() < end &&
        (await pause(300))
      );
      // Warm: the remote's code is loaded, so the time is the render's own.
      let ms = 0;
      if (status < 400 && (!owned || candidateMark.test(html))) {
        renderLog = [];
        const started = Date.now();
        ({ status, html } = await fetchPage(`${previewOrigin}${route}`));
        ms = Date.now() - started;
      }
      const errors = new Set(renderLog.filter((line) => RENDER_ERROR.test(line)));
      if (status >= 400) fail(`${route}: the server answered ${status}`);
      for (const problem of status < 400 ? serverHtmlProblems(html, { remote, buildId, owned }) : [])
        fail(`${route}: the server's HTML: ${problem}`);
      for (const line of errors) fail(`${route}: the server logged while rendering: ${line}`);
      if (ms > renderBudgetMs)
        fail(`${route}: the server render took ${ms} ms (budget ${renderBudgetMs} ms, GATE_RENDER_BUDGET_MS)`);
      if (failures.length === 0)
        log(`  ✓ ${route}: server render ${status} in ${ms} ms${owned ? `, ${remote} ${buildId}` : ''}, title and h1`);
      // The first failure decides: a candidate the server cannot render is not opened in a browser.
      if (failures.length > 0) return failures;
    }

    // Browser: the live address, answered by the preview server, under the policy it sends.
    const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      // The page's clock is the gate's: after the steps it jumps ahead, so code on a timer runs now.
      await context.clock.install();
      const problems = [];
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        try {
          if (url.origin === site) {
            const response = await route.fetch({
              url: `${previewOrigin}${url.pathname}${url.search}`,
              maxRedirects: 0,
            });
            await route.fulfill({ response });
          } else if (!ourOrigins.has(url.origin)) {
            // A third-party frame (the map, a video) is not the candidate's: a stand-in answers it.
            await route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN });
          } else await route.continue();
        } catch {
          /* the page went on (navigation) or closed: nothing to answer */
        }
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => problems.push(`uncaught ${e.name}: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() !== 'error' || isAboutExpectedAnswer(checks.expectedAnswers, site, m.location().url)) return;
        problems.push(`console error: ${m.text().slice(0, 300)}`);
      });
      page.on('requestfailed', (r) => {
        const why = r.failure()?.errorText ?? 'failed';
        if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${why})`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400 && !isExpectedAnswer(checks.expectedAnswers, site, r.url(), r.status()))
          problems.push(`${r.status()} for ${r.url()}`);
      });
      for (const route of routes) {
        const before = problems.length;
        const label = `${route} at ${viewport.width} px`;
        await page.goto(`${site}${route}`, { waitUntil: 'load' });
        await scrollThrough(page);
        const result = await page.evaluate(
          ({ remote, styles }) => {
            const regions = [...document.querySelectorAll(`[data-remote="${remote}"]`)];
            // A sheet the server links from the site's origin names the candidate's address as data-href.
            const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
              (l) => styles.includes(l.href) || styles.includes(l.getAttribute('data-href') ?? ''),
            );
            return {
              regions: regions.length,
              builds: [...new Set(regions.map((r) => r.getAttribute('data-build')))],
              regionSlots: document.querySelectorAll(`[data-remote-region^="${remote}/"]`).length,
              unavailable: [...document.querySelectorAll(`[data-remote-region^="${remote}/"]`)].filter(
                (r) => !r.querySelector(`[data-remote="${remote}"]`),
              ).length,
              hydration: document.documentElement.dataset.hydration ?? null,
              stylesLinked: sheets.length,
              stylesLoaded: sheets.filter((l) => l.sheet !== null).length,
            };
          },
          { remote, styles: [...candidateStyles] },
        );
        const owned = route !== '/';
        if (owned && result.regions === 0) fail(`${label}: no ${remote} region rendered`);
        if (result.builds.some((b) => b !== buildId))
          fail(`${label}: regions of another build (${result.builds.join(', ')})`);
        if (result.unavailable > 0) fail(`${label}: ${result.unavailable} ${remote} region(s) show no content`);
        if (result.hydration)
          fail(`${label}: the server's HTML did not match the browser's render (${result.hydration})`);
        if (result.regions > 0 && candidateStyles.size > 0 && result.stylesLoaded === 0)
          fail(`${label}: the candidate's style sheet is not applied (${result.stylesLinked} linked, none loaded)`);
        // What axe itself does (it adds a style element the policy refuses) is not the candidate's.
        const seen = problems.length;
        if (result.regions > 0) {
          await page.evaluate(axeSource);
          const violations = await page.evaluate(
            async ({ remote, tags }) => {
              const axe = /** @type {any} */ (window).axe;
              const r = await axe.run(
                { include: [[`[data-remote="${remote}"]`]], exclude: [['iframe']] },
                { runOnly: { type: 'tag', values: tags }, iframes: false },
              );
              return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.help}`);
            },
            { remote, tags: WCAG_TAGS },
          );
          for (const v of violations) fail(`${label}: axe ${v}`);
        }
        for (const p of problems.slice(before, seen)) fail(`${label}: ${p}`);
        problems.length = seen;
        const hidden = result.regions > 0 ? await page.evaluate(mainContentProblem, remote) : null;
        if (hidden) fail(`${label}: ${hidden}`);
        // The remote's declared steps (a visitor's first interaction), then a minute of its timers.
        const steps = owned ? (checks.steps[route.split('/')[1]] ?? []) : [];
        const stepFailure = await takeSteps(page, `[data-remote="${remote}"]`, steps);
        if (stepFailure) fail(`${label}: ${stepFailure}`);
        await page.clock.fastForward(FAST_FORWARD);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const after = await page.evaluate(
          (remote) =>
            [...document.querySelectorAll(`[data-remote-region^="${remote}/"]`)].filter(
              (r) => !r.querySelector(`[data-remote="${remote}"]`),
            ).length,
          remote,
        );
        if (after > 0)
          fail(`${label}: after ${steps.length} step(s) and a minute, ${after} ${remote} region(s) show no content`);
        for (const p of problems.slice(seen)) fail(`${label}: after its steps: ${p}`);
        problems.length = seen;
        // As on the server, the first route that fails decides.
        if (failures.length > 0) break;
        log(
          `  ✓ ${label}: ${result.regions} region(s) of ${buildId}, visible, styles applied, axe clean, ${steps.map(describeStep).join(', ') || 'no steps'}, no error`,
        );
      }
      await context.close();
      if (failures.length > 0) break;
    }
  } finally {
    await browser.close();
    renderer.close();
    await preview.close();
  }
  return failures;
}

/** The page's status and HTML, uncompressed. */
async function fetchPage(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, html: await res.text() };
}

/**
 * Runs in the page: why the main content or the remote's region cannot be seen (no size, hidden,
 * or outside the viewport's width), or null.
 */
function mainContentProblem(remote) {
  const seen = (el, what) => {
    if (!el) return `no ${what}`;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return `the ${what} has no size`;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return `the ${what} is hidden`;
    if (box.left < -1 || box.right > window.innerWidth + 1)
      return `the ${what} is wider than the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth} px)`;
    return null;
  };
  return (
    seen(document.querySelector('main'), 'main content') ??
    seen(document.querySelector(`[data-remote="${remote}"]`), `${remote} region`)
  );
}

const pause = (ms) => new Promise((resolve) => setTimeout(() => resolve(true), ms));

/** Scrolls to the end a screen at a time (below-the-fold fragments load), then waits for the network. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Regions still loading show a "Loading" status; give them a moment.
  await page
    .waitForFunction(
      () => ![...document.querySelectorAll('[role="status"]')].some((e) => /^Loading/.test(e.textContent ?? '')),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

export const gatePaths = { shellDist: (root) => path.join(root, 'shell/dist') };
