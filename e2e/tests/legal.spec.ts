import AxeBuilder from '@axe-core/playwright';
import { HtmlValidate } from 'html-validate';
import type { Page } from '@playwright/test';
import { test, expect, visit, scrollThrough, MOBILE, DESKTOP } from '../support/fixtures';
import { htmlValidateConfig } from '../support/htmlValidate';
import { headFacts, rawPage } from '../support/serverHtml';

/**
 * The legal pages: the footer's "Terms & Condition" and "Privacy Policy" open them, the server's
 * own HTML carries their title and h1, they pass axe at 1280 and 375 px, and every form links the
 * privacy notice beside its submit button.
 */

// axe adds a <style> of its own inside the footer map's frame; the site's policy would block it
// (the policy itself is tested in csp.spec.ts).
test.use({ bypassCSP: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PAGES = [
  {
    link: 'Privacy Policy',
    path: '/privacy-policy',
    title: /^Privacy Policy \| Noida Realty Advisors$/,
    h1: 'PRIVACY POLICY',
  },
  {
    link: 'Terms & Condition',
    path: '/terms-and-conditions',
    title: /^Terms & Conditions \| Noida Realty Advisors$/,
    h1: 'TERMS & CONDITIONS',
  },
] as const;

async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  expect(found, `axe violations at ${label}`).toEqual([]);
}

/** No part of the page is wider than the window (text wraps at 375 px). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`legal pages at ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    for (const legal of PAGES) {
      test(`the footer's ${legal.link} opens ${legal.path}, readable and axe clean`, async ({ page }) => {
        await visit(page, '/');
        const link = page.getByRole('contentinfo').getByRole('link', { name: legal.link, exact: true });
        await expect(link).toHaveAttribute('href', legal.path);
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL(legal.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
        await expect(page).toHaveTitle(legal.title);
        // The firm's e-mail from the runtime config, as a link.
        const config = (await (await page.request.get('/runtime-config.json')).json()) as {
          site: { emails: [string, string] };
        };
        await expect(page.getByRole('main').getByRole('link', { name: config.site.emails[0] }).first()).toHaveAttribute(
          'href',
          `mailto:${config.site.emails[0]}`,
        );
        await expectNoSideScroll(page);
        await scrollThrough(page);
        await expectAccessible(page, `${legal.path} ${viewport.width}px`);
      });
    }

    test('the privacy notice states the retention period and reaches its sections from the contents', async ({
      page,
    }) => {
      await visit(page, '/privacy-policy');
      const howLong = page.getByRole('region', { name: 'How long we keep your details' });
      await expect(howLong).toContainText('24 months');
      await expect(howLong).toContainText('deleted automatically');
      await page
        .getByRole('navigation', { name: 'Contents' })
        .getByRole('link', { name: 'Your rights, and how to use them' })
        .click();
      await expect(page).toHaveURL(/\/privacy-policy#your-rights$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Your rights, and how to use them' })).toBeInViewport();
    });

    for (const form of [
      { path: '/contact', submit: 'GET A FREE SERVICE' },
      { path: '/check-loan-eligibility', submit: 'Get Home Loan Estimate' },
    ]) {
      test(`${form.path}: the form links the privacy notice right after its submit button`, async ({ page }) => {
        await visit(page, form.path);
        const submit = page.getByRole('button', { name: form.submit });
        await submit.focus();
        await page.keyboard.press('Tab');
        const link = page.getByRole('link', { name: 'Privacy Policy' }).and(page.locator(':focus'));
        await expect(link).toHaveAttribute('href', '/privacy-policy');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/privacy-policy');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRIVACY POLICY');
      });
    }
  });
}

test('the server’s own HTML of each legal page has its title, canonical link and h1, and is valid', async ({
  page,
  request,
}) => {
  const validator = new HtmlValidate(htmlValidateConfig);
  for (const legal of PAGES) {
    const res = await rawPage(request, legal.path);
    expect(res.status, legal.path).toBe(200);
    const head = await headFacts(page, res.html);
    expect(head.title).toMatch(legal.title);
    expect(head.description).not.toBe('');
    expect(head.robots).not.toContain('noindex');
    expect(new URL(head.canonical).pathname).toBe(legal.path);
    expect(head.h1).toEqual([legal.h1]);
    const report = await validator.validateString(res.html, `${legal.path}.html`);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages, legal.path).toEqual([]);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const legal of PAGES) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${legal.path}</loc>`));
});
