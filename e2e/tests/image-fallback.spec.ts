import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, MOBILE } from '../support/fixtures';
import { waitForHydration } from '../support/hydrationProbe';

/**
 * The specification's fallback picture for an image whose file fails (section 8), on pages the
 * server rendered: the files fail from the first request, so most fail before any script runs and
 * their error events are gone when the page hydrates.
 */

const FALLBACK = '/images/property/fallback.svg';
/**
 * Every listing and blog picture but the fallback itself: the SVG files, the seed pictures' raster
 * variants (/images/scenes/…) and uploaded photos' (/api/images/photos/…).
 */
const PICTURE = /\/images\/(property\/(?!fallback\.svg)|blogs\/|scenes\/v\d+\/[^/]+\/|photos\/[\w-]+\/)[^/?]+$/;

async function failPictures(page: Page) {
  await page.route(
    (url) => PICTURE.test(url.pathname),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
}

/**
 * The srcs of the page's listing and blog pictures (main content) the browser has finished with:
 * a lazy picture far below the fold is not asked for yet (and fails, and falls back, once it is).
 */
async function pictureSrcs(page: Page): Promise<string[]> {
  return page.locator('main img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.complete)
      .map((img) => img.getAttribute('src') ?? '')
      .filter((src) => /\/images\/(property|blogs|scenes|photos)\//.test(src)),
  );
}

for (const [label, viewport] of [
  ['desktop (1280 px)', DESKTOP],
  ['mobile (375 px)', MOBILE],
] as const) {
  test.describe(`image fallback at ${label}`, () => {
    test.use({ viewport });

    test.beforeEach(({ problems }) => {
      problems.expect({
        kind: 'console',
        url: (url) => PICTURE.test(new URL(url).pathname),
        why: 'the test makes every listing and blog picture answer 404',
      });
    });

    test('cards, a detail gallery and the blog show the fallback for pictures that failed before hydration', async ({
      page,
      request,
    }) => {
      const list = (await (await request.get('/api/property_list/noida/all/r?page=1&pageSize=1')).json()) as {
        property_list: { p_location: string; slug: string; p_id: number }[];
      };
      const first = list.property_list[0];
      if (!first) throw new Error('the seed has no residential listing');
      const routes = ['/project-listing', `/residential/${first.p_location}/${first.slug}/${first.p_id}`, '/blog'];
      await failPictures(page);
      for (const route of routes) {
        await page.goto(route);
        await waitForHydration(page);
        await expect
          .poll(async () => (await pictureSrcs(page)).filter((src) => src !== FALLBACK), { message: route })
          .toEqual([]);
        expect((await pictureSrcs(page)).length, `${route}: pictures`).toBeGreaterThan(0);
        // From the blog, its first post too.
        const post =
          route === '/blog' ? await page.locator('main a[href^="/blog/"]').first().getAttribute('href') : null;
        if (post) routes.push(post);
      }
    });
  });
}
