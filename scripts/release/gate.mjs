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
import { createSiteRenderer } from '../server/pageRenderer.mjs';
import { createStaticApp } from '../server/staticApp.mjs';
import { manifestStyles } from '../server/remotePreloads.mjs';
import { withRemote } from './configFile.mjs';

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

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  log,
}) {
  const staged = withRemote(liveConfig, remote, candidateUrl);
  const failures = [];
  const fail = (line) => {
    failures.push(line);
    log(`  ✗ ${line}`);
  };
  const renderer = await createSiteRenderer({
    shellDist,
    apiUrl: site, // the site forwards /api to its API
    readRuntimeConfig: () => staged,
    log: (line) => log(`  preview: ${line}`),
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
  const regionMark = new RegExp(`data-remote="${escapeRe(remote)}" data-build="${escapeRe(buildId)}"`);
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
        const res = await fetch(`${previewOrigin}${route}`, { headers: { 'accept-encoding': 'identity' } });
        status = res.status;
        html = await res.text();
      } while (
        (owned || html.includes(`data-remote="${remote}"`)) &&
        !regionMark.test(html) &&
        Date.now() < end &&
        (await pause(300))
      );
      if (status >= 400) fail(`${route}: the server answered ${status}`);
      else if (owned && !regionMark.test(html))
        fail(`${route}: the server's HTML has no ${remote} region of build ${buildId}`);
      else log(`  ✓ ${route}: server render ${status}${owned ? `, ${remote} ${buildId}` : ''}`);
      // The first failure decides: a candidate the server cannot render is not opened in a browser.
      if (failures.length > 0) return failures;
    }

    // Browser: the live address, answered by the preview server, under the policy it sends.
    const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const candidateStyles = new Set(manifestStyles(await (await fetch(candidateUrl)).json(), candidateUrl));
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
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
        if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 300)}`);
      });
      page.on('requestfailed', (r) => {
        const why = r.failure()?.errorText ?? 'failed';
        if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${why})`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.status()} for ${r.url()}`);
      });
      for (const route of routes) {
        const before = problems.length;
        const label = `${route} at ${viewport.width} px`;
        await page.goto(`${site}${route}`, { waitUntil: 'load' });
        await scrollThrough(page);
        const result = await page.evaluate(
          ({ remote, styles }) => {
            const regions = [...document.querySelectorAll(`[data-remote="${remote}"]`)];
            const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((l) =>
              styles.includes(l.href),
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
        if (seen === before && failures.length === 0)
          log(`  ✓ ${label}: ${result.regions} region(s) of ${buildId}, styles applied, axe clean, no console error`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    renderer.close();
    await preview.close();
  }
  return failures;
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
