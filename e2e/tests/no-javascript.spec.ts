import type { Page } from '@playwright/test';
import { toSlug } from 'contracts/api';
import { test, expect, MOBILE } from '../support/fixtures';
import { STAFF_TOKEN } from '../support/env';
import { failedLoad } from '../support/expectedProblems';
import { seedRoutes } from '../support/serverHtml';

/**
 * The site before and without JavaScript: the server's HTML alone shows every route's content,
 * its links are plain links, and the home search is an ordinary GET form.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(({ problems }) => {
  problems.expect({
    kind: 'requestfailed',
    url: (url) => new URL(url).pathname.endsWith('.js'),
    why: 'JavaScript is off: the browser refuses every script the page names',
  });
});

/** Every gap of every route is reported, not only the first. */
const softExpect = expect.soft;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRICE = /₹[\d.]+ (Lacs|Cr)|Price on request/;

/** What each kind of screen must show from the HTML alone (beyond its h1). */
async function expectContent(page: Page, route: string, name?: string) {
  const expect = softExpect;
  const main = page.locator('main');
  const h1 = main.locator('h1');
  await expect(h1, route).toHaveCount(1);
  await expect(h1, route).toBeVisible();
  await expect(h1, route).not.toHaveText('');
  if (name) await expect(h1, route).toHaveText(name);
  // Nothing is still waiting for a script: no spinner, no region that failed.
  await expect(main.getByRole('status').filter({ hasText: /loading/i }), route).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Retry' }), route).toHaveCount(0);

  if (route === '/') {
    await expect(main.getByRole('search', { name: 'Property search' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Residential/ }).first()).toBeVisible();
  } else if (/^\/(search-property|project-listing|property)\b/.test(route)) {
    // Listing cards: each links to its detail page and shows a price.
    const cards = main.locator('a[href^="/residential/"], a[href^="/commercial/"]');
    expect(await cards.count(), `${route}: listing cards`).toBeGreaterThan(0);
    await expect(cards.first(), route).toBeVisible();
    await expect(main.getByText(PRICE).first(), `${route}: a price`).toBeVisible();
  } else if (/^\/(residential|commercial)\//.test(route)) {
    await expect(main.getByText(PRICE).first(), `${route}: the price`).toBeVisible();
    await expect(main.locator('img').first(), `${route}: the gallery`).toBeVisible();
  } else if (route === '/blog') {
    const posts = main.locator('a[href^="/blog/"]');
    expect(await posts.count(), 'blog posts').toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: /READ MORE/ }).first()).toBeVisible();
  } else if (route.startsWith('/blog/')) {
    await expect(main.getByText('By : Admin')).toBeVisible();
  } else if (route === '/about') {
    await expect(main.getByRole('heading', { name: /Team Members/i })).toBeVisible();
  } else if (route === '/gallery') {
    expect(await main.locator('img').count(), 'gallery images').toBeGreaterThanOrEqual(20);
  } else if (route === '/contact') {
    await expect(main.getByRole('button', { name: 'GET A FREE SERVICE' })).toBeVisible();
  } else if (route === '/check-loan-eligibility') {
    await expect(main.getByRole('button', { name: 'Get Home Loan Estimate' })).toBeVisible();
  } else if (route === '/eligibility-check' || route === '/emi-calculator') {
    // The calculator's form: its fields are in the HTML, labelled.
    expect(await main.locator('input').count(), `${route}: calculator fields`).toBeGreaterThan(0);
    await expect(main.locator('input').first()).toBeVisible();
  }
}

test('every route shows its content from the server HTML alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const { route, name } of await seedRoutes(request)) {
    // A visitor meets a running server: its remotes loaded and the API's cache warm (the first
    // request after a start may stream a region after a fallback, which only a script can place).
    await request.get(route);
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expectContent(page, route, name);
  }
});

test('links are plain links: header, blog post and listing card navigate without JavaScript', async ({ page }) => {
  await page.goto('/');
  await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expectContent(page, '/blog');

  const readMore = page
    .locator('main')
    .getByRole('link', { name: /READ MORE/ })
    .first();
  const postPath = new URL((await readMore.getAttribute('href')) ?? '', page.url()).pathname;
  await readMore.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRe(postPath)}$`));
  await expectContent(page, postPath);

  await page.goto('/property/noida/all/residential');
  const card = page.locator('main a[href^="/residential/"]').first();
  const detailPath = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRe(detailPath)}$`));
  await expectContent(page, detailPath);
});

test('at 375 px the footer links navigate without JavaScript', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/about');
  await page.locator('footer').getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expectContent(page, '/gallery');
});

test('the home search is a GET form that lands on the listing URL', async ({ page, request }) => {
  const list = (await (await request.get('/api/property_list/noida/all/r')).json()) as {
    property_list: { property_name: string; title: string }[];
  };
  const first = list.property_list[0];
  if (!first) throw new Error('the seed has no residential listing');
  const project = first.property_name.trim() || first.title.trim();

  await page.goto('/');
  const form = page.getByRole('search', { name: 'Property search' });
  expect((await form.getAttribute('method'))?.toLowerCase()).toBe('get');
  const action = new URL((await form.getAttribute('action')) ?? '', page.url());
  expect(action.origin).toBe(new URL(page.url()).origin);

  await form.getByLabel('City').selectOption('Noida');
  await form.getByRole('combobox', { name: 'Property name' }).fill(project);
  await form.getByRole('button', { name: 'Search' }).click();
  const path = `/search-property/r/noida/all/${encodeURIComponent(toSlug(project))}`;
  await expect(page).toHaveURL(new RegExp(`${escapeRe(path)}$`));
  await expectContent(page, new URL(page.url()).pathname);
});

/** The EMI page's query as a record (the GET form sends its fields in the form's order). */
const emiQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('the EMI calculator: a shared link shows its figures, presets and CALCULATE submit a GET form', async ({
  page,
}) => {
  await page.goto('/emi-calculator?amount=5000000&rate=12&tenure=20&unit=years');
  await expect(page.getByTestId('emi-monthly')).toHaveText('₹55,054');
  await expect(page.getByRole('slider', { name: 'Loan tenure' })).toHaveValue('20');

  // A preset is a submit button carrying its value: the server answers the canonical URL's page.
  await page.getByRole('button', { name: /^20L/ }).click();
  await expect(page).toHaveURL(/\/emi-calculator\?amount=2000000&rate=12&tenure=20&unit=years$/);
  await expect(page.getByTestId('emi-monthly')).toHaveText('₹22,022');

  // Fields changed by hand go with the form's own submit (shown only without JavaScript).
  await page.getByRole('slider', { name: 'Loan tenure' }).fill('15');
  await page.getByRole('slider', { name: 'Interest rate' }).fill('9');
  await page.getByRole('button', { name: 'CALCULATE' }).click();
  await expect(page.getByTestId('emi-monthly')).toHaveText('₹20,285');
  expect(emiQuery(page)).toEqual({ amount: '2000000', rate: '9', tenure: '15', unit: 'years' });

  // Months: the tenure slider takes the months' range once the page comes back for that unit.
  await page.getByRole('radio', { name: 'Months' }).check();
  await page.getByRole('button', { name: 'CALCULATE' }).click();
  await expect(page.getByRole('radio', { name: 'Months' })).toBeChecked();
  await page.getByRole('slider', { name: 'Loan tenure' }).fill('84');
  await page.getByRole('button', { name: 'CALCULATE' }).click();
  await expect(page.getByTestId('emi-monthly')).toHaveText('₹32,178');
  expect(emiQuery(page)).toEqual({ amount: '2000000', rate: '9', tenure: '84', unit: 'months' });
});

test('the eligibility calculator: a shared link shows its figures, presets and CALCULATE submit a GET form', async ({
  page,
}) => {
  await page.goto('/eligibility-check?duration=20&emis=5000&income=100000&rate=8.5&unit=years');
  await expect(page.getByTestId('loan-emi')).toHaveText('₹50,000');
  await expect(page.getByRole('radio', { name: 'Years' })).toBeChecked();

  await page.getByRole('button', { name: /^1\.25L/ }).click();
  await expect(page.getByTestId('loan-emi')).toHaveText('₹63,750');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    duration: '20',
    emis: '5000',
    income: '125000',
    rate: '8.5',
    unit: 'years',
  });

  await page.getByRole('textbox', { name: 'Other existing EMIs (per month)' }).fill('80000');
  await page.getByRole('button', { name: 'CALCULATE' }).click();
  await expect(page.getByTestId('eligibility-message')).toHaveText(
    'Your existing EMIs are too high compared to your income',
  );
  await expect(page.getByTestId('loan-emi')).toHaveText('₹0');
});

test('Load more is a link: the next URL shows one page more, and so on to the last card', async ({ page }) => {
  await page.goto('/project-listing');
  const cards = page.locator('main a[href^="/residential/"], main a[href^="/commercial/"]');
  const first = await cards.count();
  expect(first).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/[?&]pages=2\b/);
  expect(await cards.count()).toBeGreaterThan(first);
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
});

/** What the API stored since `since`, as the staff export reports it. */
async function storedSince(page: Page, since: string): Promise<Record<string, unknown>[]> {
  const res = await page.request.get(`/api/staff/submissions?since=${encodeURIComponent(since)}&format=json`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { submissions: Record<string, unknown>[] }).submissions;
}

/** Presses `button` (a form's submit) and returns the status of the post's own answer. */
async function submitForm(page: Page, button: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  const status = (await answer).status();
  await page.waitForLoadState();
  return status;
}

test('the contact form posts: shown again with every value and message, then stored once, nothing typed in a URL', async ({
  page,
  problems,
}) => {
  problems.expect(...failedLoad(/\/contact$/, 'an invalid post is answered 422 with the form shown again'));
  const since = new Date().toISOString();
  const subject = `No-script enquiry ${Date.now()}`;
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Asha NoScript');
  await page.getByLabel('Email').fill('asha.noscript@');
  await page.getByLabel('Phone').fill('9810000000');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Looking for a 3 BHK. नमस्ते!');

  expect(await submitForm(page, 'GET A FREE SERVICE')).toBe(422);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Name')).toHaveValue('Asha NoScript');
  await expect(page.getByLabel('Message')).toHaveValue('Looking for a 3 BHK. नमस्ते!');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address');

  await page.getByLabel('Email').fill('asha.noscript@example.com');
  expect(await submitForm(page, 'GET A FREE SERVICE')).toBe(303);
  await expect(page).toHaveURL(/\/contact\?sent=contact$/);
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');

  const stored = (await storedSince(page, since)).filter((s) => s.subject === subject);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ kind: 'enquiry', name: 'Asha NoScript', email: 'asha.noscript@example.com' });
  expect(String(stored[0]?.page)).toMatch(/\/contact$/);
  for (const url of urls) expect(url).not.toMatch(/asha|noscript|9810000000/i);
});

test("a listing's enquiry posts with the listing; the loan lead posts and thanks without a name in the URL", async ({
  page,
  request,
  problems,
}) => {
  problems.expect(
    ...failedLoad(/\/check-loan-eligibility$/, 'an invalid post is answered 422 with the form shown again'),
  );
  const since = new Date().toISOString();
  const detail = (await seedRoutes(request)).find((r) => r.route.startsWith('/residential/'))?.route;
  if (!detail) throw new Error('no residential listing in the seed');
  await page.goto(detail);
  const enquiry = page.getByRole('form', { name: /^Enquiry about / });
  await enquiry.getByLabel('Name').fill('Ravi NoScript');
  await enquiry.getByLabel('Phone').fill('98100 12345');
  await enquiry.getByLabel('Email').fill('ravi.noscript@example.com');
  expect(await submitForm(page, 'Send enquiry')).toBe(303);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${detail}?sent=enquiry`);
  await expect(page.getByText(/^Thank you\. Your enquiry about .+ has been sent/)).toBeVisible();
  const id = Number(detail.split('/').pop());
  const stored = (await storedSince(page, since)).filter((s) => s.email === 'ravi.noscript@example.com');
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ property_kind: 'residential', property_id: id });

  await page.goto('/check-loan-eligibility');
  await page.getByLabel('Email').fill('lead.noscript@example.com');
  // Name is required: it turns red, as with JavaScript; what was typed stays.
  expect(await submitForm(page, 'Get Home Loan Estimate')).toBe(422);
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveValue('lead.noscript@example.com');
  await page.getByLabel('Name').fill('Lead NoScript');
  expect(await submitForm(page, 'Get Home Loan Estimate')).toBe(303);
  await expect(page).toHaveURL(/\/check-loan-eligibility\?sent=loan-lead$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! We have received your details.' })).toBeVisible();
  const leads = (await storedSince(page, since)).filter((s) => s.email === 'lead.noscript@example.com');
  expect(leads).toMatchObject([{ kind: 'loan-lead', name: 'Lead NoScript' }]);
});

test("the chosen filters' chips are links: each shows the page without its filter, Clear all without any", async ({
  page,
}) => {
  await page.goto('/property/noida/all/residential?rooms=2,3&sort=price_desc');
  const chips = page.getByRole('group', { name: 'Chosen filters' });
  await chips.getByRole('link', { name: 'Remove filter: 2 BHK' }).click();
  await expect(page).toHaveURL(/\/property\/noida\/all\/residential\?rooms=3&sort=price_desc$/);
  await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveCount(1);
  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/property\/noida\/all\/residential\?sort=price_desc$/);
  await expect(chips).toHaveCount(0);
});

for (const width of [1280, MOBILE.width]) {
  test(`filters and sort are a GET form: Apply filters lands on the listing's own address (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/property/noida/all/residential');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters).toBeVisible();
    // Without JavaScript every group's options are shown, and the Apply button with them.
    await filters.getByRole('checkbox', { name: '3 BHK' }).check();
    await filters.getByRole('checkbox', { name: '2 BHK' }).check();
    const location = filters.getByLabel('Location');
    const locality = await location.locator('option').nth(1).getAttribute('value');
    expect(locality).toBeTruthy();
    await location.selectOption(locality ?? '');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    // The place moves into the path; the choices stay in the query, in their one order.
    await expect(page).toHaveURL(new RegExp(`/search-property/r/noida/${locality}/all\\?rooms=2%2C3&sort=price_asc$`));
    const chips = page.getByRole('group', { name: 'Chosen filters' });
    await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveCount(2);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByLabel('Location')).toHaveValue(locality ?? '');
  });
}
