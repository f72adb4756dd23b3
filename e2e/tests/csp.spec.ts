import { test, expect, scrollThrough } from '../support/fixtures';
import { routeTable } from '../support/routes';

/**
 * The composed site is served with a content security policy naming exactly the origins it uses;
 * every route loads under it without a single violation.
 */
test('the policy is strict: no inline or eval scripts, no plugins, no framing, fixed base', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'self'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  // Style sheets are files too (no CSS injected as <style> by JavaScript); style attributes are
  // allowed (the server's HTML carries a few) and nothing else inline.
  expect(directives['style-src']).not.toContain("'unsafe-inline'");
  expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
  // React's streaming scripts carry this page's nonce: one, new for every page.
  const nonces = (directives['script-src'] ?? []).filter((v: string) => v.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const again = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(again).not.toContain(nonces[0]);
  const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
  const remoteOrigins = Object.values(config.remotes).map((u) => new URL(u).origin);
  expect(
    directives['script-src']
      ?.slice(1)
      .filter((v: string) => !v.startsWith("'nonce-"))
      .sort(),
  ).toEqual([...new Set(remoteOrigins)].sort());
  expect(directives['frame-src']?.sort()).toEqual([
    'https://www.openstreetmap.org',
    'https://www.youtube-nocookie.com',
  ]);
});

test('every route loads under the policy without a violation', async ({ page, request, problems }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const route of await routeTable(request)) {
    await page.goto(route);
    await expect(page.locator('[data-remote]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // What loads as the visitor scrolls is under the policy too.
    await scrollThrough(page);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, route).toEqual([]);
  }
  expect(problems.errors).toEqual([]);
});
