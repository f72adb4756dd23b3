import { test, expect, DESKTOP, MOBILE } from '../support/fixtures';
import { forEveryHydratedRoute, readHydration } from '../support/hydrationProbe';

/**
 * The browser adopts the server's HTML as it is: on every route at both widths, React hydrates
 * the server's nodes (no hydration error or warning, which the problems fixture fails on as a
 * console error, and no node replaced), and nothing moves between the server's HTML and the
 * hydrated page (layout shift at most 0.01).
 */
const MAX_SHIFT = 0.01;

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  test(`every route hydrates the server's HTML without a mismatch or a layout shift at ${label}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    await forEveryHydratedRoute(page, request, viewport, async (route) => {
      const r = await readHydration(page);
      if (r.recovered) failures.push(`${route}: the shell reported a recoverable hydration error`);
      if (r.replaced.length) failures.push(`${route}: server nodes replaced in the browser: ${r.replaced.join('; ')}`);
      if (r.shift > MAX_SHIFT) failures.push(`${route}: layout shift ${r.shift.toFixed(4)} (${r.shifts.join('; ')})`);
    });
    expect(failures).toEqual([]);
  });
}
