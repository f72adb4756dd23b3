import { failedLoad } from '../support/expectedProblems';
import { test, expect, visit, MOBILE, DESKTOP } from '../support/fixtures';
import { baseUrl } from '../support/env';

/** Browser tests of the listings remote in the composed site (home fragments, listing screens, curated lists). */

const countText = /^\d+ property found$/;
/** Cards a listing screen shows before "Load more". */
const LISTING_PAGE_SIZE = 12;

test.describe('home search form', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`validates, suggests by keyboard and navigates at ${viewport.width}px`, async ({ page, problems }) => {
      await page.setViewportSize(viewport);
      await visit(page, '/');
      const form = page.getByRole('search', { name: 'Property search' });
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(form.getByText('Please enter a search term')).toBeVisible();
      await expect(form.getByText('Please select a city')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      const name = form.getByRole('combobox', { name: 'Property name' });
      await name.fill('zzzz');
      await expect(form.getByText('No suggestions found')).toBeVisible();
      await name.fill('tata');
      await expect(form.getByRole('listbox', { name: 'Project suggestions' }).getByRole('option')).toHaveCount(2);
      await name.press('ArrowDown');
      await name.press('ArrowDown');
      await name.press('Enter');
      await expect(name).toHaveValue('Tata La Vida');
      await expect(name).toHaveAttribute('aria-expanded', 'false');
      await expect(form.getByText('Please select a city')).toBeVisible();

      await form.getByRole('radio', { name: 'Commercial' }).check({ force: true });
      await form.getByRole('combobox', { name: 'City' }).selectOption('Gandhi Nagar');
      await expect(form.getByText('Please select a city')).toHaveCount(0);
      // No commercial listing of that project in Gandhi Nagar: the search's page says so and answers 404.
      problems.expect(
        ...failedLoad(
          /\/search-property\/c\/gandhi-nagar\/all\/tata-la-vida$/,
          'a search that finds nothing answers 404',
        ),
      );
      await form.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL('**/search-property/c/gandhi-nagar/all/tata-la-vida');
      // The spec's banner text, then what and where the page lists: the page's own h1.
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: "PROJECT LISTING Commercial Property in Gandhi Nagar matching 'tata la vida'",
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByText(countText)).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  }

  test('closes suggestions on Escape and an outside click', async ({ page, problems }) => {
    await visit(page, '/');
    const name = page.getByRole('combobox', { name: 'Property name' });
    await name.fill('ats');
    await expect(page.getByRole('listbox', { name: 'Project suggestions' })).toBeVisible();
    await name.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Project suggestions' })).toBeHidden();
    await name.fill('ace');
    await expect(page.getByRole('option', { name: 'Ace Divino' })).toBeVisible();
    await page.getByRole('heading', { name: /Find your next home/ }).click();
    await expect(page.getByRole('listbox', { name: 'Project suggestions' })).toBeHidden();
    expect(problems.errors).toEqual([]);
  });
});

test('budget gallery filters by band with a 1 s spinner', async ({ page, problems }) => {
  await visit(page, '/');
  // Below the fold: it loads as the visitor scrolls towards it.
  const region = page.locator('[data-remote-region="listings/BudgetGallery"]');
  await region.scrollIntoViewIfNeeded();
  // The server's buttons answer once the fragment has hydrated (its remote's root says so).
  await expect(region.locator('[data-interactive]').first()).toBeAttached();
  const gallery = page.getByRole('region', { name: 'Project Gallery' });
  await expect(gallery.getByRole('article')).toHaveCount(6);
  const band = gallery.getByRole('button', { name: '1 - 5* Cr' });
  await band.click();
  await expect(gallery.getByRole('status')).toHaveText(/Loading/);
  await expect(gallery.getByRole('button', { name: '0 - 50* Lacs' })).toBeDisabled();
  await expect(band).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.getByRole('article').first()).toBeVisible({ timeout: 3000 });
  const prices = await gallery.getByRole('article').locator('p').first().allTextContents();
  for (const p of await gallery
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.querySelector('p')?.textContent ?? ''))) {
    // The price in crore, then its price per sqft when the listing has an area.
    expect(p).toMatch(/Cr( ₹[\d,]+\/sqft)?$/);
  }
  expect(prices.length).toBeGreaterThan(0);
  expect(problems.errors).toEqual([]);
});

test.describe('category listing with filters in the URL', () => {
  test('filters, sorts, survives the back button and loads more', async ({ page, problems }) => {
    await visit(page, '/property/noida/all/residential');
    await expect(
      page.getByRole('heading', { level: 1, name: 'RESIDENTIAL PROPERTY IN NOIDA', exact: true }),
    ).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Residential Property');
    await expect(crumbs).toContainText('Noida');
    await expect(page).toHaveTitle(/Residential Property in Noida/);
    const count = page.getByText(countText);
    await expect(count).toBeVisible();
    const all = Number((await count.textContent())!.split(' ')[0]);

    await page.getByRole('button', { name: /^Rooms/ }).click();
    await page.getByRole('checkbox', { name: '2 BHK' }).check();
    await expect(page).toHaveURL(/\?rooms=2$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Rooms/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(count).toBeVisible();
    const twoBhk = Number((await count.textContent())!.split(' ')[0]);
    expect(twoBhk).toBeLessThan(all);
    for (const text of await page
      .getByRole('article')
      .locator('li')
      .filter({ hasText: / Room$/ })
      .allTextContents())
      expect(text).toMatch(/^2 Room/);

    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/rooms=2&sort=price_asc/);

    await page.goBack();
    await expect(page).toHaveURL(/\?rooms=2$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await page.goBack();
    await expect(page).toHaveURL(/\/property\/noida\/all\/residential$/);
    await expect(page.getByText(`${all} property found`)).toBeVisible();

    const before = await page.getByRole('article').count();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(async () => expect(await page.getByRole('article').count()).toBeGreaterThan(before)).toPass();
    await expect(page.getByText(`${all} property found`)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('a shared link with a hand-edited query keeps the valid parts', async ({ page, problems }) => {
    await visit(page, '/property/noida/all/commercial?furnishing=full,bogus&rooms=2&sort=cheap&type=Office');
    await expect(page.getByText(countText)).toBeVisible();
    await expect(page.getByLabel('Property type')).toHaveValue('Office');
    await page.getByRole('button', { name: /^Furnishing/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Full' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Semi' })).not.toBeChecked();
    expect(problems.errors).toEqual([]);
  });

  test('choosing a city and a location navigates to the search page', async ({ page, problems }) => {
    await visit(page, '/property/noida/all/residential');
    await page.getByLabel('City').selectOption('ghaziabad');
    await page.waitForURL('**/search-property/r/ghaziabad/all/all');
    await expect(
      page.getByRole('heading', { level: 1, name: 'PROJECT LISTING Residential Property in Ghaziabad', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Ghaziabad/);
    const location = page.getByLabel('Location');
    await expect(location.locator('option')).not.toHaveCount(1);
    await expect(location.locator('option:checked')).toHaveText('Select Location');
    const slug = await location.locator('option').nth(1).getAttribute('value');
    await location.selectOption(slug!);
    await page.waitForURL(`**/search-property/r/ghaziabad/${slug}/all`);
    await expect(page.getByText(countText)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('bad places give a clear message and an empty count, never a crash; the page answers 404, not to be indexed', async ({
    page,
    problems,
  }) => {
    problems.expect(
      ...failedLoad(
        /\/(property\/%3Cscript%3E\/all\/residential|search-property\/r\/atlantis\/all\/all)$/i,
        'nothing to list: 404',
      ),
    );
    for (const path of ['/property/%3Cscript%3E/all/residential', '/search-property/r/atlantis/all/all']) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['x-robots-tag'], path).toContain('noindex');
      expect(await res.text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
    await visit(page, '/property/%3Cscript%3E/all/residential');
    await expect(page.getByText('is not a city we can list')).toBeVisible();
    await expect(page.getByText('0 property found')).toBeVisible();
    await expect(page.getByText('No more project matching your criteria')).toBeVisible();
    await expect(page.getByLabel('Location')).toBeDisabled();
    await visit(page, '/search-property/r/atlantis/all/all');
    await expect(page.getByText('0 property found')).toBeVisible();
    await expect(page.getByText('No more project matching your criteria')).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});

test('every city’s listing has its own h1 and a BreadcrumbList on the site’s origin; later pages are linked from HTML', async ({
  page,
  problems,
}) => {
  const h1s: string[] = [];
  for (const city of ['noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar']) {
    const path = `/property/${city}/all/commercial`;
    const answer = await page.request.get(path);
    const html = await answer.text();
    if (answer.status() !== 200) continue; // a city with nothing of the kind answers 404 (tested above)
    h1s.push(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '');
    const crumbs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string; itemListElement?: { item: string; name: string }[] })
      .find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.map((i) => i.item)).toEqual([
      `${baseUrl}/`,
      `${baseUrl}${path}`,
      `${baseUrl}${path}`,
    ]);
    expect(crumbs?.itemListElement?.map((i) => i.name)[1]).toBe('Commercial Property');
  }
  expect(h1s.length, 'cities listed').toBeGreaterThan(1);
  expect(new Set(h1s).size).toBe(h1s.length);
  expect(h1s).toContain('COMMERCIAL PROPERTY IN NOIDA');

  // A page of the list starting past the first (what 'Load more' links to past ten pages).
  const first = await (await page.request.get('/property/noida/all/residential')).text();
  const more = /<a href="([^"]+)"[^>]*>Load more<\/a>/.exec(first)?.[1];
  expect(more, 'the Noida list has more than one page').toBe('/property/noida/all/residential?pages=2');
  const later = await page.request.get('/property/noida/all/residential?from=2');
  expect(later.status()).toBe(200);
  const laterHtml = await later.text();
  expect(laterHtml).toContain('<a href="/property/noida/all/residential">Back to the first properties</a>');
  const firstCard = (html: string) => /<h3[^>]*><a[^>]*href="([^"]+)"/.exec(html)?.[1];
  expect(firstCard(laterHtml)).not.toBe(firstCard(first));
  expect(problems.errors).toEqual([]);
});

test('project listing defaults and the builder search', async ({ page, problems }) => {
  await visit(page, '/project-listing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'PROJECT LISTING Residential Property in Noida', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Residential Property in Noida', exact: true }),
  ).toBeVisible();
  await visit(page, '/search-property/r/noida/all/ats-pristine');
  const count = page.getByText(countText);
  await expect(count).toBeVisible();
  // The seed has ATS Pristine homes in Noida: an empty result is a broken search, not a pass.
  const found = Number((await count.textContent())!.split(' ')[0]);
  expect(found, 'homes found for the builder search').toBeGreaterThan(0);
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles).toHaveCount(Math.min(found, LISTING_PAGE_SIZE));
  for (const t of await titles.allTextContents()) expect(t).toContain('ATS Pristine');
  expect(problems.errors).toEqual([]);
});

test('mobile filter drawer', async ({ page, problems }) => {
  await page.setViewportSize(MOBILE);
  await visit(page, '/search-property/c/noida/all/all');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  // Far down the list, Filters and Sort by are still at hand (the row sticks to the screen's top).
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.getByLabel('Sort by')).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeInViewport();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /^Washrooms/ }).click();
  await drawer.getByRole('checkbox', { name: '2' }).check();
  await expect(page).toHaveURL(/\?washrooms=2$/);
  // Escape closes the open dropdown first, then the drawer.
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('button', { name: /^Washrooms/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByText(countText)).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test.describe('curated lists', () => {
  for (const [path, title] of [
    ['/property/best-property', 'BEST PROPERTY'],
    ['/property/genuine-deal', 'GENUINE DEAL'],
    ['/property/exclusive-deal', 'EXCLUSIVE DEAL'],
  ] as const) {
    test(`${path} shows a grid of cards linking to residential details`, async ({ page, problems }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const href = await cards.first().getByRole('link').getAttribute('href');
      expect(href).toMatch(/^\/residential\/[a-z0-9-]+\/[^/]+\/\d+$/);
      const columns = await page
        .locator('ul:has(> li > article)')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(3);
      await page.setViewportSize(MOBILE);
      await expect
        .poll(() =>
          page
            .locator('ul:has(> li > article)')
            .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
        )
        .toBe(1);
      expect(problems.errors).toEqual([]);
    });
  }
});
