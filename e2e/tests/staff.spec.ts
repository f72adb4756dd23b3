import path from 'node:path';
import { test, expect, DESKTOP, MOBILE } from '../support/fixtures';
import { baseUrl, E2E_PORT, remotePort } from '../support/env';
import { exactly, failedLoad } from '../support/expectedProblems';
import { runRelease } from '../support/release';
import { readRuntimeConfig, withRuntimeConfigText } from '../support/runtimeConfig';
import { addStaffAccount } from '../support/staffAccounts';

/**
 * The staff back-office (remote-staff under /staff): hidden from search engines, absent from the
 * public pages' downloads, and a real sign-in through the site's own origin (the session cookie
 * set and sent through the site server's /api proxy).
 */

const ADMIN = { email: 'e2e.admin@noida-realty.example', password: 'orchid lantern basalt 42' };
const AGENT = { email: 'e2e.agent@noida-realty.example', password: 'harbour tulip granite 9' };
const STAFF_REMOTE_ORIGIN = `http://localhost:${E2E_PORT + 4}`;
const SIGNED_OUT = 'signed out: the staff screens ask for the session, which answers 401';

test.beforeAll(() => {
  addStaffAccount(ADMIN.email, 'admin', ADMIN.password);
  addStaffAccount(AGENT.email, 'agent', AGENT.password);
});

test('no search engine is pointed at /staff: robots.txt disallows it, the sitemap omits it, its HTML says noindex', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('\nDisallow: /staff\n');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff');
  const page = await request.get('/staff/accounts');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('Staff sign-in');
  expect(html).not.toContain('rel="canonical"');
});

test("the public pages download none of the back-office's code", async ({ page }) => {
  const fromStaff: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(STAFF_REMOTE_ORIGIN)) fromStaff.push(r.url());
  });
  for (const path of ['/', '/shortlist', '/blog', '/emi-calculator']) {
    await page.goto(path);
    await expect(page.locator('[data-interactive]').first()).toBeAttached();
  }
  expect(fromStaff).toEqual([]);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`an admin signs in, sees the staff accounts and the audit log, and signs out (${viewport.width} px)`, async ({
    page,
    problems,
  }) => {
    problems.expect(...failedLoad(exactly(`${baseUrl}/api/staff/session`), SIGNED_OUT));
    await page.setViewportSize(viewport);
    await page.goto('/staff');
    await page.getByLabel('E-mail').fill('e2e.admin@noida-realty.example');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The e-mail address or the password is wrong.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // /staff opens the first area the role may open.
    await expect(page).toHaveURL(/\/staff\/[a-z]+$/);
    await page.getByRole('link', { name: 'Staff accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
    await expect(page.getByText(`staff_account:`).first()).toBeVisible();
    await expect(page).toHaveTitle('Staff accounts | Staff back-office');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The session is the cookie's, kept by the server: a reload stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    // Ended on the server: the old cookie opens nothing.
    await page.goto('/staff/accounts');
    await expect(page.getByLabel('Password')).toBeVisible();
    expect((await page.request.get('/api/staff/accounts')).status()).toBe(401);
  });
}

test('an agent finds an enquiry sent from the site in the inbox, marks it contacted, takes it and notes the call', async ({
  page,
  problems,
}) => {
  problems.expect(...failedLoad(exactly(`${baseUrl}/api/staff/session`), SIGNED_OUT));
  const stamp = Date.now().toString(36);
  const subject = `Site visit in Sector 150 (${stamp})`;
  const who = 'Inbox Visitor';
  const sent = await page.request.post('/api/request-form', {
    headers: { 'Idempotency-Key': crypto.randomUUID(), Origin: baseUrl },
    data: {
      name: 'Inbox Visitor',
      email: 'inbox.visitor@example.in',
      phone: '98100 54321',
      subject,
      message: 'Please call.',
    },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An agent's first area is the inbox; the admin's screens are not offered.
  await expect(page).toHaveURL(/\/staff\/leads$/);
  await expect(page.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);

  await page.getByLabel('Search').fill(subject);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/leads$/);
  const found = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(subject);
  await found.getByRole('link', { name: who }).click();
  await expect(page.getByRole('heading', { level: 1, name: who })).toBeVisible();
  await expect(page.getByText('Please call.')).toBeVisible();

  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText(`Assigned to: ${AGENT.email}`)).toBeVisible();
  await page.getByLabel(/New note/).fill('Called back; visit on Sunday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back; visit on Sunday.')).toBeVisible();

  // Stored on the server: a reload shows the same work.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('contacted');
  await expect(page.getByText(`Assigned to: ${AGENT.email}`)).toBeVisible();
  await expect(page.getByText('Called back; visit on Sunday.')).toBeVisible();
});

const EDITOR = { email: 'e2e.editor@noida-realty.example', password: 'copper meadow violin 17' };
/** A change reaches the public pages within 5 s; the bound leaves room for a loaded machine. */
const VISIBLE_WITHIN_MS = 8_000;

test('an editor changes a price and unpublishes a listing: the public page shows the price, then answers 410 and leaves the sitemap', async ({
  page,
  problems,
}) => {
  problems.expect(...failedLoad(exactly(`${baseUrl}/api/staff/session`), SIGNED_OUT));
  addStaffAccount(EDITOR.email, 'editor', EDITOR.password);
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An editor's first area is the listing desk; the leads (personal data) are not offered.
  await expect(page).toHaveURL(/\/staff\/listings$/);
  await expect(page.getByRole('link', { name: 'Leads' })).toHaveCount(0);

  await page.getByLabel('Kind').selectOption('residential');
  await page
    .getByRole('list', { name: /Listings/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/listings\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const publicPath = await page.getByRole('link', { name: 'Open the public page' }).getAttribute('href');
  if (publicPath === null) throw new Error('no public page link');
  const original = await page.getByLabel(/Price \(lakhs\)/).inputValue();
  const csrf = async () =>
    ((await (await page.request.get('/api/staff/session')).json()) as { csrfToken: string }).csrfToken;

  try {
    await page.getByLabel(/Price \(lakhs\)/).fill('321');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Saved\. The public pages show it/)).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get(publicPath)).text()).includes('₹3.21 Cr'), {
        timeout: VISIBLE_WITHIN_MS,
        intervals: [200],
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(publicPath, { maxRedirects: 0 })).status(), {
        timeout: VISIBLE_WITHIN_MS,
        intervals: [200],
      })
      .toBe(410);
    const gone = await (await page.request.get(publicPath, { maxRedirects: 0 })).text();
    expect(gone).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toMatch(new RegExp(`/${id}</loc>`));

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(publicPath)).status(), { timeout: VISIBLE_WITHIN_MS, intervals: [200] })
      .toBe(200);
  } finally {
    // Back as it was, for the tests after this one, whatever failed above.
    await page.request.patch(`/api/staff/listings/${id}`, {
      headers: { 'X-CSRF-Token': await csrf(), Origin: baseUrl },
      data: { price: Number(original), state: 'published' },
    });
  }
});

test('the back-office is released and rolled back alone: gated, switched, signed in on the new build, the old one back', async ({
  page,
  request,
  problems,
}) => {
  test.setTimeout(300_000);
  problems.expect(...failedLoad(exactly(`${baseUrl}/api/staff/session`), SIGNED_OUT));
  /** The staff build in the site server's HTML of /staff (raw HTML, no script run). */
  const serverBuild = async () =>
    /<div data-remote="staff" data-build="([^"]+)"/.exec(await (await request.get('/staff')).text())?.[1] ?? 'none';
  const before = await serverBuild();
  expect(before).toMatch(/^staff-/);
  const { staff: liveManifest, ...others } = readRuntimeConfig().remotes;

  await withRuntimeConfigText(JSON.stringify(readRuntimeConfig()), async () => {
    const release = await runRelease('staff');
    expect(release.code, release.output).toBe(0);
    expect(release.output).toContain('Gate passed');
    const buildId = String(release.buildId);
    expect(buildId).toMatch(/^staff-/);
    const { staff: releasedManifest, ...othersAfter } = readRuntimeConfig().remotes;
    expect(releasedManifest).toBe(`http://localhost:${remotePort.staff}/releases/${buildId}/mf-manifest.json`);
    expect(othersAfter).toEqual(others); // the public remotes are not touched
    await expect.poll(serverBuild, { timeout: 5000, intervals: [250] }).toBe(buildId);

    // The new build works: it hydrates and signs an admin in.
    await page.goto('/staff');
    await expect(page.locator('[data-remote="staff"]')).toHaveAttribute('data-build', buildId);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Staff accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();

    const rollback = await runRelease('staff', ['--rollback']);
    expect(rollback.code, rollback.output).toBe(0);
    expect(readRuntimeConfig().remotes.staff).toBe(liveManifest);
    await expect.poll(serverBuild, { timeout: 5000, intervals: [250] }).toBe(before);
  });
});

const PHOTO = path.resolve(__dirname, '../fixtures/photos/sector-150-living-room.jpg');

test('an editor creates a listing with a photo and publishes it: the public search, its page and the sitemap show it; deleted, it answers 410', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  problems.expect(...failedLoad(exactly(`${baseUrl}/api/staff/session`), SIGNED_OUT));
  addStaffAccount(EDITOR.email, 'editor', EDITOR.password);
  const title = `3 BHK Flat with Park View ${Date.now().toString(36)}`;
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();

  await page.getByLabel('Kind').selectOption('residential');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Property type').fill('Apartment');
  await page.getByLabel('Project name').fill('Park Vista');
  await page.getByLabel('Builder').fill('Noida Homes');
  await page.getByLabel('Possession status').selectOption({ label: 'Resale' });
  await page.getByLabel('Ownership').fill('Freehold');
  await page.getByLabel('City').fill('noida');
  await page.getByLabel('Locality').fill('sector-150');
  await page.getByLabel('Address').fill('Tower B, Sector 150, Noida');
  await page.getByLabel('Price (lakhs)').fill('142.5');
  await page.getByLabel('Area (sq ft)').fill('1650');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('3');
  await page.getByLabel('Description').fill('Corner flat facing the central park.\n\n- Two covered parkings');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/staff\/listings\/\d+$/);
  const id = Number(page.url().split('/').pop());

  await page.getByLabel('Add photos').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Upload/ }).click();
  await expect(page.getByText('One photo added.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Alt text of photo 1').fill('Living room facing the park');
  await page.getByRole('button', { name: 'Save alt text' }).click();
  // The thumbnail is one of the variants the API made (served by the site's own /api).
  const thumbnail = page.getByRole('img', { name: 'Living room facing the park' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /^http:\/\/localhost:\d+\/api\/images\/photos\/[\w-]{16}\/\d+\.(avif|webp|jpg)$/,
  );

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  const publicPath = await page.getByRole('link', { name: 'Open the public page' }).getAttribute('href');
  expect(publicPath).toMatch(new RegExp(`^/residential/noida/3-bhk-flat-with-park-view-[a-z0-9]+/${id}$`));
  const visible = { timeout: VISIBLE_WITHIN_MS, intervals: [200] };
  await expect.poll(async () => (await page.request.get(String(publicPath))).status(), visible).toBe(200);
  await expect
    .poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(`${publicPath}</loc>`), visible)
    .toBe(true);

  // A visitor finds it: the newest listing leads the city's search, and its page is the listing's.
  await page.goto('/search-property/r/noida/all/all');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  // Its uploaded photo is the card's picture, the page's main image and its link preview.
  const uploaded = /\/api\/images\/photos\/[\w-]{16}\/\d+\.(avif|webp|jpg)$/;
  const card = page.locator('main article', { hasText: title }).locator('img').first();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(uploaded);
  const html = await (await page.request.get(String(publicPath))).text();
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/images\/photos\/[\w-]{16}\/\d+\.jpg"/);
  await page.goto(String(publicPath));
  await expect(page.getByRole('heading', { level: 1, name: 'Park Vista' })).toBeVisible();
  const main = page.getByRole('img', { name: 'Living room facing the park' }).first();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(uploaded);
  await expect(page.getByText('Corner flat facing the central park.')).toBeVisible();

  // Deleted: gone from the site.
  await page.goto(`/staff/listings/${id}`);
  await page.getByRole('button', { name: 'Delete this listing' }).click();
  await page.getByRole('button', { name: 'Yes, delete this listing' }).click();
  await expect(page).toHaveURL(/\/staff\/listings$/);
  await expect
    .poll(async () => (await page.request.get(String(publicPath), { maxRedirects: 0 })).status(), visible)
    .toBe(410);
});
