import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test page records what a visitor would never want to see: uncaught errors, React's
 * "Invalid hook call", CSP violations. Tests assert `problems` is empty at the end.
 */
export interface PageProblems {
  errors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('pageerror', (e) => problems.errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      const text = m.text();
      if (/Invalid hook call|Content Security Policy|Refused to (load|execute|connect|frame)/i.test(text)) problems.errors.push(`console: ${text}`);
    });
    await use(problems);
  },
});

export { expect };

/** Opens a path and waits until the shell and any remote region on it have settled. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('header')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
