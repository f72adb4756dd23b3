import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, type ExpectedProblem } from '../support/fixtures';
import { E2E_PORT } from '../support/env';
import { failedLoad, siteLogsFailedCall } from '../support/expectedProblems';
import { fixtureBuild, paths } from '../support/builds';
import { serveDist } from '../support/staticServer';
import { remoteBase, withRemoteAt } from '../support/runtimeConfig';
import { routeTable } from '../support/routes';
import { standInRemote } from '../support/remoteStandIn';

/**
 * The site server renders every page from the shell's and the remotes' server builds. A remote or
 * an API that fails on the server must cost only its region or its data: the page still answers,
 * with the header and footer, and the browser takes over what the server could not render.
 */

/** The digest the site server gives a region it hands to the browser (shared-ui's SERVER_FALLBACK_DIGEST). */
const SERVER_FALLBACK_DIGEST = 'site-region-fallback';

/** The server's own answer for a path, as a crawler gets it: status, the whole HTML and how long it took. */
async function serverPage(request: APIRequestContext, url: string) {
  const started = Date.now();
  const res = await request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 0, timeout: 20_000 });
  const html = await res.text();
  return { status: res.status(), html, ms: Date.now() - started };
}

/** The page's shell: header (with the main navigation) and footer are in the HTML. */
function expectShell(html: string) {
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toContain('aria-label="Main"');
  expect(html).toMatch(/<footer[\s>][\s\S]*Quick Links[\s\S]*<\/footer>/);
  expect(html).toMatch(/<\/body><\/html>$/);
}

/** `remote`'s region is in the HTML as the fallback the browser renders, with none of the remote's own markup. */
function expectHandedToBrowser(html: string, region: string, remote: string) {
  expect(html).toContain(`data-remote-region="${region}"`);
  expect(html).toContain(SERVER_FALLBACK_DIGEST);
  expect(html).not.toContain(`data-remote="${remote}"`);
}

/** The page hydrated the server's HTML without React having to throw it away. */
async function expectCleanHydration(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? null)).toBeNull();
}

test.describe('a remote failing on the server: the page answers, the browser renders the region', () => {
  test('its server build missing (404): 200 with the shell and the region fallback, then the browser renders it', async ({
    page,
    request,
  }) => {
    const standIn = await standInRemote(E2E_PORT + 22, remoteBase('listings'), 'missing');
    try {
      await withRemoteAt('listings', standIn.manifestUrl, async () => {
        const list = await serverPage(request, '/property/noida/all/residential');
        expect(list.status).toBe(200);
        expectShell(list.html);
        expectHandedToBrowser(list.html, 'listings', 'listings');
        // The home page: the search form (listings, first paint) falls back, the rest is there.
        const home = await serverPage(request, '/');
        expect(home.status).toBe(200);
        expectShell(home.html);
        expectHandedToBrowser(home.html, 'listings/SearchForm', 'listings');
        expect(home.html).toContain('Browse by Category');

        await page.goto('/property/noida/all/residential');
        const region = page.locator('[data-remote="listings"]');
        await expect(region).toBeVisible();
        await expect(region.getByText(/\d+ property found/)).toBeVisible();
        await expectCleanHydration(page);
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Search' }).first()).toBeVisible();
        await expectCleanHydration(page);
      });
      // Put back, the server renders the region again within a release check.
      await expect
        .poll(async () => (await serverPage(request, '/property/noida/all/residential')).html, { timeout: 10_000 })
        .toContain('data-remote="listings"');
    } finally {
      await standIn.close();
    }
  });

  test('its server manifest hanging: 200 with the shell within 2 s, then the browser renders the region', async ({
    page,
    request,
  }) => {
    const standIn = await standInRemote(E2E_PORT + 23, remoteBase('finance'), 'hanging');
    try {
      await withRemoteAt('finance', standIn.manifestUrl, async () => {
        // The first page after the switch waits for the release check (at most 0.8 s), later ones not.
        for (let i = 0; i < 3; i++) {
          const emi = await serverPage(request, '/emi-calculator');
          expect(emi.status).toBe(200);
          expect(emi.ms).toBeLessThan(2000);
          expectShell(emi.html);
          expectHandedToBrowser(emi.html, 'finance', 'finance');
        }
        // The other remotes' pages do not wait for it.
        const about = await serverPage(request, '/about');
        expect(about.status).toBe(200);
        expect(about.ms).toBeLessThan(2000);
        expect(about.html).toContain('data-remote="content"');

        await page.goto('/emi-calculator');
        await expect(page.getByRole('heading', { name: 'EMI CALCULATOR' })).toBeVisible();
        await expect(page.locator('[data-remote="finance"]')).toBeVisible();
        await expectCleanHydration(page);
      });
    } finally {
      await standIn.close();
    }
  });

  test('a remote that throws on the server only: 200, the page intact, the browser renders the region', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A stand-in for the finance remote whose screen throws on the server only.
    const dist = fixtureBuild('server-throwing-remote', 'finance-server-throws');
    const server = await serveDist(dist, E2E_PORT + 24);
    try {
      await withRemoteAt('finance', `http://localhost:${E2E_PORT + 24}/mf-manifest.json`, async () => {
        const emi = await serverPage(request, '/emi-calculator');
        expect(emi.status).toBe(200);
        expectShell(emi.html);
        expectHandedToBrowser(emi.html, 'finance', 'finance');
        expect(emi.html).not.toContain('This remote fails on the server');

        await page.goto('/emi-calculator');
        const region = page.locator('[data-remote="finance"][data-build="finance-server-throws"]');
        await expect(region.getByRole('heading', { name: 'Rendered by the browser' })).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        await expectCleanHydration(page);
      });
    } finally {
      await server.close();
    }
  });

  test('a remote that throws everywhere: 200, the rest of the page intact, the browser tries and shows Retry', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(180_000);
    const renderError: ExpectedProblem = {
      kind: 'console',
      text: /This remote build is broken \(test fixture\)/,
      why: 'the content remote throws while rendering, in the browser too',
    };
    problems.expect(renderError);
    const dist = fixtureBuild('throwing-remote', 'content-broken');
    const server = await serveDist(dist, E2E_PORT + 21);
    try {
      await withRemoteAt('content', `http://localhost:${E2E_PORT + 21}/mf-manifest.json`, async () => {
        const about = await serverPage(request, '/about');
        expect(about.status).toBe(200);
        expectShell(about.html);
        expectHandedToBrowser(about.html, 'content', 'content');
        // Another remote's page is untouched.
        const emi = await serverPage(request, '/emi-calculator');
        expect(emi.html).toContain('EMI CALCULATOR');

        await page.goto('/about');
        await expect(page.getByText('Blog and company pages is unavailable right now')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        await expectCleanHydration(page);
      });
    } finally {
      await server.close();
    }
    expect(problems.matching(renderError).length).toBeGreaterThan(0);
  });
});

/** A second composed site (`npm start` without its API) on its own ports, with the API down or hanging. */
async function siteWithoutApi(port: number, api: 'down' | 'slow') {
  const hung = new Set<http.ServerResponse>();
  const apiStandIn =
    api === 'slow'
      ? http.createServer((_req, res) => {
          hung.add(res); // never answers
        })
      : null;
  if (apiStandIn) await new Promise<void>((resolve) => apiStandIn.listen(port + 10, '127.0.0.1', resolve));
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--conditions=compiled', 'site-server/dist/start/main.js'], {
    cwd: paths.root,
    env: {
      ...process.env,
      PORT: String(port),
      NO_API: '1',
      RUNTIME_CONFIG_FILE: path.join('/tmp', `site-e2e-${port}-runtime-config.json`),
      RUNTIME_CONFIG_RESET: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => logs.push(String(d)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start: ${logs.join('')}`)), 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (String(d).includes('The site is at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the site stopped (${code}): ${logs.join('')}`)));
  });
  return {
    url: `http://localhost:${port}`,
    logs,
    alive: () => child.exitCode === null && child.signalCode === null,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      for (const res of hung) res.destroy();
      apiStandIn?.closeAllConnections();
      await new Promise((resolve) => (apiStandIn ? apiStandIn.close(resolve) : resolve(undefined)));
    },
  };
}

test.describe('the API down or slow: the server answers every page with its message, never a 5xx', () => {
  const LIST_PAGES = [
    '/blog',
    '/project-listing',
    '/property/noida/all/residential',
    '/property/best-property',
    '/search-property/r/noida/all/all',
  ];
  /**
   * With the API hanging, a screen's call times out at 3.5 s, past a page render's budget
   * (SITE_RENDER_BUDGET_MS, 3 s): the server may hand the region to the browser instead of
   * streaming the message (and these screens' later calls start only after that timeout); the
   * browser then shows it.
   */
  const SLOW_HANDED_OVER = [...LIST_PAGES];
  const SAYS = { down: /could not reach the server/i, slow: /taking too long/i } as const;

  for (const api of ['down', 'slow'] as const) {
    test(`API ${api}`, async ({ page, request, problems }) => {
      test.setTimeout(120_000);
      // Slugs and ids from the running site's API, for the detail pages of the second site.
      const details = (await routeTable(request)).filter((p) => /^\/(blog|residential|commercial)\/./.test(p));
      const site = await siteWithoutApi(E2E_PORT + 50, api);
      try {
        const pages = await Promise.all(
          [...LIST_PAGES, ...details, '/', '/emi-calculator'].map(async (p) => ({
            path: p,
            ...(await serverPage(request, `${site.url}${p}`)),
          })),
        );
        for (const { path: p, status, html, ms } of pages) {
          expect(status, `${p} status`).toBeLessThan(500);
          if (LIST_PAGES.includes(p)) expect(status, `${p} status`).toBe(200);
          expectShell(html);
          // Within the API's timeout (3.5 s) and the server's last word on a region (4 s).
          expect(ms, `${p} time`).toBeLessThan(6000);
          if (!LIST_PAGES.includes(p) && !details.includes(p)) continue;
          if (api === 'slow' && (SLOW_HANDED_OVER.includes(p) || details.includes(p))) {
            expect(html, `${p}: its message, or its region handed to the browser`).toMatch(
              new RegExp(`${SAYS[api].source}|${SERVER_FALLBACK_DIGEST}`, 'i'),
            );
            continue;
          }
          // The screen's own message (and Retry), in the HTML: the API's failure did reach the screen.
          expect(html, `${p}: the screen's message`).toMatch(SAYS[api]);
          expect(html, `${p}: its Retry`).toMatch(/<button[^>]*>Retry<\/button>/);
        }

        // The browser hydrates the pages (the server's message, as sent) and keeps a message with
        // Retry: list pages, and the detail pages whose calls start beside their screen.
        problems.expect(...apiFailures(site.url, api));
        for (const p of ['/property/best-property', '/project-listing', '/blog', ...details]) {
          await page.goto(`${site.url}${p}`);
          const alert = page
            .locator('main')
            .getByRole('alert')
            .filter({ has: page.getByRole('button', { name: 'Retry' }) });
          await expect(alert.first()).toBeVisible({ timeout: 8000 });
          await expect(page.locator('footer')).toBeVisible();
          await expectCleanHydration(page);
        }
        await page.goto('about:blank');

        // The site server is still up and still answers.
        expect(site.alive()).toBe(true);
        expect((await serverPage(request, `${site.url}/emi-calculator`)).status).toBe(200);
      } finally {
        await site.close();
      }
    });
  }
});

/** What the browser reports on a site whose API is down or hanging (declared, so nothing else passes). */
function apiFailures(siteUrl: string, api: 'down' | 'slow'): ExpectedProblem[] {
  return [
    ...failedLoad(new RegExp(`^${siteUrl}/api/`), `the API is ${api}`, { network: true }),
    siteLogsFailedCall('(?:FETCH_ERROR|TIMEOUT_ERROR|50[234])', `each screen logs its failed API calls (${api})`),
  ];
}
