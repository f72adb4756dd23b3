import type { APIRequestContext } from '@playwright/test';
import { test, expect, visit, MOBILE } from '../support/fixtures';

/**
 * Trust marks and sharing, in the server's HTML and with JavaScript: a listing's RERA number (the
 * seed's are samples and say so), the firm's agent registration in the footer (from the runtime
 * config), and a blog post's share links.
 */

const SAMPLE = '(sample number, not a real registration)';

/** A Noida listing whose project has a RERA number, and the number. */
async function registeredListing(request: APIRequestContext): Promise<{ path: string; rera: string }> {
  const list = (await (await request.get('/api/property_list/noida/all/r')).json()) as {
    property_list: { p_id: number; p_location: string; slug: string }[];
  };
  for (const item of list.property_list) {
    const answer = (await (await request.get(`/api/property-detail/residential/${item.p_id}`)).json()) as {
      property_detail: { rera_number?: string; rera_sample?: boolean }[];
    };
    const detail = answer.property_detail[0];
    if (detail?.rera_number && detail.rera_sample === true) {
      return { path: `/residential/${item.p_location}/${item.slug}/${item.p_id}`, rera: detail.rera_number };
    }
  }
  throw new Error('no Noida listing with a RERA number');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test.beforeEach(({ problems }) => {
    problems.expect({
      kind: 'requestfailed',
      url: (url) => new URL(url).pathname.endsWith('.js'),
      why: 'JavaScript is off: the browser refuses every script the page names',
    });
  });

  test("a listing states its project's RERA number as a sample, and the footer the firm's registration", async ({
    page,
    request,
  }) => {
    const { path, rera } = await registeredListing(request);
    await visit(page, path);
    const fact = page.locator('dt', { hasText: 'RERA No.' }).locator('xpath=following-sibling::dd[1]');
    await expect(fact).toHaveText(`${rera} ${SAMPLE}`);
    const listing = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t) as Record<string, unknown>)
      .find((d) => d['@type'] === 'RealEstateListing');
    expect(listing?.identifier).toMatchObject({ propertyID: 'RERA', value: rera });
    await expect(page.getByRole('contentinfo')).toContainText(`UP-RERA agent registration: UPRERAAGT10202 ${SAMPLE}`);
  });

  test("a blog post's share links are plain links to each network with the post's address", async ({ page }) => {
    await visit(page, '/blog');
    const first = page.locator('main a[href^="/blog/"]').first();
    const href = await first.getAttribute('href');
    await visit(page, href ?? '/blog');
    const share = page.getByRole('region', { name: 'Share this post' });
    const postUrl = new URL(href ?? '', page.url()).href;
    await expect(share.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(postUrl).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(share.getByRole('link')).toHaveCount(5);
    // Copying needs a script: without one the button is not offered.
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeHidden();
  });
});

test("with JavaScript, a blog post's Copy link puts the post's address on the clipboard and says so", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await visit(page, '/blog');
  const href = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
  await visit(page, href ?? '/blog');
  const share = page.getByRole('region', { name: 'Share this post' });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href ?? '', page.url()).href);
});
