import { test as base, expect, type Page } from '@playwright/test';
import { recordProblems, type PageProblems } from './problems';

export type { PageProblems, ExpectedProblem, Problem } from './problems';

const MAP_STAND_IN = '<!doctype html><html lang="en"><title>Map</title><p>Map of the office</p></html>';

export const test = base.extend<{ problems: PageProblems }>({
  context: async ({ context }, use) => {
    // The footer and the contact page embed a map from another host. Tests never depend on the
    // internet: a stand-in page answers for it on every page of the test (a lookup that hangs, or
    // a frame that failed, never lets a page go idle).
    await context.route(/^https:\/\/www\.openstreetmap\.org\//, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: MAP_STAND_IN }),
    );
    await use(context);
  },
  // Every test, whether or not it names `problems`: uncaught errors, console errors and failed
  // requests on any of its pages fail it, unless the test declared them (problems.expect).
  problems: [
    async ({ context }, use) => {
      const problems = recordProblems(context);
      await use(problems);
      expect(problems.errors, 'errors on the page that the test did not declare').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until the shell and any remote region on it have settled. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  // The site's header (a screen may have its own <header> inside <main>).
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Scrolls to the end of the page a screen at a time, so everything that loads as the visitor nears
 * it (home fragments, the blog sidebar, the footer map) loads, then back to the top, and waits until
 * no request has been in flight for half a second. (Playwright's 'networkidle' is not used here: it
 * never fires again for a page once a frame was added to it after it first went idle.)
 */
export async function scrollThrough(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(async () => {
      const step = window.innerHeight;
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { timeout: 15_000, intervals: [100] })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
