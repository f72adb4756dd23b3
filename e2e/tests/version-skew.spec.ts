import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { REMOTE_CONTRACT_VERSION } from 'contracts/registry';
import { test, expect } from '../support/fixtures';
import { E2E_PORT, baseUrl } from '../support/env';
import { fixtureBuild, paths } from '../support/builds';
import { serveDist } from '../support/staticServer';
import { withRemoteAt } from '../support/runtimeConfig';

/**
 * Version skew: a remote's release and the shell meet in every combination a deployment can give.
 * Each pair either works fully or shows the region's message naming the remote and both versions,
 * in the server's HTML and in the browser alike; never a blank, unstyled or crashing page.
 *
 * The previous release is a fixture built from checked-in source (e2e/fixtures/previous-finance,
 * made once per run). A build's declaration lives only in its two manifests (metaData.site), so
 * the other releases are copies whose manifests declare something else: an older contract major,
 * nothing at all (a build from before versions), and today's finance build as a shell that is one
 * release behind sees it (it needs a newer shared-ui, or the next contract major).
 */

const SKEW_PORT = E2E_PORT + 26;
const skewOrigin = `http://localhost:${SKEW_PORT}`;
const skewRoot = `/tmp/site-e2e-skew-${E2E_PORT}`;
const TITLE = 'Home-loan calculators is unavailable right now';
const MESSAGE = 'This part of the site could not be loaded. The rest of the site still works.';
const PREVIOUS_HEADING = 'Home-loan calculators, previous release';
const major = Number(REMOTE_CONTRACT_VERSION.split('.')[0]);
const needs = `this site needs contract ${major}.x (${REMOTE_CONTRACT_VERSION})`;

interface Site {
  contract: string;
  requires: Record<string, string>;
  buildId: string;
}
type Manifest = { metaData: { site?: Site } };

const readManifest = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

/** The shell's shared-ui version: the last one recorded (apiVersions.test.ts holds it equal to SHARED_UI_VERSION). */
function siteSharedUiVersion(): string {
  const file = path.join(paths.root, 'shared-ui/api-versions.json');
  const { versions } = JSON.parse(fs.readFileSync(file, 'utf8')) as { versions: Record<string, unknown> };
  const last = Object.keys(versions).at(-1);
  if (!last) throw new Error(`${file} records no version`);
  return last;
}

/** Copies a build (without its source maps) and rewrites what both of its manifests declare. */
function variant(from: string, name: string, declare: (site: Site) => Site | undefined): string {
  const dir = path.join(skewRoot, name);
  fs.cpSync(from, dir, { recursive: true, filter: (src) => !src.endsWith('.map') });
  for (const file of [path.join(dir, 'mf-manifest.json'), path.join(dir, 'server/mf-manifest.json')]) {
    const manifest = readManifest(file);
    const site = manifest.metaData.site && declare(structuredClone(manifest.metaData.site));
    if (site) manifest.metaData.site = site;
    else delete manifest.metaData.site;
    const text = JSON.stringify(manifest, null, 2);
    fs.writeFileSync(file, text);
    // The servers send a build's precompressed copies when they exist: they must say the same.
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  }
  return name;
}

interface Release {
  /** The matrix cell, as the closing note names it. */
  cell: string;
  folder: string;
  /** What the visitor sees: the release's screen, or the region's message with this line. */
  expect: { screen: string; build: string } | { detail: string };
}

let releases: Release[] = [];
let server: { close(): Promise<unknown> } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const previous = fixtureBuild('previous-finance', 'finance-previous');
  const current = path.join(paths.root, 'remote-finance/dist');
  const currentSite = readManifest(path.join(current, 'mf-manifest.json')).metaData.site;
  if (!currentSite) throw new Error('the current finance build declares no versions: build it first');
  // A remote declares what its code uses, which may be below the site's copy: "a newer shared-ui"
  // is one minor above the site's own version (the last one recorded, SHARED_UI_VERSION).
  const siteUi = siteSharedUiVersion();
  const [uiMajor, uiMinor] = siteUi.split('.').map(Number);
  const newerUi = `^${uiMajor}.${(uiMinor ?? 0) + 1}.0`;
  fs.rmSync(skewRoot, { recursive: true, force: true });
  releases = [
    {
      cell: 'current shell × previous remote release (same contract major)',
      folder: variant(previous, 'previous', (site) => site),
      expect: { screen: PREVIOUS_HEADING, build: 'finance-previous' },
    },
    {
      cell: 'current shell × previous remote release of an older contract major',
      folder: variant(previous, 'older-contract', (site) => ({ ...site, contract: `${major - 1}.4.0` })),
      expect: { detail: `finance build finance-previous implements contract ${major - 1}.4.0; ${needs}` },
    },
    {
      cell: 'current shell × remote built before versions were declared (e.g. 3fa531f)',
      folder: variant(previous, 'undeclared', () => undefined),
      expect: { detail: `finance (build unknown) declares no contract version; ${needs}` },
    },
    {
      cell: 'previous shell (an older shared-ui) × current remote',
      folder: variant(current, 'needs-newer-shared-ui', (site) => ({
        ...site,
        requires: { ...site.requires, 'shared-ui': newerUi },
      })),
      expect: {
        detail: `finance build ${currentSite.buildId} needs shared-ui ${newerUi}; this site has shared-ui ${siteUi}`,
      },
    },
    {
      cell: 'previous shell (an older contract major) × current remote',
      folder: variant(current, 'newer-contract', (site) => ({ ...site, contract: `${major + 1}.0.0` })),
      expect: {
        detail: `finance build ${currentSite.buildId} implements contract ${major + 1}.0.0; this site supports contract ${major}.x (${REMOTE_CONTRACT_VERSION})`,
      },
    },
  ];
  // One origin serves every release, each in its own folder (the static server wants a page at its root).
  fs.writeFileSync(path.join(skewRoot, 'index.html'), '<!doctype html><title>Releases</title>');
  server = await serveDist(skewRoot, SKEW_PORT);
});

test.afterAll(async () => {
  await server?.close();
});

/** The server's own HTML of the EMI page (no script run), once it renders with the release just configured. */
async function serverHtml(request: APIRequestContext, shows: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/emi-calculator', { headers: { accept: 'text/html' } });
        expect(res.status()).toBe(200);
        html = await res.text();
        return html.includes(shows);
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true);
  return html;
}

/** The shell around the region: header, navigation and footer in the server's HTML. */
function expectShell(html: string) {
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toContain('aria-label="Main"');
  expect(html).toMatch(/<footer[\s>][\s\S]*Quick Links[\s\S]*<\/footer>/);
}

async function expectCleanHydration(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? null)).toBeNull();
}

test('the current shell with the current remote: the page works (the matrix’s baseline)', async ({ page, request }) => {
  const html = await serverHtml(request, 'EMI CALCULATOR');
  expectShell(html);
  await page.goto('/emi-calculator');
  await expect(page.getByRole('heading', { name: 'EMI CALCULATOR' })).toBeVisible();
  await expect(page.locator('[data-remote="finance"][data-interactive]')).toBeVisible();
  await expectCleanHydration(page);
});

for (const index of [0, 1, 2, 3, 4]) {
  test(`release ${index + 1} of the skew matrix: it works fully or shows the region's message, on the server and in the browser`, async ({
    page,
    request,
    browser,
  }) => {
    const release = releases[index]!;
    test.info().annotations.push({ type: 'cell', description: release.cell });
    const manifestUrl = `${skewOrigin}/${release.folder}/mf-manifest.json`;
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    /** Whether a finance container ran on the page (its remoteEntry.js sets the global it is named by). */
    const containerRan = () => page.evaluate(() => 'finance' in window);

    await withRemoteAt('finance', manifestUrl, async () => {
      if ('screen' in release.expect) {
        const { screen, build } = release.expect;
        // Works fully: the release's own screen in the server's HTML, styled and hydrated in the browser.
        const html = await serverHtml(request, screen);
        expectShell(html);
        expect(html).toContain(`data-build="${build}"`);
        expect(html).not.toContain(TITLE);
        await page.goto('/emi-calculator');
        const heading = page.getByRole('heading', { name: screen });
        await expect(heading).toBeVisible();
        // Its own style sheet applies under the site's policy (not an unstyled page).
        await expect(heading).toHaveCSS('color', 'rgb(154, 52, 18)');
        await expect(page.locator('footer')).toBeVisible();
        // The server's HTML shows it before any script: wait for the browser to load and hydrate it.
        await expect.poll(containerRan).toBe(true);
        await expectCleanHydration(page);
        return;
      }
      const { detail } = release.expect;
      // Incompatible: the server's HTML shows the region's message itself (nothing for the browser
      // to take over), with the shell around it and none of the remote's markup.
      const html = await serverHtml(request, detail);
      expectShell(html);
      expect(html).toContain(TITLE);
      expect(html).not.toContain('data-remote="finance"');
      expect(html).not.toContain('site-region-fallback');

      await page.goto('/emi-calculator');
      const region = page.locator('[data-remote-region="finance"]');
      const alert = region.getByRole('alert');
      await expect(alert).toContainText(TITLE);
      await expect(alert).toContainText(MESSAGE);
      await expect(alert).toContainText(detail);
      await expect(region.getByRole('button', { name: 'Retry' })).toBeVisible();
      // Styled by the site (the message box's own background), the rest of the page intact.
      await expect(alert).toHaveCSS('background-color', 'rgb(254, 226, 226)');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      // The browser read the manifest and refused the release once (logged once); its code never ran
      // (the server may have preloaded its files), and the server's message hydrated as it is.
      await expect.poll(() => warnings.filter((w) => w.includes('Not loading the remote finance')).length).toBe(1);
      expect(await containerRan()).toBe(false);
      await expectCleanHydration(page);
      if (index === 1) {
        // axe adds a <style> of its own, which the site's policy blocks: it checks the region in a
        // page of its own without the policy (the policy itself is csp.spec.ts's).
        const context = await browser.newContext({ bypassCSP: true, baseURL: baseUrl });
        try {
          const axePage = await context.newPage();
          await axePage.goto('/emi-calculator');
          await expect(axePage.getByRole('alert')).toContainText(detail);
          const { violations } = await new AxeBuilder({ page: axePage })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .include('[data-remote-region="finance"]')
            .analyze();
          expect(violations.map((v) => v.id)).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
  });
}
