import { test, expect, visit, MOBILE, DESKTOP } from '../support/fixtures';
import { CHROMIUM_ARGS, baseUrl } from '../support/env';
import { exactly, failedLoad, siteLogsFailedCall } from '../support/expectedProblems';
import { armXssProbe, executableLeft, poke } from '../support/hostileContent';
import { expectSanitizerParseReports } from '../support/sanitizerReports';
import { withPagesRenderedInBrowser } from '../support/browserRendered';

/**
 * The content remote in the composed site: home fragments, about, blog list and detail, gallery
 * and contact, at desktop and phone widths, against the real API.
 */

// Chromium refuses port 6000 (X11) unless allowed; this team's port base is 6000.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--explicitly-allowed-ports=6000'],
  },
});

/** Each part, if it ever ran, would call the probe with its number. */
const HOSTILE = [
  '<p>Safe intro</p>',
  '<script>window.__xss(1)</script>',
  '<img src="/images/blogs/none.svg" onerror="window.__xss(2)" alt="x">',
  '<a href="javascript:window.__xss(3)">click me</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<p onclick="window.__xss(4)">Clickable paragraph</p>',
  '<div style="animation: spin 1s" onanimationstart="window.__xss(5)">Styled</div>',
].join('');

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`content at ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('home shows the testimonials and the Latest News Feeds', async ({ page, problems }) => {
      await visit(page, '/');
      // Both are below the fold: they load as the visitor scrolls towards them.
      await page.locator('[data-remote-region="content/Testimonials"]').scrollIntoViewIfNeeded();
      const testimonials = page
        .locator('[data-remote="content"]')
        .filter({ has: page.getByRole('heading', { name: 'What Our Clients Say' }) });
      await expect(testimonials.getByRole('region', { name: 'Client testimonials' })).toBeVisible();
      await expect(
        testimonials.getByRole('group').or(testimonials.locator('li[aria-roledescription="slide"]')),
      ).toHaveCount(3);
      await page.locator('[data-remote-region="content/NewsFeed"]').scrollIntoViewIfNeeded();
      const news = page.getByRole('region', { name: 'Latest News Feeds' }).first();
      await expect(page.getByRole('heading', { name: 'Latest News Feeds' })).toBeVisible();
      const readMore = news.getByRole('link', { name: /READ MORE/ }).first();
      await expect(readMore).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
      await readMore.click();
      // The spec's banner text stays visible; the page's h1 is the post's title.
      await expect(page.getByText('NEWS DETAIL', { exact: true })).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems.errors).toEqual([]);
    });

    test('about shows the firm, a Contact Us link and three team members', async ({ page, problems }) => {
      await visit(page, '/about');
      await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
      await expect(page.getByText(/legal consultancy on real estate/i).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      const team = page.getByRole('region', { name: 'Team Members' });
      await expect(team.getByRole('listitem')).toHaveCount(3);
      await expect(team.getByText('Director', { exact: true })).toHaveCount(2);
      await expect(team.getByText('Sales Head', { exact: true })).toHaveCount(1);
      await expect(team.getByText(/13 years of experience.*since 2012/)).toBeVisible();
      for (const img of await team.getByRole('img').all())
        expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
      expect(problems.errors).toEqual([]);
    });

    test('blog list shows cards and the sidebar with the Popular Properties carousel', async ({ page, problems }) => {
      await visit(page, '/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'BLOGS & NEWS' })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
      expect(await cards.count()).toBeGreaterThan(3);
      const first = cards.first();
      await expect(first.getByText('Real Estate')).toBeVisible();
      const excerpt = (await first.locator('p').first().textContent()) ?? '';
      expect(excerpt.length).toBeLessThanOrEqual(253);
      expect(excerpt).not.toMatch(/[<>]/);
      await expect(first.getByRole('link', { name: /READ MORE/ })).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
      const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
      await expect(sidebar.getByRole('region', { name: 'Latest Blogs' }).getByRole('link')).toHaveCount(4);
      await expect(sidebar.getByRole('region', { name: 'Top Categories' })).toContainText('Apartments26');
      await expect(sidebar.getByRole('region', { name: 'Top Categories' })).toContainText('Picture Studio16');
      await expect(sidebar.getByRole('region', { name: 'Top Categories' })).toContainText('Office56');
      // The carousel (the listings remote's fragment) loads as the sidebar comes near the screen.
      await sidebar.scrollIntoViewIfNeeded();
      await expect(sidebar.locator('[data-remote="listings"]')).toHaveCount(1);
      expect(problems.errors).toEqual([]);
    });

    test('blog list: a failing call shows a polite message beside the rest', async ({ page, problems }) => {
      problems.expect(
        ...failedLoad(exactly(`${baseUrl}/api/get-blogs`), 'the blog list call answers 500'),
        siteLogsFailedCall(500, 'the blog list logs its failed call', 'The blog list could not be loaded'),
      );
      await page.route('**/api/get-blogs', (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
      );
      // A failure staged in the browser: the page is rendered there (the server's side: ssr-failures.spec.ts).
      await withPagesRenderedInBrowser(async () => {
        await visit(page, '/blog');
        await expect(page.getByText('The blog posts could not be loaded')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
        await expect(page.getByRole('region', { name: 'Top Categories' })).toBeVisible();
      });
      expect(problems.errors).toEqual([]);
    });

    test('blog detail shows the post, metadata and JSON-LD; an unknown slug is a clear not-found', async ({
      page,
      problems,
    }) => {
      await visit(page, '/blog');
      const href = await page
        .getByRole('list', { name: 'Blog posts' })
        .getByRole('link', { name: /READ MORE/ })
        .first()
        .getAttribute('href');
      await visit(page, href ?? '/blog/x');
      await expect(page.getByText('NEWS DETAIL', { exact: true })).toBeVisible();
      const article = page.getByRole('article');
      // The post's title is the page's one h1.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const title = (await article.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(title.length).toBeGreaterThan(5);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(title);
      await expect(article.getByText('By : Admin')).toBeVisible();
      await expect(article.getByText('Real Estate')).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Noida Realty Advisors`);
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(ld['@type']).toBe('BlogPosting');
      expect(ld.headline).toBe(title);

      // The page itself answers 404 (the server asked the API); the browser may report its status.
      // "No such post" is an answer the server hands over: the browser does not ask the API again.
      problems.expect(...failedLoad(exactly(`${baseUrl}/blog/no-such-post-anywhere`), 'an unknown post is a 404 page'));
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/get-blogdata/')) calls.push(r.url());
      });
      await visit(page, '/blog/no-such-post-anywhere');
      await expect(page.getByText('Blog post not found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'See all blog posts' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('[data-interactive]').first()).toBeAttached();
      expect(calls).toEqual([]);
      expect(problems.errors).toEqual([]);
    });

    test('blog detail renders a hostile body as harmless markup', async ({ page, problems }) => {
      await page.route('**/api/get-blogdata/hostile-post', (r) =>
        r.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 200,
            get_blogdata: {
              id: 99,
              title: 'Hostile post',
              slug: 'hostile-post',
              image: 'blog-1.svg',
              description: HOSTILE,
              created_at: '2025-01-01T00:00:00.000Z',
            },
          }),
        }),
      );
      // The image points at a missing file, so its onerror handler would fire if it were kept.
      problems.expect(
        ...failedLoad(exactly(`${baseUrl}/images/blogs/none.svg`), 'the hostile image is missing on purpose'),
      );
      const probe = await armXssProbe(page);
      const policy = await expectSanitizerParseReports(page, problems);
      // The hostile answer is staged in the browser: the page is rendered there.
      await withPagesRenderedInBrowser(() => visit(page, '/blog/hostile-post'));
      const article = page.getByRole('article').filter({ hasText: 'Safe intro' });
      await expect(article.getByText('Safe intro')).toBeVisible();
      expect(await executableLeft(article)).toEqual([]);
      await expect(article.getByText('click me')).not.toHaveAttribute('href', /.*/);
      await article.getByText('Clickable paragraph').click();
      await article.getByText('click me').click();
      await poke(page, article);
      expect(await probe.calls()).toEqual([]);
      expect(probe.dialogs).toEqual([]);
      policy.verify();
      expect(problems.errors).toEqual([]);
    });

    test('gallery shows 20 pictures and a full-screen view with buttons and arrow keys', async ({ page, problems }) => {
      await visit(page, '/gallery');
      await expect(page.getByRole('heading', { level: 1, name: 'GALLERY' })).toBeVisible();
      const open = page.getByRole('button', { name: /^View full screen/ });
      await expect(open).toHaveCount(20);
      await expect(page.getByText(/Holi 2025/).first()).toBeVisible();
      await open.first().click();
      const viewer = page.getByRole('dialog', { name: 'Gallery picture viewer' });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(/^1 of 20/)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(/^2 of 20/)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByText(/^20 of 20/)).toBeVisible();
      await viewer.getByRole('button', { name: 'Next picture' }).click();
      await expect(viewer.getByText(/^1 of 20/)).toBeVisible();
      await expect(viewer.getByRole('img')).toHaveAttribute('src', '/images/gallery/gallery-1.svg');
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      expect(problems.errors).toEqual([]);
    });

    test('contact: info cards, map, the required rule, and a real enquiry stored by the API', async ({
      page,
      problems,
    }) => {
      await visit(page, '/contact');
      const cards = page.getByRole('list', { name: 'How to reach us' }).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(2)).toContainText('Sector-141');
      // The map (a third-party page) is not in the server's HTML: it is added as the visitor nears it.
      expect(await (await page.request.get('/contact')).text()).not.toContain('<iframe');
      const map = page.locator('iframe[title^="Map of our office"]');
      await page.getByRole('button', { name: 'GET A FREE SERVICE' }).scrollIntoViewIfNeeded();
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);
      const submit = page.getByRole('button', { name: 'GET A FREE SERVICE' });
      await submit.click();
      await expect(page.getByText('This field is required')).toHaveCount(5);
      await page.getByLabel('Name').fill('Browser Test');
      await page.getByLabel('Email').fill('browser.test@example.com');
      await page.getByLabel('Phone').fill('9810000000');
      await page.getByLabel('Subject').fill(`Enquiry at ${viewport.width}px`);
      await page.getByLabel('Message').fill('Looking for a 3 BHK in Sector 150. नमस्ते!');
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/request-form') && r.method() === 'POST');
      await submit.click();
      const req = await posted;
      expect(req.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      await expect(page.getByText('Form submitted successfully')).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Message')).toHaveValue('');
      expect(problems.errors).toEqual([]);
    });

    test('contact: a server failure keeps every field and explains it', async ({ page, problems }) => {
      problems.expect(
        ...failedLoad(exactly(`${baseUrl}/api/request-form`), 'the enquiry call answers 500'),
        siteLogsFailedCall(500, 'the form logs the failed send', 'The enquiry could not be sent'),
      );
      await page.route('**/api/request-form', (r) =>
        r.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
        }),
      );
      await visit(page, '/contact');
      await page.getByLabel('Name').fill('Kept Name');
      await page.getByLabel('Email').fill('kept@example.com');
      await page.getByLabel('Phone').fill('9810000001');
      await page.getByLabel('Subject').fill('Kept subject');
      await page.getByLabel('Message').fill('Kept message');
      await page.getByRole('button', { name: 'GET A FREE SERVICE' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
      await expect(page.getByText('Form submitted successfully')).toHaveCount(0);
      await expect(page.getByLabel('Name')).toHaveValue('Kept Name');
      await expect(page.getByLabel('Email')).toHaveValue('kept@example.com');
      await expect(page.getByLabel('Phone')).toHaveValue('9810000001');
      await expect(page.getByLabel('Subject')).toHaveValue('Kept subject');
      await expect(page.getByLabel('Message')).toHaveValue('Kept message');
      expect(problems.errors).toEqual([]);
    });
  });
}

/** The JSON-LD blocks of a page as the site server sends it. */
async function serverJsonLd(page: import('@playwright/test').Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return {
    html,
    blocks: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    ),
  };
}

test("home and contact carry the firm's RealEstateAgent from the runtime config; titles end with its brand", async ({
  page,
  problems,
}) => {
  for (const path of ['/', '/contact']) {
    const { html, blocks } = await serverJsonLd(page, path);
    expect(html).toMatch(/<title>[^<]+ \| Noida Realty Advisors<\/title>/);
    const agent = blocks.find((b) => b['@type'] === 'RealEstateAgent');
    // The sample runtime config's site settings (shared-ui/src/config/sample-runtime-config.json).
    expect(agent).toMatchObject({
      name: 'Noida Realty Advisors (sample)',
      telephone: '+91 98100 00000',
      email: 'info@noida-realty.example',
      url: `${baseUrl}/`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 501, Sample Tower, Sector-141',
        addressLocality: 'Noida',
        postalCode: '201305',
        addressCountry: 'IN',
      },
    });
  }
  await visit(page, '/contact');
  await expect(page).toHaveTitle('Contact Us | Noida Realty Advisors');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(problems.errors).toEqual([]);
});
