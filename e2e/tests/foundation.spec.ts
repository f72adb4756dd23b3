import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, visit, DESKTOP, MOBILE, type ExpectedProblem } from '../support/fixtures';
import { E2E_PORT, baseUrl, remotePort } from '../support/env';
import { exactly, failedLoad } from '../support/expectedProblems';
import { fixtureBuild, paths, withBuildInDist } from '../support/builds';
import { serveDist } from '../support/staticServer';
import { readRuntimeConfig, remoteManifest, withRemoteAt, withRuntimeConfigText } from '../support/runtimeConfig';
import { runRelease } from '../support/release';

/**
 * Counts React DOM renderer instances: each copy of react-dom registers itself with the devtools
 * hook when it initialises (production builds too). One copy on the page means exactly one inject.
 */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactInjects: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactInjects = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version?: string }) {
        w.__reactInjects.push(renderer.version ?? 'unknown');
        return w.__reactInjects.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  return () => page.evaluate(() => (window as unknown as { __reactInjects: string[] }).__reactInjects);
}

test.describe('composed site', () => {
  test('React, React DOM and the router load exactly once across the shell and every remote', async ({
    page,
    problems,
  }) => {
    const renderers = await countReactRenderers(page);
    await visit(page, '/');
    await expect(page.locator('[data-remote="listings"]').first()).toBeVisible();
    for (const link of ['About', 'Check Loan Eligibility']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await expect(page.locator('[data-remote]').first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'Residential', exact: false }).first().click();
    await expect(page.locator('[data-remote="listings"]').first()).toBeVisible();
    // Every remote rendered into the shell's one React DOM: one renderer, never a second copy.
    expect(await renderers()).toEqual(['19.3.1']);
    expect(problems.errors).toEqual([]);
  });

  test('a deep link and a reload work on a remote-owned route', async ({ page, problems }) => {
    await visit(page, '/emi-calculator');
    await expect(page.locator('[data-remote="finance"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-remote="finance"]')).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('an unknown path answers 404 (noindex) and shows the fallback screen inside the header and footer', async ({
    page,
    problems,
  }) => {
    const url = `${baseUrl}/no/such/page`;
    // The 404 is on purpose; the browser may report the document's status on the console.
    problems.expect(...failedLoad(exactly(url), 'an unknown page answers 404'));
    const answer = page.waitForResponse(url);
    await visit(page, '/no/such/page');
    expect((await answer).status()).toBe(404);
    expect((await answer).headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found: there is no page at /no/such/page')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('the footer map (a third-party page) loads when the visitor nears the footer, not with the screen', async ({
    page,
    problems,
  }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await visit(page, '/emi-calculator');
      await expect(page.getByRole('heading', { name: 'EMI CALCULATOR' })).toBeVisible();
      const map = page.locator('footer iframe[title^="Map:"]');
      await expect(map).toHaveCount(0);
      await page.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
      await expect(map).toHaveCount(1);
    }
    expect(problems.errors).toEqual([]);
  });

  test('the mobile menu opens, traps focus, closes on Escape, backdrop and choice', async ({ page, problems }) => {
    await page.setViewportSize(MOBILE);
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await page.mouse.click(10, 400); // the backdrop, left of the side panel
    await expect(menu).toBeHidden();
    await burger.click();
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(problems.errors).toEqual([]);
  });

  test('the video tile opens a modal with the video and Escape closes it', async ({ page, problems }) => {
    await page.route(/youtube-nocookie\.com/, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
    );
    await visit(page, '/');
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    const tile = page.getByRole('button', { name: /Play video: Walkthrough/ });
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    await expect(tile).toBeFocused();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('independent deployment', () => {
  test('a remote released with the release script (gated, config switched) goes live and rolls back, the shell neither rebuilt nor restarted', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(300_000);
    const { serverBuild, hydratesBuild } = buildProbes(page, request);
    await visit(page, '/emi-calculator');
    const shellBuild = await hydratedShellBuild(page);
    const before = await serverBuild();
    expect(before).toMatch(/^finance-/);
    // npm start installed the build as a release folder: <build id>-<content hash>.
    const financeManifest = readRuntimeConfig().remotes.finance;
    expect(financeManifest).toMatch(
      new RegExp(`^http://localhost:${remotePort.finance}/releases/${before}-[0-9a-f]{8}/mf-manifest\\.json$`),
    );

    // Whatever happens, the config is as it was for the tests after this one.
    await withRuntimeConfigText(JSON.stringify(readRuntimeConfig()), async () => {
      const release = await runRelease('finance');
      expect(release.code, release.output).toBe(0);
      const buildId = String(release.buildId);
      expect(buildId).toMatch(/^finance-([0-9a-f]{7}|nocommit)(-dirty)?-\d{8}T\d{6}Z$/);
      expect(release.output).toContain('Gate passed');
      test.info().annotations.push({ type: 'release time', description: `${release.seconds} s` });
      // Published at a new address by the remote's own server; the config names it.
      expect(readRuntimeConfig().remotes.finance).toBe(
        `http://localhost:${remotePort.finance}/releases/${buildId}/mf-manifest.json`,
      );
      await expect.poll(serverBuild, { timeout: 5000, intervals: [250] }).toBe(buildId);
      await hydratesBuild(buildId, shellBuild);

      const rollback = await runRelease('finance', ['--rollback']);
      expect(rollback.code, rollback.output).toBe(0);
      test.info().annotations.push({ type: 'rollback time', description: `${rollback.seconds} s` });
      expect(readRuntimeConfig().remotes.finance).toBe(financeManifest);
      await expect.poll(serverBuild, { timeout: 5000, intervals: [250] }).toBe(before);
      await hydratesBuild(before, shellBuild);
      // Nothing more to roll back: the script says so and switches nothing.
      const again = await runRelease('finance', ['--rollback']);
      expect(again.code).not.toBe(0);
      expect(again.output).toContain('no release of finance to roll back');
      expect(readRuntimeConfig().remotes.finance).toBe(financeManifest);
    });
    expect(problems.errors).toEqual([]);
  });

  test('a candidate that fails the release gate (it throws while rendering) is not switched', async ({ problems }) => {
    test.setTimeout(240_000);
    const broken = fixtureBuild('throwing-remote', 'content-broken');
    const before = readRuntimeConfig().remotes.content;
    const run = await runRelease('content', ['--dist', broken]);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('Gate failed');
    // Its home-page fragments already throw on the server: the gate stops there, naming the error.
    expect(run.output).toContain(
      '/: the server logged while rendering: render: This remote build is broken (test fixture)',
    );
    expect(run.output).not.toContain('Switched');
    expect(readRuntimeConfig().remotes.content).toBe(before);
    expect(problems.errors).toEqual([]);
  });

  test('a plain build beside a live site never changes what is live', async ({ page, request, problems }) => {
    test.setTimeout(240_000);
    const { serverBuild } = buildProbes(page, request);
    const live = await serverBuild();
    const liveManifest = remoteManifest('finance');
    const other = fixtureBuild('previous-finance', 'finance-beside');
    // remote-finance/dist now holds another build, as `npm run build -w remote-finance` would leave it.
    await withBuildInDist(paths.finance, other, async () => {
      // The remote's server serves its release folders only, never dist/.
      for (const file of ['mf-manifest.json', 'remoteEntry.js'])
        expect((await request.get(`http://localhost:${remotePort.finance}/${file}`)).status()).toBe(404);
      expect(remoteManifest('finance')).toBe(liveManifest);
      // Across the site server's release checks (every 2 s), its HTML shows the live build.
      for (let check = 0; check < 4; check++) {
        expect(await serverBuild()).toBe(live);
        await page.waitForTimeout(1000);
      }
      // A visitor gets the live build, and a screen whose chunk loads only now comes from it too.
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      await visit(page, '/emi-calculator');
      await expect(page.locator('[data-remote="finance"]')).toHaveAttribute('data-build', live);
      await hydratedShellBuild(page);
      const chunks: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.js')) chunks.push(r.url());
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Loan Eligibility Calculator' }).click();
      await expect(page.getByRole('heading', { name: 'LOAN ELIGIBILITY CALCULATOR' })).toBeVisible();
      await expect(page.getByText(/unavailable right now/)).toHaveCount(0);
      expect(chunks.filter((url) => url.startsWith(new URL('.', liveManifest).href)).length).toBeGreaterThan(0);
      expect(failed).toEqual([]);
    });
    expect(problems.errors).toEqual([]);
  });
});

/** What the server rendered /emi-calculator with, and that the browser hydrates it unchanged. */
function buildProbes(page: Page, request: APIRequestContext) {
  /** The finance build in the site server's HTML of /emi-calculator (raw HTML, no script run). */
  const serverBuild = async () => {
    const html = await (await request.get('/emi-calculator')).text();
    expect(html).toContain('EMI CALCULATOR');
    return /<div data-remote="finance" data-build="([^"]+)"/.exec(html)?.[1] ?? 'none';
  };
  /** The browser hydrates the server's HTML of `build`, the same shell build, no mismatch. */
  const hydratesBuild = async (build: string, shellBuild: string | undefined) => {
    await page.goto('/emi-calculator');
    await expect(page.locator('[data-remote="finance"]')).toHaveAttribute('data-build', build);
    await expect(page.getByRole('heading', { name: 'EMI CALCULATOR' })).toBeVisible();
    expect(await hydratedShellBuild(page)).toBe(shellBuild);
    expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? null)).toBeNull();
  };
  return { serverBuild, hydratesBuild };
}

/** The shell build of the page once the finance region is hydrated (the site's code loads after the page). */
async function hydratedShellBuild(page: Page) {
  await expect(page.locator('[data-remote="finance"][data-interactive]')).toBeVisible();
  return page.evaluate(() => document.documentElement.dataset.shellBuild);
}

/** shared-ui's REMOTE_TIMEOUT_MS: how long the browser waits for a remote's manifest. */
const REMOTE_TIMEOUT_MS = 3500;

test.describe('a failing remote takes down only its own region', () => {
  for (const failure of ['missing', 'hanging'] as const) {
    test(`listings manifest ${failure}: home fragments and a listings route show a message with Retry`, async ({
      page,
      problems,
    }) => {
      const listingsManifest = remoteManifest('listings');
      if (failure === 'missing')
        problems.expect(...failedLoad(exactly(listingsManifest), "the listings remote's manifest is missing (404)"));
      let asked = 0;
      await page.route(listingsManifest, (route) => {
        asked ||= Date.now();
        return failure === 'missing' ? route.fulfill({ status: 404, body: 'not found' }) : new Promise(() => undefined);
      });
      await page.goto('/');
      await expect(page.getByText('Property search is unavailable right now')).toBeVisible({ timeout: 10_000 });
      // The region gives up within the browser's remote budget (shared-ui's REMOTE_TIMEOUT_MS, 3.5 s)
      // after its manifest was asked for: counted from that request, not from navigation, since the
      // site's code starts only after the page's load and first paint, later on a busy machine.
      expect(asked).toBeGreaterThan(0);
      expect(Date.now() - asked).toBeLessThan(REMOTE_TIMEOUT_MS + 1500);
      // Fragments below the fold load (and fail) as the visitor scrolls to them.
      await page.locator('[data-remote-region="listings/LatestListings"]').scrollIntoViewIfNeeded();
      await expect(page.getByText('Latest Listings is unavailable right now')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
      await page.locator('[data-remote-region="content/Testimonials"]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-remote="content"]').first()).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { name: 'ABOUT US' })).toBeVisible();
      await page.goto('/property/noida/all/residential');
      await expect(page.getByText('Property listings is unavailable right now')).toBeVisible({ timeout: 6000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.locator('header')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      // The remote comes back: Retry loads it without a page reload.
      await page.unroute(listingsManifest);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('[data-remote="listings"]')).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  }

  test('a remote that throws while rendering: its route and its home fragments show a message, the rest works', async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    // React and the region's error boundary log the render error; that is all that may appear.
    const renderError: ExpectedProblem = {
      kind: 'console',
      text: /This remote build is broken \(test fixture\)/,
      why: 'the content remote throws while rendering',
    };
    problems.expect(renderError);
    const broken = fixtureBuild('throwing-remote', 'content-broken');
    const server = await serveDist(broken, E2E_PORT + 21);
    try {
      await withRemoteAt('content', `http://localhost:${E2E_PORT + 21}/mf-manifest.json`, async () => {
        await visit(page, '/');
        await page.locator('[data-remote-region="content/Testimonials"]').scrollIntoViewIfNeeded();
        await expect(page.getByText('Client testimonials is unavailable right now')).toBeVisible();
        await page.locator('[data-remote-region="content/NewsFeed"]').scrollIntoViewIfNeeded();
        await expect(page.getByText('Latest News Feeds is unavailable right now')).toBeVisible();
        await expect(page.locator('[data-remote="listings"]').first()).toBeVisible();
        await page.goto('/about');
        await expect(page.getByText('Blog and company pages is unavailable right now')).toBeVisible();
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Check Loan Eligibility' })
          .click();
        await expect(page.locator('[data-remote="finance"]')).toBeVisible();
      });
    } finally {
      await server.close();
    }
    // React reports the caught render error itself; nothing else goes wrong, nothing escapes uncaught.
    expect(problems.matching(renderError).length).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('bad runtime configuration', () => {
  const cases: [string, (body: string) => string | null][] = [
    ['missing', () => null],
    ['malformed', () => '{ "remotes": '],
    [
      'naming an unknown remote',
      (body) =>
        JSON.stringify({
          ...JSON.parse(body),
          remotes: { ...JSON.parse(body).remotes, payments: 'http://localhost:1/mf-manifest.json' },
        }),
    ],
  ];
  for (const [name, mutate] of cases) {
    test(`a config ${name} gives a clear in-page message, never a white screen`, async ({ page, problems }) => {
      const body = mutate(JSON.stringify(readRuntimeConfig()));
      await page.route('**/runtime-config.json', async (route) => {
        if (body === null) return route.fulfill({ status: 404, body: 'missing' });
        return route.fulfill({ status: 200, contentType: 'application/json', body });
      });
      if (body === null)
        problems.expect(
          ...failedLoad(exactly(`${baseUrl}/runtime-config.json`), 'the runtime configuration is missing (404)'),
        );
      // The server cannot render with it either: it sends the static page, whose script reports it.
      await withRuntimeConfigText(body, async () => {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'The site is temporarily unavailable' })).toBeVisible();
        await expect(page.getByText('Configuration problem')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      });
    });
  }
});
