import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, MOBILE } from '../support/fixtures';
import { forEveryHydratedRoute, readHydration } from '../support/hydrationProbe';

/**
 * Regions below the first screen (another remote's carousel, the EMI schedule, the footer's map)
 * arrive as the visitor scrolls to them. What is already on the screen must not jump when they
 * do: on every route at both widths, scrolling to the bottom with the wheel adds at most 0.01 of
 * layout shift. (Lighthouse does not scroll, so it never sees these.)
 */
const MAX_SHIFT = 0.01;

/** Scrolls down by wheel steps, as a visitor does, until the page's end is on the screen. */
async function wheelToBottom(page: Page) {
  for (let step = 0; step < 120; step++) {
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) break;
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(40);
  }
  // Whatever came near the screen has loaded (a frame to another site may still be loading).
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(1000);
}

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  test(`scrolling every route to its end moves nothing on the screen at ${label}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    await forEveryHydratedRoute(page, request, viewport, async (route) => {
      const before = (await readHydration(page)).shift;
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await wheelToBottom(page);
      const after = await readHydration(page);
      if (after.shift - before > MAX_SHIFT)
        failures.push(
          `${route}: layout shift ${(after.shift - before).toFixed(4)} while scrolling (${after.shifts.join('; ')})`,
        );
    });
    expect(failures).toEqual([]);
  });
}
