import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { waitForHydration } from '../support/hydrationProbe';
import { seedRoutes } from '../support/serverHtml';

/**
 * Data once: the server fetched each screen's data and sent it with the HTML, so the browser,
 * loading the page with JavaScript, asks the API for none of what the HTML already shows.
 */
async function pages(request: APIRequestContext) {
  const routes = (await seedRoutes(request)).map((r) => r.route);
  const find = (prefix: string) => {
    const route = routes.find((r) => r.startsWith(prefix));
    if (!route) throw new Error(`no ${prefix} route in the seed`);
    return route;
  };
  return [
    { route: find('/residential/'), shown: /\/api\/property-detail\// },
    { route: find('/commercial/'), shown: /\/api\/property-detail\// },
    { route: '/blog', shown: /\/api\/get-blogs(\?|$)/ },
    { route: find('/blog/'), shown: /\/api\/get-blogdata\// },
    { route: '/property/noida/all/residential', shown: /\/api\/(property-category|property_list)\// },
    { route: '/property/best-property', shown: /\/api\/residential-property\// },
  ];
}

test('a property page, the blog and the listings make no API call for data their HTML shows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const { route, shown } of await pages(request)) {
    const calls: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    };
    page.on('request', onRequest);
    await page.goto(route);
    await waitForHydration(page);
    page.off('request', onRequest);
    const again = calls.filter((c) => shown.test(c));
    if (again.length)
      failures.push(`${route} asked the API again for ${again.join(', ')} (all calls: ${calls.join(', ')})`);
  }
  expect(failures).toEqual([]);
});
