import { test, expect, visit, MOBILE, DESKTOP, type PageProblems } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { baseUrl } from '../support/env';
import { exactly, failedLoad, siteLogsFailedCall } from '../support/expectedProblems';

/** Browser tests of the finance remote's three screens in the composed site. */

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

function clean(problems: PageProblems) {
  expect(problems.errors).toEqual([]);
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`finance at ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('lead page: content, links and the 12 bank logos', async ({ page, problems }) => {
      await visit(page, '/check-loan-eligibility');
      await expect(page.getByRole('heading', { level: 1, name: 'CHECK LOAN ELIGIBILITY' })).toBeVisible();
      await expect(page).toHaveTitle(/Home Loan/);
      await expect(page.getByText('+91', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Home Loan Estimate' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Check your loan eligibility' })).toHaveAttribute(
        'href',
        '/eligibility-check',
      );
      await expect(page.getByRole('link', { name: 'Calculate your EMI' })).toHaveAttribute('href', '/emi-calculator');
      const logos = page.getByRole('region', { name: 'Our associated banks' }).getByRole('img');
      await expect(logos).toHaveCount(12);
      await logos.last().scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          logos.evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
      await noSideways(page);
      clean(problems);
    });

    test('lead form: empty Name and Email turn red, nothing is sent', async ({ page, problems }) => {
      let posts = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/loan-lead')) posts += 1;
      });
      await visit(page, '/check-loan-eligibility');
      await page.getByRole('button', { name: 'Get Home Loan Estimate' }).click();
      await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('This field is required')).toHaveCount(0);
      expect(posts).toBe(0);
      clean(problems);
    });

    test('lead form: a lead is stored by the API and confirmed', async ({ page, problems }) => {
      await visit(page, '/check-loan-eligibility');
      const name = `E2E ${label} ${Date.now()}`;
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Email').fill('e2e.lead@example.com');
      await page.getByLabel('Phone').fill('9876543210');
      const answer = page.waitForResponse((r) => r.url().includes('/api/loan-lead') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Get Home Loan Estimate' }).click();
      const res = await answer;
      expect(res.status()).toBe(200);
      expect(res.request().headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{8,200}$/);
      await expect(page.getByRole('status').filter({ hasText: `Thank you, ${name}!` })).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('');
      clean(problems);
    });

    test('lead form: a server failure shows a message and keeps the input', async ({ page, problems }) => {
      problems.expect(
        ...failedLoad(exactly(`${baseUrl}/api/loan-lead`), 'the lead call answers 500'),
        siteLogsFailedCall(500, 'the form logs the failed send', 'The loan lead could not be sent'),
      );
      await page.route('**/api/loan-lead', (r) =>
        r.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }),
        }),
      );
      await visit(page, '/check-loan-eligibility');
      await page.getByLabel('Name').fill('Ravi Kumar');
      await page.getByLabel('Email').fill('ravi@example.com');
      await page.getByRole('button', { name: 'Get Home Loan Estimate' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'We could not send your details right now. Please try again in a moment.',
      );
      await expect(page.getByLabel('Name')).toHaveValue('Ravi Kumar');
      await expect(page.getByLabel('Email')).toHaveValue('ravi@example.com');
      await expect(page.getByRole('button', { name: 'Get Home Loan Estimate' })).toBeEnabled();
      clean(problems);
    });

    test('eligibility calculator: defaults, messages, disabled APPLY and the toggle', async ({ page, problems }) => {
      await visit(page, '/eligibility-check');
      await expect(page.getByRole('heading', { level: 1, name: 'LOAN ELIGIBILITY CALCULATOR' })).toBeVisible();
      await expect(page.getByTestId('loan-amount')).toHaveText('₹10.85 L');
      await expect(page.getByTestId('loan-emi')).toHaveText('₹11,000');
      const apply = page.getByRole('link', { name: 'APPLY FOR HOME LOAN' });
      await expect(apply).toHaveAttribute('href', '/check-loan-eligibility');

      const income = page.getByRole('textbox', { name: 'Monthly income' });
      await income.fill('');
      await income.pressSequentially('1a9x999');
      await expect(income).toHaveValue('19999');
      await expect(page.getByText('Monthly income should be at least ₹20,000', { exact: true })).toBeVisible();
      await expect(page.getByTestId('loan-amount')).toHaveText('₹0');
      await expect(apply).toHaveAttribute('aria-disabled', 'true');

      await page
        .getByRole('group', { name: 'Monthly income presets' })
        .getByRole('button', { name: '50K (₹50,000)' })
        .click();
      const existing = page.getByRole('textbox', { name: 'Other existing EMIs (per month)' });
      await existing.fill('');
      await existing.pressSequentially('-30000');
      await expect(existing).toHaveValue('30000');
      await expect(
        page.getByText('Your existing EMIs are too high compared to your income', { exact: true }),
      ).toBeVisible();
      await expect(apply).toHaveAttribute('aria-disabled', 'true');

      await existing.fill('5000');
      await page.getByRole('radio', { name: 'Years' }).check();
      const duration = page.getByRole('slider', { name: 'Loan duration' });
      await expect(duration).toHaveValue('15');
      await expect(duration).toHaveAttribute('max', '30');
      await duration.focus();
      await page.keyboard.press('ArrowRight');
      await expect(duration).toHaveValue('16');
      await page.getByRole('radio', { name: 'Months' }).check();
      await expect(duration).toHaveValue('180');
      await expect(apply).toHaveAttribute('href', '/check-loan-eligibility');
      await noSideways(page);
      clean(problems);
    });

    test('EMI calculator: defaults, URL sharing, clamping, chart and schedule', async ({ page, problems }) => {
      await visit(page, '/emi-calculator');
      await expect(page.getByRole('heading', { level: 1, name: 'EMI CALCULATOR' })).toBeVisible();
      await expect(page.getByTestId('emi-monthly')).toHaveText('₹8,745');
      await expect(page.getByTestId('emi-total')).toHaveText('₹1,04,942');
      await expect(page.getByRole('link', { name: 'APPLY NOW' })).toHaveAttribute('href', '/check-loan-eligibility');
      await expect(page.getByRole('button', { name: 'KNOW MORE' })).toBeVisible();

      // Inputs go to the URL and survive a reload.
      await page.getByRole('button', { name: '20L (₹20,00,000)' }).click();
      await page.getByRole('radio', { name: 'Months' }).check();
      const tenure = page.getByRole('slider', { name: 'Loan tenure' });
      await tenure.fill('84');
      await expect(page).toHaveURL(/amount=2000000&rate=9&tenure=84&unit=months/);
      await page.reload();
      await expect(page.getByTestId('emi-monthly')).toHaveText('₹32,178');
      await expect(page.getByTestId('emi-interest')).toHaveText('₹7,02,965');

      // Absurd parameters are clamped, never NaN.
      await visit(page, '/emi-calculator?amount=99999999999999&rate=abc&tenure=-7&unit=weeks');
      await expect(page.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('300000000');
      await expect(page).toHaveURL(/amount=300000000&rate=9&tenure=1&unit=years/);
      await expect(page.locator('body')).not.toContainText('NaN');

      // The chart and the schedule load below the fold.
      await visit(page, '/emi-calculator?amount=500000&rate=10&tenure=2&unit=years');
      await page.getByTestId('emi-breakdown').scrollIntoViewIfNeeded();
      await expect(page.getByRole('img', { name: /Principal \d+%, interest \d+%/ })).toBeVisible();
      await page.getByText('Year 1', { exact: true }).click();
      await expect(page.getByRole('table', { name: 'Months of year 1' }).getByRole('row')).toHaveCount(13);
      await noSideways(page);
      clean(problems);
    });
  });
}
