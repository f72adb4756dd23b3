import fs from 'node:fs';
import { test, expect, visit } from '../support/fixtures';
import { runtimeConfigFile } from '../support/env';
import { fixtureBuild } from '../support/builds';
import { remoteBase, remoteManifest } from '../support/runtimeConfig';
import { runRelease } from '../support/release';

/**
 * Releases are immutable folders: a page opened before a release keeps loading the chunks of the
 * build it started with, as the previous releases' folders (RELEASES_KEPT, default 3) stay served
 * after the switch.
 */

const historyFile = runtimeConfigFile.replace(/\.json$/, '.releases.json');
const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

test('an open page keeps working across two releases', async ({ page, problems }) => {
  test.setTimeout(480_000);
  // Two builds of the fixture under two build ids: two releases of finance.
  const builds = ['finance-next-1', 'finance-next-2'].map((id) => ({ id, dir: fixtureBuild('previous-finance', id) }));
  const saved = { config: readText(runtimeConfigFile), history: readText(historyFile) };
  const installed = remoteManifest('finance');

  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await visit(page, '/emi-calculator');
  await expect(page.locator('[data-remote="finance"][data-interactive]')).toBeVisible();
  const openBuild = await page.locator('[data-remote="finance"]').getAttribute('data-build');
  let released = 0;
  try {
    for (const build of builds) {
      const run = await runRelease('finance', ['--dist', build.dir]);
      expect(run.code, run.output).toBe(0);
      expect(run.buildId).toBe(build.id);
      // The gate composed the candidate with the shell the site serves (npm start recorded it).
      expect(run.output).not.toContain('older start script');
      released += 1;
    }
    expect(remoteManifest('finance')).toContain('/releases/finance-next-2-');

    // The open page still runs the build it started with: a screen whose chunk it never loaded
    // comes from that build's folder, two releases later.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Loan Eligibility Calculator' }).click();
    await expect(page).toHaveURL(/\/eligibility-check$/);
    await expect(page.getByRole('heading', { name: 'LOAN ELIGIBILITY CALCULATOR' })).toBeVisible();
    await expect(page.locator('[data-remote="finance"]')).toHaveAttribute('data-build', String(openBuild));
    await expect(page.getByText(/unavailable right now/)).toHaveCount(0);
    expect(scripts.filter((url) => url.startsWith(new URL('.', installed).href)).length).toBeGreaterThan(0);
    expect(failed).toEqual([]);

    // A page opened now gets the live release.
    await visit(page, '/eligibility-check');
    await expect(page.locator('[data-remote="finance"]')).toHaveAttribute('data-build', 'finance-next-2');
    expect(remoteBase('finance')).not.toBe(new URL('.', installed).href);

    // Both releases roll back: later tests see the original finance.
    for (; released > 0; released -= 1) {
      const rollback = await runRelease('finance', ['--rollback']);
      expect(rollback.code, rollback.output).toBe(0);
    }
    expect(remoteManifest('finance')).toBe(installed);
  } finally {
    // Whatever failed above, the config and its history are as they were.
    if (released > 0) {
      if (saved.config !== null) fs.writeFileSync(runtimeConfigFile, saved.config);
      if (saved.history === null) fs.rmSync(historyFile, { force: true });
      else fs.writeFileSync(historyFile, saved.history);
    }
  }
  expect(problems.errors).toEqual([]);
});
