import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, visit, MOBILE, DESKTOP } from '../support/fixtures';
import { headFacts, rawPage } from '../support/serverHtml';

/**
 * The shortlist and compare (issue: what visitors of the big portals expect, item 2): Favorite on
 * three property pages fills the header's count and the shortlist, another tab follows a removal,
 * two ticked properties open a comparison whose URL works fresh in another browser, a property
 * that no longer exists shows as removed, a bad link says what is wrong; axe-clean and usable by
 * keyboard at 1280 and 375 px.
 */

// axe adds a <style> of its own inside the footer map's frame; the site's policy would block it
// (the policy itself is tested in csp.spec.ts).
test.use({ bypassCSP: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GONE = 987654321;

interface Listing {
  p_id: number;
  p_location: string;
  slug: string;
  title: string;
  property_name: string;
  price: number;
}

async function listings(request: APIRequestContext, count: number): Promise<Listing[]> {
  const answer = (await (await request.get(`/api/property_list/noida/all/r?pageSize=${count}`)).json()) as {
    property_list: Listing[];
  };
  if (answer.property_list.length < count) throw new Error('the seed has too few listings');
  return answer.property_list;
}

const detailPath = (l: Listing) => `/residential/${l.p_location}/${l.slug}/${l.p_id}`;
const cardName = (l: Listing) => l.title.trim() || l.property_name.trim();
const tableName = (l: Listing) => l.property_name.trim() || l.title.trim();

async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  expect(found, `axe violations at ${label}`).toEqual([]);
}

/** The page itself never scrolls sideways (the compare table scrolls inside its own region). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const savedCards = (page: Page) =>
  page.getByRole('list', { name: 'Saved properties' }).getByRole('heading', { level: 3 });

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  test.describe(`shortlist and compare at ${label}`, () => {
    test.use({ viewport });

    test('favorite three, see them in the header and on the shortlist, follow another tab, compare two', async ({
      page,
      context,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const [a, b, c] = (await listings(request, 3)) as [Listing, Listing, Listing];
      const header = page.getByRole('banner');

      // Favorite on three property pages; the header's count follows each click.
      for (const [i, l] of [a, b, c].entries()) {
        await visit(page, detailPath(l));
        await expect(header.getByRole('link', { name: `Shortlist (${i})` })).toBeVisible();
        await page.getByRole('button', { name: 'Favorite' }).click();
        await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
        await expect(header.getByRole('link', { name: `Shortlist (${i + 1})` })).toBeVisible();
      }

      // The header link opens the shortlist: the three, newest first.
      await header.getByRole('link', { name: 'Shortlist (3)' }).click();
      await expect(page).toHaveURL(/\/shortlist$/);
      await expect(savedCards(page)).toHaveText([cardName(c), cardName(b), cardName(a)]);
      await expect(page.getByText('3 saved')).toBeVisible();
      await expectAccessible(page, `${label}, shortlist`);
      await expectNoSideScroll(page);

      // Another tab removes one; this tab's list and header follow.
      const other = await context.newPage();
      await visit(other, '/shortlist');
      await expect(savedCards(other)).toHaveCount(3);
      await other.getByRole('button', { name: `Remove ${cardName(b)} from the shortlist` }).click();
      await expect(savedCards(other)).toHaveText([cardName(c), cardName(a)]);
      await expect(savedCards(page)).toHaveText([cardName(c), cardName(a)]);
      await expect(header.getByRole('link', { name: 'Shortlist (2)' })).toBeVisible();
      await other.close();

      // Keyboard only: tick both, then open the comparison.
      const compareButton = page.getByRole('button', { name: 'Compare', exact: true });
      await expect(compareButton).toBeDisabled();
      for (const l of [c, a]) {
        await page.getByRole('checkbox', { name: `Compare ${cardName(l)}` }).focus();
        await page.keyboard.press('Space');
      }
      const compareLink = page.getByRole('link', { name: 'Compare 2 properties' });
      await compareLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${c.p_id},${a.p_id}$`));
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader').getByRole('link', { name: tableName(c) })).toBeVisible();
      await expect(table.getByRole('columnheader').getByRole('link', { name: tableName(a) })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: /^Price per sqft/ })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: /^Amenities$/ })).toHaveCount(0);
      await expect(table.getByRole('columnheader', { name: 'Amenities' })).toBeVisible();
      await expectAccessible(page, `${label}, compare`);
      await expectNoSideScroll(page);

      // At 375 px the table scrolls inside its focusable region, by keyboard too; its first column stays.
      const region = page.getByRole('region', { name: /2 properties side by side/ });
      const scroll = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      if (viewport === MOBILE) {
        expect(scroll).toBeGreaterThan(0);
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        const rowHeader = table.getByRole('rowheader', { name: /^Price per sqft/ });
        const box = await rowHeader.boundingBox();
        const regionBox = await region.boundingBox();
        expect(Math.round(box?.x ?? -1)).toBeLessThanOrEqual(Math.round((regionBox?.x ?? 0) + 2));
      }

      // The URL is shareable: a fresh browser (no shortlist at all) opens the same comparison.
      const url = page.url();
      const fresh = await browser.newContext({ viewport, bypassCSP: true });
      try {
        const p2 = await fresh.newPage();
        await p2.goto(url);
        await expect(p2.getByRole('table').getByRole('link', { name: tableName(c) })).toBeVisible();
        await expect(p2.getByRole('table').getByRole('link', { name: tableName(a) })).toBeVisible();
        await expect(p2.getByRole('banner').getByRole('link', { name: 'Shortlist (0)' })).toBeVisible();
      } finally {
        await fresh.close();
      }
    });

    test('a property that no longer exists shows as removed; a bad link says what is wrong', async ({
      page,
      request,
    }) => {
      const [a, b] = (await listings(request, 2)) as [Listing, Listing];
      await visit(page, `/compare?ids=${a.p_id},${GONE},${b.p_id}`);
      await expect(page.getByText(`property ${GONE} is no longer listed`)).toBeVisible();
      await expect(
        page
          .getByRole('table')
          .getByRole('columnheader')
          .getByRole('link', { name: tableName(a) }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('link', { name: 'Compare the others without it' }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.p_id},${b.p_id}$`));
      await expect(page.getByText(/is no longer listed/)).toHaveCount(0);

      for (const [ids, message] of [
        ['abc', "This comparison link is not valid: 'abc' is not a property id."],
        [`${a.p_id},${a.p_id}`, `This comparison link is not valid: Property ${a.p_id} is named more than once.`],
        ['1,2,3,4,5', 'At most 4 properties can be compared at once; this link names more.'],
        [String(a.p_id), 'Choose at least two properties to compare.'],
      ] as const) {
        await visit(page, `/compare?ids=${ids}`);
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'your shortlist' })).toBeVisible();
      }
      await expectAccessible(page, `${label}, bad compare link`);

      // Four side by side: the table scrolls in its region, the page itself never sideways.
      const four = await listings(request, 4);
      await visit(page, `/compare?ids=${four.map((l) => l.p_id).join(',')}`);
      await expect(
        page
          .getByRole('table')
          .getByRole('columnheader')
          .getByRole('link', { name: /^Remove/ }),
      ).toHaveCount(4);
      await expectNoSideScroll(page);
      await expectAccessible(page, `${label}, four compared`);

      // A saved property that is gone is shown as removed on the shortlist too, and can be taken off.
      await page.evaluate(
        ([x, gone]) =>
          localStorage.setItem('site.favorites', JSON.stringify([`residential:${x}`, `residential:${gone}`])),
        [a.p_id, GONE],
      );
      await visit(page, '/shortlist');
      await expect(page.getByText(`Property ${GONE} is no longer listed.`)).toBeVisible();
      await page.getByRole('button', { name: `Remove property ${GONE} from the shortlist` }).click();
      await expect(page.getByText(`Property ${GONE} is no longer listed.`)).toHaveCount(0);
      await expect(savedCards(page)).toHaveText([cardName(a)]);
    });

    test('an empty shortlist links to the listings', async ({ page }) => {
      await visit(page, '/shortlist');
      await expect(page.getByText('Your shortlist is empty.')).toBeVisible();
      await page.getByRole('link', { name: 'Browse properties' }).click();
      await expect(page).toHaveURL(/\/project-listing$/);
    });
  });
}

test('the server renders both pages: the shortlist frame, the comparison with its data, noindex, no canonical', async ({
  page,
  request,
}) => {
  const [a, b] = (await listings(request, 2)) as [Listing, Listing];
  const shortlist = await rawPage(request, '/shortlist');
  expect(shortlist.status).toBe(200);
  expect(shortlist.html).toContain('Your shortlist');
  const compare = await rawPage(request, `/compare?ids=${a.p_id},${b.p_id}`);
  expect(compare.status).toBe(200);
  for (const l of [a, b]) expect(compare.html).toContain(tableName(l));
  expect(compare.html).toContain('Price per sqft');
  for (const html of [shortlist.html, compare.html]) {
    const head = await headFacts(page, html);
    expect(head.robots).toContain('noindex');
    expect(head.canonical).toBe('');
    expect(head.title).not.toBe('');
    expect(head.h1).toHaveLength(1);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/shortlist');
  expect(sitemap).not.toContain('/compare');
});

test.describe('on a phone while scrolling', () => {
  test.use({ viewport: MOBILE });

  test('the shortlist keeps its Compare button in view; the comparison breaks no row name mid-word', async ({
    page,
    request,
  }) => {
    const saved = await listings(request, 6);
    await page.addInitScript(
      (keys) => window.localStorage.setItem('site.favorites', JSON.stringify(keys)),
      saved.map((l) => `residential:${l.p_id}`),
    );
    await visit(page, '/shortlist');
    await expect(savedCards(page)).toHaveCount(6);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeInViewport();

    await visit(
      page,
      `/compare?ids=${saved
        .slice(0, 3)
        .map((l) => l.p_id)
        .join(',')}`,
    );
    const rowNames = page.locator('th[scope="row"]');
    await expect(rowNames.first()).toBeVisible();
    // Every word of every row name sits on one line (a word broken mid-way has boxes on two lines).
    const broken = await rowNames.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        // A line may break after a hyphen ('High-' / 'speed'): each part counts as a word.
        for (const m of (text.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) words.push(m[0]);
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
  });
});
