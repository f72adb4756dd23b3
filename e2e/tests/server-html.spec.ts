import { HtmlValidate } from 'html-validate';
import { test, expect } from '../support/fixtures';
import { htmlValidateConfig } from '../support/htmlValidate';
import { headFacts, rawPage, seedRoutes } from '../support/serverHtml';
import { everyRoute } from '../support/visitorRoutes';

/**
 * What a search engine or a link preview reads: the server's own HTML of each route, fetched with
 * no browser and no JavaScript, carries the page's title, description, canonical URL, Open Graph
 * title and an h1 with its content; pages that do not exist say so with a 404 and noindex.
 */
test('every route of the spec answers with its own title, description, canonical link, og:title and h1', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  for (const { route, name } of await seedRoutes(request)) {
    const res = await rawPage(request, route);
    expect(res.status, route).toBe(200);
    expect(res.headers['content-type'], route).toContain('text/html');
    const head = await headFacts(page, res.html);
    expect(head.title, `${route}: <title>`).not.toBe('');
    expect(head.description, `${route}: meta description`).not.toBe('');
    expect(head.ogTitle, `${route}: og:title`).not.toBe('');
    expect(head.robots, `${route}: meta robots`).not.toContain('noindex');
    const canonical = new URL(head.canonical || 'invalid:', 'invalid:');
    expect(canonical.protocol, `${route}: canonical ${head.canonical}`).toMatch(/^https?:$/);
    expect(canonical.pathname, `${route}: canonical path`).toBe(route);
    expect(canonical.search, `${route}: canonical carries no query`).toBe('');
    expect(head.h1, `${route}: one h1`).toHaveLength(1);
    expect(head.h1[0], `${route}: h1`).not.toBe('');
    if (name) {
      expect(head.h1[0], `${route}: the h1 is the page's own name`).toBe(name);
      expect(head.title, `${route}: the title names it`).toContain(name);
    }
    titles.set(route, head.title);
  }
  // Each page has its own title. Only the listing screens that show one and the same list may
  // share one: /project-listing is the search listing of the default query (Noida, residential).
  const LISTING = /^\/(search-property\/|project-listing$|property\/[^/]+\/[^/]+\/[^/]+$)/;
  const seen = new Map<string, string>();
  for (const [route, title] of titles) {
    const other = seen.get(title);
    if (other && !(LISTING.test(other) && LISTING.test(route)))
      expect(`${route} has the title of ${other}: ${title}`).toBe('');
    seen.set(title, route);
  }
});

test('unknown pages, property ids and blog slugs answer 404 with noindex', async ({ page, request }) => {
  const list = (await (await request.get('/api/property_list/noida/all/r')).json()) as {
    property_list: { p_location: string; slug: string }[];
  };
  const some = list.property_list[0];
  if (!some) throw new Error('the seed has no listing');
  for (const path of [
    '/no-such-page',
    '/about/us/and/more',
    `/residential/${some.p_location}/${some.slug}/987654321`,
    `/commercial/${some.p_location}/${some.slug}/987654321`,
    '/blog/no-such-post-in-the-seed',
  ]) {
    const res = await rawPage(request, path);
    expect(res.status, path).toBe(404);
    expect(res.headers['content-type'], path).toContain('text/html');
    const head = await headFacts(page, res.html);
    const robots = `${res.headers['x-robots-tag'] ?? ''} ${head.robots}`;
    expect(robots, `${path}: noindex in X-Robots-Tag or meta robots`).toContain('noindex');
    expect(head.canonical, `${path}: a missing page names no canonical URL`).toBe('');
  }
});

test('the HTML validator finds no error in any route', async ({ request }) => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(htmlValidateConfig);
  const failures: string[] = [];
  const routes = [...(await everyRoute(request)), '/no-such-page'];
  for (const route of routes) {
    const { html } = await rawPage(request, route);
    const report = await validator.validateString(html, `${route}.html`);
    for (const result of report.results)
      for (const m of result.messages)
        failures.push(`${route}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  }
  expect(failures).toEqual([]);
});
