import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * A tap made before the page has hydrated takes effect (issue 27, "no lost tap"): a link or a form
 * works natively, and any other control's tap is recorded by the start script and replayed once
 * React has hydrated that control. Each test holds the site's code (every script but the start
 * script) until its taps are made, so they always come before hydration, whatever the machine's
 * speed, on a phone-like CPU (4× slower).
 */

/** Holds every script but the start script until `release()`. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/^(?!.*\/page-start\.).*\.js(\?|$)/, async (route) => {
    await mayLoad;
    await route.continue();
  });
  return release;
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Nothing of the page is hydrated yet: no part carries React's data-interactive mark. */
async function notHydrated(page: Page) {
  expect(await page.locator('[data-interactive]').count()).toBe(0);
}

/** Waits for the remote's region to be hydrated (slow at 4× CPU on a busy machine). */
async function hydrated(page: Page, remote: 'listings' | 'finance') {
  await expect(page.locator(`[data-remote="${remote}"][data-interactive]`).first()).toBeAttached({ timeout: 60_000 });
}

async function firstResidential(request: APIRequestContext) {
  const res = await request.get('/api/property_list/noida/all/r');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { property_list: { p_id: number; p_location: string; slug: string }[] };
  const item = body.property_list[0];
  if (!item) throw new Error('no residential listing in noida');
  return `/residential/${item.p_location}/${item.slug}/${item.p_id}`;
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await slowCpu(page);
});

test('detail page: Favorite and the next-photo arrow tapped before hydration both take effect', async ({
  page,
  request,
}) => {
  const path = await firstResidential(request);
  // The server has the listings remote's code loaded (a site server just started may hand the
  // region to the browser, which then has nothing to tap before hydration).
  expect(await (await request.get(path)).text()).toContain('Next photo');
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const favorite = page.getByRole('button', { name: 'Favorite' });
  await favorite.click();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await notHydrated(page);

  release();
  await hydrated(page, 'listings');
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved to your favourites on this device')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View photo 2 of \d+ full screen$/ })).toBeVisible();
  // The header's shortlist count says so too.
  await expect(page.getByRole('banner').getByRole('link', { name: /Shortlist/ })).toContainText('1');
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
});

test('listing page: a filter group opened and a property type chosen before hydration are applied', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/property/noida/all/residential', { waitUntil: 'commit' });
  const rooms = page.getByRole('button', { name: /^Rooms/ });
  await rooms.click();
  const type = page.getByLabel('Property type');
  const choice = (await type.locator('option').nth(1).getAttribute('value')) ?? '';
  expect(choice).not.toBe('');
  await type.selectOption(choice);
  await notHydrated(page);

  release();
  await hydrated(page, 'listings');
  await expect(page).toHaveURL(new RegExp(`[?&]type=${encodeURIComponent(choice).replace(/%20/g, '(\\+|%20)')}`));
  await expect(type).toHaveValue(choice);
  await expect(rooms).toHaveAttribute('aria-expanded', 'true');
  // Replayed once: the open group stays open (a second click would have closed it).
  await page.getByRole('checkbox', { name: '2 BHK' }).check();
  await expect(page).toHaveURL(/rooms=2/);
});

test('EMI calculator: a preset tapped before hydration (a GET form) and text typed before hydration take effect', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/emi-calculator', { waitUntil: 'commit' });
  // A preset is a submit button of the calculator's GET form: the browser sends it, the server
  // answers with the figures for it.
  await page.getByRole('button', { name: '20L (₹20,00,000)' }).click();
  await expect(page).toHaveURL(/amount=2000000/);
  await expect(page.getByRole('button', { name: '20L (₹20,00,000)' })).toHaveAttribute('aria-pressed', 'true');
  const monthly = await page.getByTestId('emi-monthly').textContent();
  expect(monthly).not.toBe('₹8,745');
  // Typed into a field before hydration: kept, and applied once the calculator is live.
  const amount = page.getByRole('textbox', { name: 'Loan amount' });
  await amount.fill('2500000');
  await notHydrated(page);

  release();
  await hydrated(page, 'finance');
  await expect(page).toHaveURL(/amount=2500000/);
  await expect(page.getByTestId('emi-monthly')).not.toHaveText(monthly ?? '');
  await expect(amount).toHaveValue('2500000');
  await expect(amount).toBeFocused();
});
