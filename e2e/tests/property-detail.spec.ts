import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, visit, MOBILE, DESKTOP } from '../support/fixtures';
import { baseUrl } from '../support/env';
import { waitForHydration } from '../support/hydrationProbe';
import { exactly, failedLoad } from '../support/expectedProblems';

/** Residential and commercial detail pages of the listings remote, in the composed site. */

interface ListItem {
  p_id: number;
  p_location: string;
  slug: string;
  property_name: string;
}

async function firstListing(request: APIRequestContext, type: 'r' | 'c'): Promise<{ path: string; item: ListItem }> {
  const res = await request.get(`/api/property_list/noida/all/${type}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { property_list: ListItem[] };
  const item = body.property_list[0];
  if (!item) throw new Error(`no ${type} listing in noida`);
  const kind = type === 'r' ? 'residential' : 'commercial';
  return { path: `/${kind}/${item.p_location}/${item.slug}/${item.p_id}`, item };
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const mainImage = (page: Page) => page.getByRole('button', { name: /^View photo \d+ of \d+ full screen$/ });

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`property detail at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('residential detail: facts, gallery by keyboard, full-screen view', async ({ page, request, problems }) => {
      const { path, item } = await firstListing(request, 'r');
      await visit(page, path);
      // The spec's banner text stays visible; the page's one h1 is the listing's name.
      await expect(page.getByText('PROJECT LISTING', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: item.property_name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const [label, value] of [
        ['Brokerage', '1% + GST'],
        ['Price Negotiable', 'Yes'],
        ['Zip Code', '110024'],
        ['Country', 'India'],
      ]) {
        await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')).toHaveText(
          value as string,
        );
      }
      await expect(page).toHaveTitle(new RegExp(item.property_name));
      // The unit (BHK and type) leads the title, so two units of one project differ; the brand ends it.
      await expect(page).toHaveTitle(/^\d+ BHK [A-Za-z]+ in .+ \| Noida Realty Advisors$/);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const blocks = ld.map(
        (t) => JSON.parse(t) as { '@type': string; itemListElement?: { name: string; item: string }[] },
      );
      expect(blocks.map((b) => b['@type'])).toEqual(['RealEstateListing', 'BreadcrumbList']);
      // Home › Residential Property › the city › the listing, absolute on the page's origin.
      const crumbs = blocks[1]?.itemListElement ?? [];
      expect(crumbs.map((c) => c.name)).toEqual([
        'Home',
        'Residential Property',
        expect.any(String),
        item.property_name,
      ]);
      expect(crumbs.map((c) => c.item)).toEqual([
        `${baseUrl}/`,
        `${baseUrl}/property/${item.p_location}/all/residential`,
        `${baseUrl}/property/${item.p_location}/all/residential`,
        `${baseUrl}${path}`,
      ]);
      // Similar listings replace the same five featured ones on every page (decision-data.spec.ts checks the rule).
      await expect(page.getByRole('heading', { name: 'Featured Properties' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Similar Properties' })).toBeVisible();

      // Thumbnails: one tab stop, arrow keys move the photo and the focus.
      const thumbs = page.getByRole('button', { name: /^Show photo/ });
      const count = await thumbs.count();
      expect(count).toBeGreaterThan(1);
      await thumbs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumbs.nth(1)).toBeFocused();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByText(`Photo 2 of ${count}`, { exact: true })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(mainImage(page)).toHaveAccessibleName(`View photo 2 of ${count} full screen`);

      // Full-screen view: arrow keys page, Escape closes and gives focus back.
      await page.getByRole('button', { name: 'View full screen' }).click();
      const dialog = page.getByRole('dialog', { name: /full screen$/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(`Photo 2 of ${count}`)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(`Photo ${count > 2 ? 3 : 1} of ${count}`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Next photo' }).click();
      await expect(dialog.getByRole('img')).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(viewport.width - 1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'View full screen' })).toBeFocused();
      await noHorizontalScroll(page);
      expect(problems.errors).toEqual([]);
    });

    test('commercial detail: sections, city, side panel', async ({ page, request, problems }) => {
      const { path, item } = await firstListing(request, 'c');
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: item.property_name })).toBeVisible();
      for (const name of ['Overview', 'Description', 'Address', 'Details', 'Features & Amenities']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      const address = page.getByRole('heading', { name: 'Address' }).locator('..');
      await expect(address.locator('dt', { hasText: /^City$/ }).locator('+ dd')).toHaveText('Noida');
      const details = page.getByRole('heading', { name: 'Details', exact: true }).locator('..');
      await expect(details.locator('dt', { hasText: /^Ownership$/ }).locator('+ dd')).toHaveText('Leasehold');
      await expect(details.locator('dt', { hasText: /^Property ID$/ }).locator('+ dd')).toHaveText(String(item.p_id));
      const panel = page.getByRole('complementary', { name: 'Enquire about this property' });
      await expect(panel.getByRole('form', { name: `Enquiry about ${item.property_name}` })).toBeVisible();
      if (viewport === DESKTOP) {
        // The side panel sits beside the content and stays in view while scrolling.
        const before = await panel.boundingBox();
        const main = await page.getByRole('heading', { name: 'Overview' }).boundingBox();
        expect(before && main && before.x > main.x + main.width).toBe(true);
        await page.getByRole('heading', { name: 'Features & Amenities' }).scrollIntoViewIfNeeded();
        const after = await panel.boundingBox();
        expect(after && after.y >= 0 && after.y < viewport.height).toBe(true);
      }
      await noHorizontalScroll(page);
      expect(problems.errors).toEqual([]);
    });
  });
}

test.describe('property detail buttons', () => {
  test('Share copies the link when the Web Share API is missing', async ({ page, context, request, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium on Linux has no Web Share; remove it anywhere else so the fallback runs.
    await page.addInitScript(() => {
      delete (Navigator.prototype as unknown as { share?: unknown }).share;
    });
    const { path } = await firstListing(request, 'r');
    await visit(page, path);
    // The button is in the server's HTML; it acts once the page has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(problems.errors).toEqual([]);
  });

  test('Favorite toggles and survives a reload', async ({ page, request, problems }) => {
    const { path, item } = await firstListing(request, 'r');
    await visit(page, path);
    const favorite = page.getByRole('button', { name: 'Favorite' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('site.favorites'))).toBe(
      JSON.stringify([`residential:${item.p_id}`]),
    );
    await page.getByRole('button', { name: 'Favorite' }).click();
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(problems.errors).toEqual([]);
  });

  test('garbage in the favourites storage does not break the page', async ({ page, request, problems }) => {
    await page.addInitScript(() => {
      // The script also runs in about:blank, where storage is off limits.
      if (location.protocol.startsWith('http')) localStorage.setItem('site.favorites', '{"not":"a list"');
    });
    const { path } = await firstListing(request, 'r');
    await visit(page, path);
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('property detail: unknown and malformed listings', () => {
  for (const path of [
    '/residential/noida/no-such-home/99999999',
    '/commercial/noida/no-such-shop/99999999',
    '/residential/noida/x/abc',
    '/commercial/noida/x/-1',
  ]) {
    test(`${path} shows a not-found message inside the site`, async ({ page, problems }) => {
      // The page itself answers 404 (the server asked the API, which had no such listing); the
      // browser may report the document's status, and asks the API for nothing.
      problems.expect(...failedLoad(exactly(`${baseUrl}${path}`), 'an unknown listing is a 404 page'));
      const detailCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/property-detail/')) detailCalls.push(r.url());
      });
      const answer = page.waitForResponse(`${baseUrl}${path}`);
      await visit(page, path);
      expect((await answer).status()).toBe(404);
      await expect(page.getByText('Property not found')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page).toHaveTitle(/^Property not found/);
      expect(detailCalls).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  }
});

test.describe('property detail: one address per listing', () => {
  test('a wrong slug or city answers 301 to the listing’s own address (query kept); the page there shows it', async ({
    page,
    request,
  }) => {
    const { path, item } = await firstListing(request, 'r');
    for (const wrong of [
      `/residential/noida/an-old-name/${item.p_id}`,
      `/residential/ghaziabad/${item.slug}/${item.p_id}`,
    ]) {
      const res = await request.get(`${wrong}?utm_source=x`, { maxRedirects: 0 });
      expect(res.status(), wrong).toBe(301);
      expect(res.headers().location, wrong).toBe(`${path}?utm_source=x`);
    }
    // The listing's own address is the page itself, not a move.
    expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200);
    // A visitor following an old link lands on the listing at its own address.
    await visit(page, `/residential/noida/an-old-name/${item.p_id}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    if (item.property_name.trim()) await expect(h1).toHaveText(item.property_name.trim());
  });
});
