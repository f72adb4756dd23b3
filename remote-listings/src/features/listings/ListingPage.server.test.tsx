/**
 * @jest-environment node
 */
import { Provider } from 'react-redux';
import { prerenderToNodeStream } from 'react-dom/static';
import { createServerPage, ServerPageContext } from 'shared-ui';
import { Route, Routes, StaticRouter } from 'shared-ui/router';
import { mockApi } from 'shared-ui/testing';
import { listingsApi } from '../../api/listingsApi';
import { makeStore } from '../../store/makeStore';
import { useTestApiHost } from '../../test/testConfig';
import { citiesRoute, listRoute, locationsRoute } from '../../test/api';
import { listAnswer, listItems } from './listingFixtures';
import ListingPage from './ListingPage';

const api = mockApi();
const stores: ReturnType<typeof makeStore>[] = [];
const TOTAL = 30;

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** The screen as the site server renders it: it waits (Suspense) for its data, then the HTML. */
async function serverRender(path: string, seen?: { status: number; redirect?: string | null }) {
  const page = createServerPage(new URL(path, 'https://www.example.in'));
  const store = makeStore();
  stores.push(store);
  const { prelude } = await prerenderToNodeStream(
    <ServerPageContext.Provider value={page}>
      <Provider store={store}>
        <StaticRouter location={path}>
          <Routes>
            <Route path="/property/:cityname/:queryLocation/:queryCategory" element={<ListingPage mode="category" />} />
          </Routes>
        </StaticRouter>
      </Provider>
    </ServerPageContext.Provider>,
  );
  // A Node stream in this environment (the types name the web stream of the browser build).
  const html = await text(prelude as unknown as AsyncIterable<unknown>);
  if (seen) Object.assign(seen, { status: page.status, redirect: page.redirect });
  return html;
}

const cards = (html: string): number => html.match(/<article/g)?.length ?? 0;
const pagesAsked = (): string[] =>
  api.calls
    .map((c) => new URL(c.url))
    .filter((u) => u.pathname.startsWith('/api/property-category'))
    .map((u) => u.searchParams.get('page') ?? '');

beforeAll(() => useTestApiHost());
beforeEach(() => {
  api.use(
    citiesRoute({ body: { status: 200, city_list: [{ id: 1, city: 'Noida', slug: 'noida' }] } }),
    locationsRoute('noida', {
      body: { status: 200, location_list: [{ id: 1, location_name: 'Sector 150', slug: 'sector-150' }] },
    }),
    listRoute('property-category/noida/all/residential', (call) => {
      const page = Number(call.query.get('page'));
      const from = (page - 1) * 12 + 1;
      return { body: listAnswer(listItems(from, Math.max(0, Math.min(12, TOTAL - from + 1))), TOTAL) };
    }),
  );
});

// As the site server does when a response closes: the per-request store lets go of its timers.
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(listingsApi.util.resetApiState())));

describe('a listing page in the server’s HTML', () => {
  it('has the chips of the URL’s filters, the count and the cards, with no spinner', async () => {
    const html = await serverRender('/property/noida/all/residential?rooms=2,3&type=Villa');
    expect(html).toContain('Remove filter: </span>Villa');
    expect(html).toContain('2 BHK');
    expect(html).toContain('3 BHK');
    expect(html).toContain('Clear all');
    expect(html).toContain('<option value="sector-150">Sector 150</option>');
    expect(html).toMatch(/role="status"[^>]*>30 properties</);
    expect(html).toContain('30<!-- --> property found');
    expect(html).not.toContain('Loading properties');
    expect(cards(html)).toBe(12);
  });

  it('shows as many pages as the URL says Load more had shown', async () => {
    const html = await serverRender('/property/noida/all/residential?pages=2');
    expect(cards(html)).toBe(24);
    // Every list the screen shows is in the HTML, whatever order the answers came in.
    expect(html).toContain('<option value="noida" selected="">Noida</option>');
    expect(html).toContain('<option value="sector-150">Sector 150</option>');
    expect(html).toContain('Showing 24 of 30');
    expect(pagesAsked()).toEqual(['1', '2']);
    // 'Load more' is a link to the next page's URL: it works without JavaScript and crawlers follow it.
    expect(html).toMatch(/<a href="\/property\/noida\/all\/residential\?pages=3"[^>]*>Load more<\/a>/);
  });

  it('past the cap, Load more links to the next pages on their own: every listing of a long list is in some page’s HTML', async () => {
    const LONG = 150;
    api.use(
      listRoute('property-category/noida/all/residential', (call) => {
        const page = Number(call.query.get('page'));
        const from = (page - 1) * 12 + 1;
        return { body: listAnswer(listItems(from, Math.max(0, Math.min(12, LONG - from + 1))), LONG) };
      }),
    );
    const capped = await serverRender('/property/noida/all/residential?pages=10');
    expect(cards(capped)).toBe(120);
    expect(capped).toMatch(/<a href="\/property\/noida\/all\/residential\?from=11"[^>]*>Load more<\/a>/);

    api.calls.splice(0);
    const seen = { status: 0 };
    const later = await serverRender('/property/noida/all/residential?from=11', seen);
    expect(seen.status).toBe(200);
    expect(pagesAsked()).toEqual(['11']);
    expect(cards(later)).toBe(12);
    expect(later).toContain('/residential/noida/ats-pristine-121/121"');
    expect(later).toContain('150<!-- --> property found');
    expect(later).toContain('Showing 121–132 of 150');
    expect(later).toMatch(/<a href="\/property\/noida\/all\/residential\?from=11&amp;pages=2"[^>]*>Load more<\/a>/);
    expect(later).toMatch(/<a href="\/property\/noida\/all\/residential">Back to the first properties<\/a>/);

    const last = await serverRender('/property/noida/all/residential?from=11&pages=3');
    expect(cards(last)).toBe(30);
    expect(last).toContain('/residential/noida/ats-pristine-150/150"');
    expect(last).not.toContain('Load more');

    await serverRender('/property/noida/all/residential?from=99', seen);
    expect(seen.status).toBe(404);
  });

  it('stops at the list’s end and at the cap, whatever the URL asks', async () => {
    const html = await serverRender('/property/noida/all/residential?pages=99');
    expect(cards(html)).toBe(TOTAL);
    expect(html).not.toContain('Load more');
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });

  it('has its own h1 and a BreadcrumbList on the page’s origin; a page with nothing listed has no BreadcrumbList', async () => {
    const html = await serverRender('/property/noida/all/residential?rooms=2');
    expect(html).toMatch(/<h1[^>]*>RESIDENTIAL PROPERTY IN NOIDA<\/h1>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.in/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Residential Property',
            item: 'https://www.example.in/property/noida/all/residential',
          },
          // The page itself: its address without the query.
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Noida',
            item: 'https://www.example.in/property/noida/all/residential',
          },
        ],
      },
    ]);
    const unknown = await serverRender('/property/%3Cb%3E/all/residential');
    expect(unknown).not.toContain('application/ld+json');
  });

  it('answers 200 with listings, and 404 with noindex when nothing is listed (the count still says 0)', async () => {
    const seen = { status: 0 };
    const listed = await serverRender('/property/noida/all/residential', seen);
    expect(seen.status).toBe(200);
    expect(listed).not.toContain('noindex');
    api.use(listRoute('property-category/noida/sector-150/residential', { body: listAnswer([], 0) }));
    for (const path of ['/property/noida/sector-150/residential', '/property/%3Cb%3E/all/residential']) {
      const html = await serverRender(path, seen);
      expect(seen.status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('0<!-- --> property found');
    }
  });

  it('is a GET form without JavaScript: named choices, Sort by in the form, an Apply button', async () => {
    const html = await serverRender('/property/noida/all/residential?rooms=2');
    expect(html).toContain('<form id="listing-filters" action="/property/noida/all/residential" method="get">');
    expect(html).toMatch(/<select[^>]*name="city"/);
    expect(html).toMatch(/<select[^>]*name="type"/);
    expect(html).toContain('<input type="checkbox" name="rooms" checked="" value="2"/>');
    expect(html).toContain('<select id="listing-sort" name="sort" form="listing-filters"');
    expect(html).toMatch(/<button type="submit"[^>]*>Apply filters<\/button>/);
  });

  it('sends the form’s GET on to the listing’s own address (303), without asking for listings', async () => {
    const seen: { status: number; redirect?: string | null } = { status: 0 };
    await serverRender(
      '/property/noida/all/residential?city=noida&location=sector-150&type=&rooms=3&sort=newest',
      seen,
    );
    expect(seen.redirect).toBe('/search-property/r/noida/sector-150/all?rooms=3');
    expect(pagesAsked()).toEqual([]);
  });
});
