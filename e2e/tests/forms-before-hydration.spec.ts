import { test, expect } from '../support/fixtures';
import { failedLoad } from '../support/expectedProblems';

/**
 * A form sent before the page's scripts have run is a plain post, not a lost tap: the site server
 * takes it, and the page it answers with hydrates with what the visitor typed (no mismatch); from
 * then on the form sends itself as usual.
 */
test('the contact form sent before hydration: posted, shown again, then hydrated with every value kept', async ({
  page,
  problems,
}) => {
  problems.expect(...failedLoad(/\/contact$/, 'an invalid post is answered 422 with the form shown again'));
  // The site's code (all but the tiny start script, which loads it after the page) waits until the
  // test lets it load: the server's HTML is all there is.
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/^(?!.*\/page-start\.).*\.js(\?|$)/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Early Visitor');
  await page.getByLabel('Email').fill('early.visitor@');
  await page.getByLabel('Message').fill('Sent before the scripts ran.');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'GET A FREE SERVICE' }).click();
  expect((await answer).status()).toBe(422);

  release();
  await expect(page.locator('[data-remote="content"][data-interactive]').first()).toBeAttached();
  // Hydrated from the page's own state: the same values and messages, now live.
  await expect(page.getByLabel('Name')).toHaveValue('Early Visitor');
  await expect(page.getByLabel('Message')).toHaveValue('Sent before the scripts ran.');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('This field is required');

  await page.getByLabel('Email').fill('early.visitor@example.com');
  await page.getByLabel('Phone').fill('9810000000');
  await page.getByLabel('Subject').fill('Before hydration');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/request-form') && r.method() === 'POST');
  await page.getByRole('button', { name: 'GET A FREE SERVICE' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Early Visitor', subject: 'Before hydration' });
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  expect(problems.errors).toEqual([]);
});
