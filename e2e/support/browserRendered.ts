import type { BrowserContext, Page } from '@playwright/test';

/**
 * Pages rendered by the browser alone: every page request is answered with the site's static page
 * (`/index.html`, what a visitor gets when the server renderer is unavailable), so what a test sees
 * is the browser's own handling of a failure it stages in the browser (API calls cut off, slow or
 * malformed). The server-rendered side of the same failures: ssr-failures.spec.ts.
 */
export async function renderPagesInBrowser(target: Page | BrowserContext): Promise<void> {
  await target.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || request.method() !== 'GET') return route.fallback();
    const response = await route.fetch({ url: new URL('/index.html', request.url()).href });
    return route.fulfill({ response });
  });
}
