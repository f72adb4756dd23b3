import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { test, expect, visit } from '../support/fixtures';
import { E2E_PORT } from '../support/env';
import { buildInto, paths } from '../support/builds';
import { serveDist } from '../support/staticServer';
import { readRuntimeConfig, withRuntimeConfigText } from '../support/runtimeConfig';

/**
 * A team sees its own build of one remote inside the real site (like single-spa's import-map
 * overrides): `?remote-override=finance=<manifest>` loads that build in place of the configured
 * one, remembered by this browser, with a banner naming it and a one-click reset. Only when the
 * runtime config allows it and only for a manifest on its allow-list; otherwise nothing of it loads.
 */
// Clear of the site's own ports (remotes, API, admin listener at PORT+90) and the other specs' servers.
const OVERRIDE_PORT = E2E_PORT + 28;
const manifest = `http://localhost:${OVERRIDE_PORT}/mf-manifest.json`;
const OVERRIDE_BUILD = 'finance-override';
const withOverride = (url: string) => `/emi-calculator?remote-override=${encodeURIComponent(`finance=${url}`)}`;

/**
 * Runs `fn` with the site's config allowing overrides from `allow` (none: the default, off), kept
 * for `maxAgeHours` (absent: the default); the config the site had is back afterwards.
 */
function withAllowList<T>(allow: string[] | null, fn: () => Promise<T>, maxAgeHours?: number): Promise<T> {
  const config = readRuntimeConfig();
  delete config.remoteOverrides;
  if (allow) config.remoteOverrides = { allow, ...(maxAgeHours ? { maxAgeHours } : {}) };
  return withRuntimeConfigText(JSON.stringify(config), fn);
}

const HOUR_S = 3600;
const STORAGE_KEY = 'site.remote-override';
/** What the browser remembers for an override set `agoS` seconds ago: `<set at>:<remote>=<url>`. */
const rememberedText = (agoS: number) => `${Math.floor(Date.now() / 1000) - agoS}:finance=${manifest}`;

/** Puts an override record in this browser's storage and cookie, as the site leaves them. */
async function remember(page: Page, text: string) {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      document.cookie = `remote-override=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
    },
    { key: STORAGE_KEY, value: text },
  );
}

const storedOverride = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
const overrideCookie = (page: Page) => page.evaluate(() => document.cookie.includes('remote-override='));

/** Every request the page makes to the override's server. */
function overrideRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).port === String(OVERRIDE_PORT)) seen.push(r);
  });
  return seen;
}

let overrideDist: string | undefined;
const build = () => (overrideDist ??= buildInto(paths.finance, '/tmp/site-e2e-finance-override', OVERRIDE_BUILD));

test.describe('remote override', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: { close(): Promise<unknown> } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await serveDist(build(), OVERRIDE_PORT);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('when the config allows it, the team’s build replaces the remote, with a banner and a one-click reset', async ({
    page,
    problems,
  }) => {
    await withAllowList(['http://localhost:*'], async () => {
      const requests = overrideRequests(page);
      const answer = page.waitForResponse((r) => r.url().includes('/emi-calculator?remote-override='));
      await visit(page, withOverride(manifest));
      // The policy lets in the override's origin for this page; the browser renders it (the server
      // holds one release of each remote for every visitor).
      const response = await answer;
      expect(response.headers()['content-security-policy']).toContain(`http://localhost:${OVERRIDE_PORT}`);
      expect(await response.text()).not.toContain('id="site-state"');
      // The page depends on the cookie: a cache keeps it apart from everyone else's.
      expect(response.headers()['vary']).toMatch(/\bCookie\b/i);
      const region = page.locator('[data-remote="finance"]');
      await expect(region).toHaveAttribute('data-build', OVERRIDE_BUILD);
      await expect(page.getByRole('heading', { name: 'EMI CALCULATOR' })).toBeVisible();
      expect(requests.some((r) => r.url() === manifest)).toBe(true);
      const banner = page.getByRole('region', { name: 'Remote override' });
      await expect(banner).toContainText(`Remote override: Home-loan calculators (finance) is loaded from ${manifest}`);

      // Remembered: another page, opened without the parameter, still runs the team's build.
      await visit(page, '/check-loan-eligibility');
      await expect(region).toHaveAttribute('data-build', OVERRIDE_BUILD);
      await expect(banner).toBeVisible();
      // Remembered with the time it was set, and the cookie lasts a working day at most.
      expect(await storedOverride(page)).toMatch(/^\d+:finance=/);
      expect((await storedOverride(page))?.endsWith(`:finance=${manifest}`)).toBe(true);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'remote-override');
      const cookieLeftS = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(cookieLeftS).toBeGreaterThan(7 * HOUR_S);
      expect(cookieLeftS).toBeLessThanOrEqual(8 * HOUR_S);

      // One click: forgotten, the configured remote is back, no banner.
      await banner.getByRole('button', { name: 'Reset override' }).click();
      await expect(banner).toHaveCount(0);
      await expect(region).toHaveAttribute('data-build', /^finance-(?!override)/);
      await expect(page).toHaveURL(/\/check-loan-eligibility$/);
      expect(await storedOverride(page)).toBeNull();
      // And the server renders pages again.
      const html = await (await page.request.get('/emi-calculator')).text();
      expect(html).toContain('id="site-state"');
    });
    expect(problems.errors).toEqual([]);
  });

  for (const [label, allow] of [
    ['overrides are switched off', null],
    ['the allow-list no longer has its source', ['http://127.0.0.1:*']],
  ] as const) {
    test(`a remembered override is forgotten on the first page where ${label}, and stays gone after`, async ({
      page,
      problems,
    }) => {
      const region = page.locator('[data-remote="finance"]');
      await withAllowList(['http://localhost:*'], async () => {
        await visit(page, withOverride(manifest));
        await expect(region).toHaveAttribute('data-build', OVERRIDE_BUILD);

        await withAllowList(allow ? [...allow] : null, async () => {
          await visit(page, '/check-loan-eligibility');
          await expect.poll(() => storedOverride(page)).toBeNull();
          await expect.poll(() => overrideCookie(page)).toBe(false);
        });

        // Allowed again: nothing of the old override comes back.
        const requests = overrideRequests(page);
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/emi-calculator');
        await visit(page, '/emi-calculator');
        expect(await (await answer).text()).toContain('id="site-state"');
        await expect(region).toHaveAttribute('data-build', /^finance-(?!override)/);
        await expect(page.getByRole('region', { name: 'Remote override' })).toHaveCount(0);
        expect(await storedOverride(page)).toBeNull();
        expect(requests.map((r) => r.url())).toEqual([]);
      });
      expect(problems.errors).toEqual([]);
    });
  }

  test('a remembered override older than the limit is not applied, and is forgotten', async ({ page, problems }) => {
    const region = page.locator('[data-remote="finance"]');
    const banner = page.getByRole('region', { name: 'Remote override' });
    await withAllowList(['http://localhost:*'], async () => {
      await visit(page, '/');
      // Set an hour ago: still within a working day, applied (server and browser).
      await remember(page, rememberedText(HOUR_S));
      await visit(page, '/emi-calculator');
      await expect(region).toHaveAttribute('data-build', OVERRIDE_BUILD);
      await expect(banner).toBeVisible();

      // Set nine hours ago: the server renders the page as for anyone and the browser forgets it.
      await remember(page, rememberedText(9 * HOUR_S));
      const requests = overrideRequests(page);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/check-loan-eligibility');
      await visit(page, '/check-loan-eligibility');
      const response = await answer;
      expect(await response.text()).toContain('id="site-state"');
      expect(response.headers()['content-security-policy']).not.toContain(`:${OVERRIDE_PORT}`);
      await expect(region).toHaveAttribute('data-build', /^finance-(?!override)/);
      await expect(banner).toHaveCount(0);
      await expect.poll(() => storedOverride(page)).toBeNull();
      expect(await overrideCookie(page)).toBe(false);
      expect(requests.map((r) => r.url())).toEqual([]);
    });

    // The config's own limit counts: half an hour, and the hour-old record is past it.
    await withAllowList(
      ['http://localhost:*'],
      async () => {
        await remember(page, rememberedText(HOUR_S));
        await visit(page, '/emi-calculator');
        await expect(region).toHaveAttribute('data-build', /^finance-(?!override)/);
        await expect(banner).toHaveCount(0);
        await expect.poll(() => storedOverride(page)).toBeNull();
      },
      0.5,
    );
    expect(problems.errors).toEqual([]);
  });

  test.describe('accessibility', () => {
    // axe adds a <style> of its own, which the site's policy blocks (a11y.spec.ts does the same).
    test.use({ bypassCSP: true });
    test('the banner passes axe at 1280 and 375 px and its reset is reachable by keyboard', async ({ page }) => {
      await withAllowList(['http://localhost:*'], async () => {
        for (const viewport of [
          { width: 1280, height: 900 },
          { width: 375, height: 812 },
        ]) {
          await page.setViewportSize(viewport);
          await visit(page, withOverride(manifest));
          const banner = page.getByRole('region', { name: 'Remote override' });
          await expect(banner).toBeVisible();
          const axe = await new AxeBuilder({ page })
            .include('[data-remote-override]')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze();
          expect(axe.violations).toEqual([]);
        }
        const reset = page.getByRole('button', { name: 'Reset override' });
        await reset.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('region', { name: 'Remote override' })).toHaveCount(0);
      });
    });
  });

  for (const [label, allow, url] of [
    ['overrides are off (the default)', null, manifest],
    ['the URL is off the allow-list', ['http://127.0.0.1:*'], manifest],
    ['the URL is not a manifest', ['http://localhost:*'], `http://localhost:${OVERRIDE_PORT}/remoteEntry.js`],
  ] as const) {
    test(`an override is ignored, with nothing of it loaded, when ${label}`, async ({ page, problems }) => {
      await withAllowList(allow ? [...allow] : null, async () => {
        const requests = overrideRequests(page);
        const answer = page.waitForResponse((r) => r.url().includes('/emi-calculator?remote-override='));
        await visit(page, withOverride(url));
        const response = await answer;
        expect(response.headers()['content-security-policy']).not.toContain(`:${OVERRIDE_PORT}`);
        // The server renders the page as for anyone, and the browser hydrates the configured remote.
        expect(await response.text()).toContain('id="site-state"');
        await expect(page.locator('[data-remote="finance"]')).toHaveAttribute('data-build', /^finance-(?!override)/);
        await expect(page.getByRole('region', { name: 'Remote override' })).toHaveCount(0);
        expect(await storedOverride(page)).toBeNull();
        expect(await overrideCookie(page)).toBe(false);
        expect(requests.map((r) => r.url())).toEqual([]);
      });
      expect(problems.errors).toEqual([]);
    });
  }
});
