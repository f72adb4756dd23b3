import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { failedLoad } from '../support/expectedProblems';
import { test, expect, visit, MOBILE, DESKTOP } from '../support/fixtures';
import { installHydrationProbe, readHydration, waitForHydration } from '../support/hydrationProbe';

/**
 * Filters a visitor can see and undo, on the listing screens, at 1280 px and 375 px: the chosen
 * filters as removable chips with 'Clear all', the count in the toolbar as filters change, an open
 * filter group that never covers the control below it, back after 'Load more' to the same cards
 * and position without a spinner, no blank screen under a short or empty list; server-rendered,
 * hydrated without a mismatch, axe clean and usable by keyboard.
 */

const LIST = '/property/noida/all/residential';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const;

const propertyCount = (n: number) => `${n} ${n === 1 ? 'property' : 'properties'}`;

/** The spec's '{n} property found', once the spinner has given way to it. */
async function found(page: Page): Promise<number> {
  const line = page.getByText(/^\d+ property found$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.split(' ')[0]);
}

/** The toolbar's live count: the polite live region beside the results' heading. */
const liveCount = (page: Page) => page.locator('#listing-heading + [role="status"]');
const chipGroup = (page: Page) => page.getByRole('group', { name: 'Chosen filters' });
const chip = (page: Page, label: string) => chipGroup(page).getByRole('link', { name: `Remove filter: ${label}` });
const resultsHeading = (page: Page) => page.locator('#listing-heading');

/** The filter panel: the sidebar on wide screens, the drawer (opened here) on phones. */
async function openPanel(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function expectAxeClean(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  expect(found, `axe violations at ${label}`).toEqual([]);
}

for (const [label, viewport] of VIEWPORTS) {
  const mobile = viewport === MOBILE;

  test.describe(`listing filters at ${label}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('chosen filters show as chips; removing one is unticking it; Clear all; the count follows', async ({
      page,
      problems,
    }) => {
      await visit(page, LIST);
      const all = await found(page);
      await expect(liveCount(page)).toHaveText(propertyCount(all));
      await expect(chipGroup(page)).toHaveCount(0);

      const panel = await openPanel(page, mobile);
      await panel.getByRole('button', { name: /^Rooms/ }).click();
      await panel.getByRole('checkbox', { name: '2 BHK' }).check();
      await expect(page).toHaveURL(/\?rooms=2$/);
      // The group below the open one takes the click (the open group pushed it down).
      await panel.getByRole('button', { name: /^Status/ }).click();
      await panel.getByRole('checkbox', { name: 'Resale' }).check();
      await expect(page).toHaveURL(/\?rooms=2&status=Resale$/);
      if (mobile) {
        await page.getByRole('button', { name: /^Show \d+ propert(y|ies)$/ }).click();
        await expect(panel).toBeHidden();
      }

      await expect(chip(page, '2 BHK')).toBeVisible();
      await expect(chip(page, 'Resale')).toBeVisible();
      await expect(chipGroup(page).getByRole('link', { name: 'Clear all' })).toBeVisible();
      const both = await found(page);
      expect(both).toBeLessThan(all);
      await expect(liveCount(page)).toHaveText(propertyCount(both));

      // Removing a chip: the URL and results change as unticking its box does; focus to the next chip.
      await chip(page, '2 BHK').click();
      await expect(page).toHaveURL(/\?status=Resale$/);
      await expect(chip(page, '2 BHK')).toHaveCount(0);
      await expect(chip(page, 'Resale')).toBeFocused();
      // The count is empty while the spinner shows, then says the new count (politely, role status).
      await expect(page.getByText('Loading properties…')).toBeVisible();
      await expect(liveCount(page)).toHaveText('');
      const resale = await found(page);
      await expect(liveCount(page)).toHaveText(propertyCount(resale));
      const panelAgain = await openPanel(page, mobile);
      await panelAgain.getByRole('button', { name: /^Rooms/ }).click();
      await expect(panelAgain.getByRole('checkbox', { name: '2 BHK' })).not.toBeChecked();
      await panelAgain.getByRole('button', { name: /^Rooms/ }).click();
      if (mobile) await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();

      // By keyboard: the last chip goes, focus moves to the results' heading.
      await chip(page, 'Resale').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${LIST}$`));
      await expect(resultsHeading(page)).toBeFocused();
      await expect(chipGroup(page)).toHaveCount(0);
      await expect(page.getByText(`${all} property found`)).toBeVisible();
      await expect(liveCount(page)).toHaveText(propertyCount(all));

      // Clear all empties every filter (the sort stays), focus to the heading; back brings them again.
      await visit(page, `${LIST}?rooms=2,3&type=Apartment&sort=price_asc`);
      await expect(chipGroup(page).getByRole('listitem')).toHaveCount(3);
      await chipGroup(page).getByRole('link', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(new RegExp(`${LIST}\\?sort=price_asc$`));
      await expect(resultsHeading(page)).toBeFocused();
      await expect(chipGroup(page)).toHaveCount(0);
      await page.goBack();
      await expect(chipGroup(page).getByRole('listitem')).toHaveCount(3);
      await expect(chip(page, 'Apartment')).toBeVisible();
      expect(problems.errors).toEqual([]);
    });

    test('an open filter group never covers the control below it', async ({ page, problems }) => {
      await visit(page, LIST);
      const panel = await openPanel(page, mobile);
      const rooms = panel.getByRole('button', { name: /^Rooms/ });
      const bathrooms = panel.getByRole('button', { name: /^Bathrooms/ });
      await rooms.click();
      const options = panel.locator(`[id="${await rooms.getAttribute('aria-controls')}"]`);
      await expect(options).toBeVisible();
      await bathrooms.scrollIntoViewIfNeeded();
      const open = (await options.boundingBox())!;
      const below = (await bathrooms.boundingBox())!;
      expect(below.y, 'the control below starts under the open group').toBeGreaterThanOrEqual(open.y + open.height);
      // What the pointer hits at the control's centre is the control itself.
      expect(
        await bathrooms.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
      // A real click there (Playwright refuses a covered target): it reaches the control below.
      await page.mouse.click(below.x + below.width / 2, below.y + below.height / 2);
      await expect(bathrooms).toHaveAttribute('aria-expanded', 'true');
      await expect(rooms).toHaveAttribute('aria-expanded', 'false');

      // The last group and the button under it: a price band, then Clear filters while it is open.
      const price = panel.getByRole('button', { name: /^Price/ });
      await price.click();
      await panel.getByRole('checkbox', { name: '500+' }).check();
      await expect(page).toHaveURL(/\?price=500%2B$/);
      await expect(price).toHaveAttribute('aria-expanded', 'true');
      await panel.getByRole('button', { name: 'Clear filters (1)' }).click();
      await expect(page).toHaveURL(new RegExp(`${LIST}$`));
      await expect(price).toHaveAttribute('aria-expanded', 'false');

      // By keyboard: Enter opens, Tab walks the options, Tab out of the group closes it.
      await rooms.focus();
      await page.keyboard.press('Enter');
      await expect(rooms).toHaveAttribute('aria-expanded', 'true');
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
      await expect(panel.getByRole('checkbox', { name: '5 BHK' })).toBeFocused();
      await expect(rooms).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(bathrooms).toBeFocused();
      await expect(rooms).toHaveAttribute('aria-expanded', 'false');
      // An outside click closes an open group.
      await bathrooms.press('Enter');
      await expect(bathrooms).toHaveAttribute('aria-expanded', 'true');
      await panel
        .getByText(mobile ? 'Filters' : 'City', { exact: true })
        .first()
        .click();
      await expect(bathrooms).toHaveAttribute('aria-expanded', 'false');
      expect(problems.errors).toEqual([]);
    });

    test('back after Load more: the same cards at the same place, no spinner, no call', async ({ page, problems }) => {
      const listCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/property-category/')) listCalls.push(r.url());
      });
      await visit(page, LIST);
      await expect(page.getByRole('article')).toHaveCount(12);
      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(page.getByRole('article')).toHaveCount(24);
      await expect(page).toHaveURL(new RegExp(`${LIST}\\?pages=2$`));
      const card = page.getByRole('article').nth(19);
      const link = card.getByRole('link').first();
      await link.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 60);
      await expect(link).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const y = await page.evaluate(() => window.scrollY);
      const title = await card.getByRole('heading').textContent();
      const callsBefore = listCalls.length;

      // Any spinner from here on is recorded (the page is not reloaded: the site routes in the browser).
      await page.evaluate(() => {
        const w = window as unknown as { sawSpinner: boolean };
        w.sawSpinner = false;
        new MutationObserver(() => {
          if (document.querySelector('main')?.textContent?.includes('Loading properties')) w.sawSpinner = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await link.click();
      await page.waitForURL(/\/residential\//);
      await expect(page.getByText(/property found$/)).toHaveCount(0);
      await page.goBack();

      await expect(page).toHaveURL(new RegExp(`${LIST}\\?pages=2$`));
      await expect(page.getByRole('article')).toHaveCount(24);
      await expect(page.getByRole('article').nth(19).getByRole('heading')).toHaveText(title!);
      await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(4);
      expect(await page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner)).toBe(false);
      expect(listCalls.length, 'no list call going back').toBe(callsBefore);

      // A reload (or a shared link) shows the same pages, rendered by the server.
      await page.reload();
      await expect(page.getByRole('article')).toHaveCount(24);
      await expect(page.getByText('Showing 24 of')).toBeVisible();
      expect(problems.errors).toEqual([]);
    });

    test('a short or empty list leaves no blank screen before the footer', async ({ page, problems }) => {
      problems.expect(...failedLoad(/\/no-such-project-zz$/, 'a search that finds nothing answers 404'));
      for (const path of [
        '/search-property/r/noida/all/no-such-project-zz',
        '/search-property/r/noida/all/ats-pristine',
      ]) {
        await visit(page, path);
        await found(page);
        const gaps = await page.evaluate(() => {
          const main = document.querySelector('main')!;
          const paragraphs = [...main.querySelectorAll('p')];
          const seo = paragraphs.find((p) => p.textContent?.startsWith('Browse verified'))!;
          // The results' body (just above the SEO text) ends where its last block ends.
          const body = seo.previousElementSibling!;
          const resultsEnd = Math.max(...[...body.children].map((c) => c.getBoundingClientRect().bottom));
          const bodySlack = body.getBoundingClientRect().bottom - resultsEnd;
          const sidebar = main.querySelector('aside');
          const sidebarEnd =
            sidebar && getComputedStyle(sidebar).display !== 'none' ? sidebar.getBoundingClientRect().bottom : 0;
          const footer = document.querySelector('footer')!.getBoundingClientRect().top;
          return {
            bodySlack,
            resultsToSeo: seo.getBoundingClientRect().top - resultsEnd,
            contentToFooter: footer - Math.max(seo.getBoundingClientRect().bottom, sidebarEnd),
          };
        });
        expect(gaps.bodySlack, `${path}: blank space kept by the results' body`).toBeLessThan(8);
        expect(gaps.resultsToSeo, `${path}: space under the results`).toBeLessThan(100);
        // The page's own bottom padding and the layout's gap, never a screen kept for cards.
        expect(gaps.contentToFooter, `${path}: space above the footer`).toBeLessThan(viewport.height / 4);
      }
      expect(problems.errors).toEqual([]);
    });

    test.describe('accessibility', () => {
      // axe adds a <style> of its own inside frames (the footer map); the policy is tested elsewhere.
      test.use({ bypassCSP: true });
      test('axe clean with chips shown and a filter group open', async ({ page, problems }) => {
        await visit(page, `${LIST}?rooms=2&status=Resale`);
        await found(page);
        await expect(chipGroup(page).getByRole('listitem')).toHaveCount(2);
        await expectAxeClean(page, `chips at ${label}`);
        const panel = await openPanel(page, mobile);
        await panel.getByRole('button', { name: /^Rooms/ }).click();
        await expect(panel.getByRole('checkbox', { name: '2 BHK' })).toBeChecked();
        await expectAxeClean(page, `open group at ${label}`);
        expect(problems.errors).toEqual([]);
      });
    });

    test('the server renders the chips, the count and the pages; the browser hydrates them as they are', async ({
      page,
      request,
      problems,
    }) => {
      const path = `${LIST}?rooms=2,3&status=Resale`;
      const html = await (await request.get(path)).text();
      expect(html).toContain('Remove filter: </span>2 BHK');
      expect(html).toContain('Remove filter: </span>Resale');
      expect(html).toMatch(/role="status">\d+ propert(y|ies)</);
      const paged = await (await request.get(`${LIST}?pages=2`)).text();
      expect(paged.match(/<article/g)?.length).toBe(24);

      await installHydrationProbe(page);
      for (const route of [path, `${LIST}?pages=2`]) {
        await page.goto(route);
        await waitForHydration(page);
        const r = await readHydration(page);
        expect(r.recovered, route).toBe(false);
        expect(r.replaced, route).toEqual([]);
        expect(r.shift, route).toBeLessThanOrEqual(0.01);
      }
      expect(problems.errors).toEqual([]);
    });
  });
}
