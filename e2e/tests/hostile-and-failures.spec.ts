import Database from 'better-sqlite3';
import type { Page, Route } from '@playwright/test';
import { test, expect, visit } from '../support/fixtures';
import { E2E_PORT, baseUrl } from '../support/env';
import { remoteManifest } from '../support/runtimeConfig';
import { armXssProbe, executableLeft, poke } from '../support/hostileContent';
import { API_CALL, exactly, failedLoad, siteLogsFailedCall } from '../support/expectedProblems';
import { expectSanitizerParseReports } from '../support/sanitizerReports';
import { XSS_PAYLOADS, hostileBody, payloadGroups } from '../support/xssPayloads';
import { withPagesRenderedInBrowser } from '../support/browserRendered';

/**
 * Hostile content and failures, in the composed production build.
 * A: XSS payloads stored in the site's own database (blog posts, listing descriptions) never run.
 * B: the API down, slow or answering broken JSON, and a remote's manifest missing or hanging,
 *    leave the shell standing and every screen with a message or its empty state within 6 s.
 */

/** The e2e web server's API database (API_DATA_DIR in playwright.config.ts, site.db in api/src/db). */
const DB_FILE = `/tmp/site-e2e-${E2E_PORT}/site.db`;
/** Every row this file adds carries this, so clean-up removes exactly those. */
const MARK = `xss-e2e-${Date.now().toString(36)}`;

test.describe('hostile content from the database never runs', () => {
  test.describe.configure({ mode: 'serial' });
  let db: Database.Database;
  const blogSlugs: string[] = [];
  const listingPaths: { kind: 'residential' | 'commercial'; name: string; path: string }[] = [];
  const groups = payloadGroups(8);

  test.beforeAll(async ({ request }) => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    db = new Database(DB_FILE, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const insertBlog = db.prepare(
      'INSERT INTO blogs (slug, title, image, description, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    groups.forEach((group, i) => {
      const slug = `${MARK}-post-${i + 1}`;
      const title = `Hostile post ${i + 1} <img src=x onerror=window.__xss(${9000 + i})>`;
      insertBlog.run(
        slug,
        title,
        'blog-1.svg',
        hostileBody(group, `Safe intro ${i + 1}`, `Safe outro ${i + 1}`),
        `2019-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
      );
      blogSlugs.push(slug);
    });
    // New listing rows (fresh ids, so the API's read cache has never seen them), copied from a real one.
    for (const [kind, type] of [
      ['residential', 'r'],
      ['commercial', 'c'],
    ] as const) {
      const res = await request.get(`/api/property_list/noida/all/${type}`);
      expect(res.ok()).toBe(true);
      const item = ((await res.json()) as { property_list: { p_id: number; p_location: string; slug: string }[] })
        .property_list[0];
      if (!item) throw new Error(`no ${kind} listing to copy`);
      const body = hostileBody(XSS_PAYLOADS, `Safe ${kind} intro`, `Safe ${kind} outro`);
      const name = `Hostile Tower ${kind} </script><script>window.__xss(9100)</script>`;
      const info = db
        .prepare(
          `INSERT INTO listings (kind, city_id, location_id, property_name, builder_name, title, slug, description, address, price, area, room, bathroom,
             washroom, lift, units, furnishing, property_status, property_type, ownership, images, features, search_text, created_at, updated_at)
           SELECT kind, city_id, location_id, ?, builder_name, title, ?, ?, address, price, area, room, bathroom,
             washroom, lift, units, furnishing, property_status, property_type, ownership, images, features, search_text, '2019-01-01T00:00:00.000Z', updated_at
           FROM listings WHERE id = ?`,
        )
        .run(name, `${MARK}-${kind}`, body, item.p_id);
      listingPaths.push({
        kind,
        name,
        path: `/${kind}/${item.p_location}/${MARK}-${kind}/${Number(info.lastInsertRowid)}`,
      });
    }
  });

  test.afterAll(() => {
    if (!db) return;
    db.prepare('DELETE FROM blogs WHERE slug LIKE ?').run(`${MARK}-%`);
    db.prepare('DELETE FROM listings WHERE slug LIKE ?').run(`${MARK}-%`);
    db.close();
  });

  test(`${XSS_PAYLOADS.length} payloads in blog posts: the detail pages show the text and run nothing`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    // Poking a payload's link may open /x, a page the site does not have: it answers 404 on purpose.
    problems.expect(...failedLoad(exactly(`${baseUrl}/x`), 'a payload link opens an unknown page, which answers 404'));
    const probe = await armXssProbe(page);
    const policy = await expectSanitizerParseReports(page, problems);
    for (const [i, slug] of blogSlugs.entries()) {
      // The server renders the post: the browser need not ask the API for it.
      const answer = page.request.get(`/api/get-blogdata/${slug}`);
      await visit(page, `/blog/${slug}`);
      // The payloads did reach the browser: the API answered this post's hostile body.
      expect(await (await answer).text()).toContain(`window.__xss(${groups[i]![0]!.n})`);
      // The probe is armed (a payload that ran would have been recorded).
      expect(await page.evaluate(() => typeof (window as unknown as { __xss?: unknown }).__xss)).toBe('function');
      const article = page.getByRole('article').filter({ hasText: `Safe intro ${i + 1}` });
      await expect(article.getByText(`Safe intro ${i + 1}`)).toBeVisible();
      await expect(
        page
          .getByRole('heading', { level: 1 })
          .filter({ hasText: `Hostile post ${i + 1}` })
          .or(article.getByText(`Hostile post ${i + 1} <img`))
          .first(),
      ).toBeVisible();
      expect(await executableLeft(article)).toEqual([]);
      await poke(page, article);
      expect(await probe.calls(), `payloads that ran on /blog/${slug}`).toEqual([]);
    }
    // The list shows the same posts as excerpts (plain text): nothing runs there either.
    await visit(page, '/blog');
    await page.waitForTimeout(300);
    expect(await probe.calls()).toEqual([]);
    expect(probe.dialogs).toEqual([]);
    policy.verify();
    expect(problems.errors).toEqual([]);
  });

  test('every payload in a residential and a commercial description: nothing runs, the text is there', async ({
    page,
    problems,
  }) => {
    const probe = await armXssProbe(page);
    const policy = await expectSanitizerParseReports(page, problems);
    for (const { kind, name, path } of listingPaths) {
      // The server renders the listing: the browser need not ask the API for it.
      const answer = page.request.get(`/api/property-detail/${kind}/${path.split('/').pop()!}`);
      await visit(page, path);
      expect(await (await answer).text()).toContain('window.__xss(1)');
      const description = page.locator('section[aria-labelledby="description-heading"]');
      await expect(description.getByText(`Safe ${kind} intro`)).toBeVisible();
      await expect(page.getByRole('heading', { name: /Hostile Tower/ }).first()).toBeVisible();
      expect(await executableLeft(description)).toEqual([]);
      // The name went into the JSON-LD too: it stays inside its script element, as data, whole.
      const ld = page.locator('script[type="application/ld+json"]');
      await expect(ld.first()).toBeAttached();
      const texts = await ld.allTextContents();
      for (const text of texts)
        expect(text, 'a "<" in structured data could end its script element').not.toContain('<');
      const listing = texts
        .map((t) => JSON.parse(t) as { '@type'?: string; name?: string })
        .find((d) => d['@type'] === 'RealEstateListing');
      expect(listing?.name, "the listing's structured data carries the hostile name as plain data").toBe(name);
      await poke(page, description);
      expect(await probe.calls(), `payloads that ran on ${path}`).toEqual([]);
    }
    expect(probe.dialogs).toEqual([]);
    policy.verify();
    expect(problems.errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// B: failures

type Failure = 'down' | 'slow' | 'malformed';

const FAILURES: Record<Failure, (route: Route) => Promise<void> | void> = {
  down: (r) => r.abort(),
  slow: (r) =>
    new Promise<void>((done) =>
      setTimeout(() => {
        // The page may have moved on: a late continue on a closed page is no failure.
        r.continue().then(done, () => done());
      }, 5000),
    ),
  // Truncated JSON of the shape each call expects; RTK Query must turn it into an error, not a crash.
  malformed: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"property_list": [' }),
};

/** A screen is settled when no spinner is left; measured in page time from navigation start. */
const SETTLE_MS = 6000;

/**
 * A slow API: each call gives up after shared-ui's API_TIMEOUT_MS (3.5 s, `shared-ui/src/api/baseQuery.ts`),
 * so the screen is settled at most this long after its last call went out. Counted from the call, not
 * from navigation: a region loaded as it nears the screen (the blog sidebar's carousel) calls later.
 */
const SETTLE_AFTER_LAST_CALL_MS = 3500 + 1500;

const SPINNER = '[role="status"]';

/**
 * Records in the page when the last "Loading…" spinner went away, and when the last API call went
 * out (page time from navigation start).
 */
function watchSpinners(selector: string) {
  const w = window as unknown as { __spinning: boolean; __spinnerGoneAt: number; __lastApiCallAt: number };
  w.__spinning = false;
  w.__spinnerGoneAt = 0;
  w.__lastApiCallAt = 0;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/api/')) w.__lastApiCallAt = performance.now();
    return send(input, init);
  };
  const check = () => {
    const on = Array.from(document.querySelectorAll(selector)).some((el) => /^Loading/.test(el.textContent ?? ''));
    if (on) w.__spinning = true;
    else if (w.__spinning) {
      w.__spinning = false;
      w.__spinnerGoneAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The page's spinner record, and the latest time the screen may settle (page time). */
interface SpinnerState {
  now: number;
  spinning: boolean;
  goneAt: number;
  deadline: number;
}

/**
 * When the screen stopped spinning, and the latest time it may: SETTLE_MS, or for a slow API
 * SETTLE_AFTER_LAST_CALL_MS after its last call went out, if that is later (page time); null if a
 * spinner is still there 12 s past that. A failing API (down, broken JSON) answers at once, so the
 * page is first let go quiet.
 */
async function settledAt(page: Page, quick: boolean): Promise<{ at: number; deadline: number } | null> {
  if (quick) await page.waitForLoadState('networkidle');
  const read = () =>
    page.evaluate(
      ({ floor, afterCall }): SpinnerState => {
        const w = window as unknown as { __spinning: boolean; __spinnerGoneAt: number; __lastApiCallAt: number };
        return {
          now: performance.now(),
          spinning: w.__spinning,
          goneAt: Math.round(w.__spinnerGoneAt),
          deadline: afterCall === null ? floor : Math.max(floor, Math.round(w.__lastApiCallAt + afterCall)),
        };
      },
      { floor: SETTLE_MS, afterCall: quick ? null : SETTLE_AFTER_LAST_CALL_MS },
    );
  // Quick: until the spinners are gone (or time is up). Slow: the screen must be done at its deadline.
  let state = await read();
  while (state.now < state.deadline && !(quick && !state.spinning)) {
    await page.waitForTimeout(50);
    state = await read();
  }
  // Too late already: measure how late, for the failure message.
  for (const until = state.now + 12_000; state.spinning && state.now < until; state = await read())
    await page.waitForTimeout(50);
  return state.spinning ? null : { at: state.goneAt, deadline: state.deadline };
}

/** Checks the shell and a non-blank screen; returns when the screen settled and by when it had to (null: still spinning). */
async function expectSettled(
  page: Page,
  path: string,
  quick: boolean,
): Promise<{ at: number; deadline: number } | null> {
  const at = await settledAt(page, quick);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Not blank: the screen's own region shows a heading, a message or content.
  const main = page.locator('main');
  await expect(main.getByRole('heading').or(main.getByRole('alert')).first()).toBeVisible();
  expect((await main.innerText()).trim().length, `${path} is blank`).toBeGreaterThan(20);
  return at;
}

/** Runs `fn` over `items` with at most `limit` at once (one page each). */
async function inPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

interface Screen {
  path: string;
  /** The screen shows data from the API: when a call fails, it must say so (an alert with Retry), not show an empty list. */
  needsApi?: true;
}

/** What the alert must say for each failure: the cause, in the visitor's words. */
const EXPLAINED: Record<Failure, RegExp> = {
  down: /could not reach the server/i,
  slow: /taking too long/i,
  malformed: /could not read/i,
};

/** What a screen says about an empty answer: wrong when the call failed. */
const EMPTY_RESULT = /\d+ property found|No more project matching your criteria|No properties found/;

/** The error status the site's own failure logs carry for each failure. */
const LOGGED_AS: Record<Failure, string> = { down: 'FETCH_ERROR', slow: 'TIMEOUT_ERROR', malformed: 'PARSING_ERROR' };

test.describe('the API failing: every screen keeps the shell and settles with a message', () => {
  const screens: Screen[] = [
    { path: '/' },
    { path: '/about' },
    { path: '/blog', needsApi: true },
    { path: '/blog/BLOG', needsApi: true },
    { path: '/contact' },
    { path: '/gallery' },
    { path: '/search-property/r/noida/all/all', needsApi: true },
    { path: '/project-listing', needsApi: true },
    { path: '/property/noida/all/residential', needsApi: true },
    { path: '/property/best-property', needsApi: true },
    { path: '/property/genuine-deal', needsApi: true },
    { path: '/property/exclusive-deal', needsApi: true },
    { path: 'RESIDENTIAL', needsApi: true },
    { path: 'COMMERCIAL', needsApi: true },
    { path: '/check-loan-eligibility' },
    { path: '/eligibility-check' },
    { path: '/emi-calculator' },
  ];
  const real: Record<string, string> = {};

  test.beforeAll(async ({ request }) => {
    const blogs = (await (await request.get('/api/get-blogs')).json()) as { get_blogs: { slug: string }[] };
    real['/blog/BLOG'] = `/blog/${blogs.get_blogs[0]!.slug}`;
    for (const [key, kind, type] of [
      ['RESIDENTIAL', 'residential', 'r'],
      ['COMMERCIAL', 'commercial', 'c'],
    ] as const) {
      const list = (await (await request.get(`/api/property_list/noida/all/${type}`)).json()) as {
        property_list: { p_id: number; p_location: string; slug: string }[];
      };
      const item = list.property_list[0]!;
      real[key] = `/${kind}/${item.p_location}/${item.slug}/${item.p_id}`;
    }
  });

  for (const failure of ['down', 'slow', 'malformed'] as const) {
    test(`API ${failure}: all ${screens.length} screens`, async ({ context, problems }) => {
      test.setTimeout(90_000);
      problems.expect(
        // A call that cannot reach the API is a failed request, which the browser reports too.
        ...(failure === 'down' ? failedLoad(API_CALL, 'every API call is cut off', { network: true }) : []),
        siteLogsFailedCall(LOGGED_AS[failure], `each screen logs its failed API calls (${failure})`),
      );
      await context.route('**/api/**', FAILURES[failure]);
      await context.addInitScript(watchSpinners, SPINNER);
      const late: string[] = [];
      const unexplained: string[] = [];
      // Three screens at a time, each in its own page: the slow case waits 6 s per screen.
      // The browser's own calls fail: pages rendered in the browser (the server's side: ssr-failures.spec.ts).
      await withPagesRenderedInBrowser(() =>
        inPool(screens, 3, async (screen) => {
          const path = real[screen.path] ?? screen.path;
          const page = await context.newPage();
          await page.goto(path);
          const settled = await expectSettled(page, path, failure !== 'slow');
          if (settled === null || settled.at > settled.deadline)
            late.push(
              `${path} ${settled === null ? 'still spinning' : `settled after ${settled.at} ms, due by ${settled.deadline} ms`}`,
            );
          if (screen.needsApi) {
            // An error the visitor can act on: the cause and Retry, in the screen itself.
            const alert = page
              .locator('main')
              .getByRole('alert')
              .filter({ hasText: EXPLAINED[failure] })
              .filter({ has: page.getByRole('button', { name: 'Retry' }) });
            const shown = await alert
              .first()
              .waitFor({ state: 'visible', timeout: 3000 })
              .then(
                () => true,
                () => false,
              );
            if (!shown) unexplained.push(`${path}: ${JSON.stringify(await page.locator('main').innerText())}`);
            // Nor may the screen also claim an empty result it never received.
            const claimsEmpty = page.locator('main').getByText(EMPTY_RESULT);
            if (shown && (await claimsEmpty.count()) > 0)
              unexplained.push(`${path}: also says ${JSON.stringify(await claimsEmpty.first().innerText())}`);
          }
          await page.close();
        }),
      );
      expect(late, 'screens still spinning when their calls had given up').toEqual([]);
      expect(
        unexplained,
        `screens without an alert that explains the failure (${EXPLAINED[failure]}) and offers Retry`,
      ).toEqual([]);
      // The failure did happen, and was logged (a route that never matched would pass the rest).
      expect(problems.matching(siteLogsFailedCall(LOGGED_AS[failure], '')).length).toBeGreaterThanOrEqual(
        screens.filter((s) => s.needsApi).length,
      );
      expect(problems.errors).toEqual([]);
    });
  }
});

test.describe('a remote manifest failing: its route shows a message with Retry, the shell stays', () => {
  const cases = [
    {
      remote: 'content',
      path: '/about',
      message: 'Blog and company pages is unavailable right now',
    },
    { remote: 'finance', path: '/emi-calculator', message: /is unavailable right now/ },
    {
      remote: 'listings',
      path: '/property/best-property',
      message: /is unavailable right now/,
    },
  ] as const;
  for (const c of cases) {
    for (const failure of ['missing', 'hanging'] as const) {
      test(`${c.remote} manifest ${failure} on ${c.path}`, async ({ page, problems }) => {
        const manifest = remoteManifest(c.remote);
        if (failure === 'missing')
          problems.expect(...failedLoad(exactly(manifest), `the ${c.remote} remote's manifest is missing (404)`));
        let askedAt = 0;
        await page.route(manifest, (route) => {
          askedAt ||= Date.now();
          return failure === 'missing'
            ? route.fulfill({ status: 404, body: 'not found' })
            : new Promise(() => undefined);
        });
        await page.goto(c.path);
        await expect(page.getByText(c.message).first()).toBeVisible({ timeout: SETTLE_MS });
        // Counted from the region's first request, not the navigation: on a busy machine the page
        // itself may load late, and the region's budget starts when it asks for its remote.
        expect(askedAt).toBeGreaterThan(0);
        expect(Date.now() - askedAt).toBeLessThan(SETTLE_MS);
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator(SPINNER).filter({ hasText: /^Loading/ })).toHaveCount(0);
        await page.unroute(manifest);
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.locator(`[data-remote="${c.remote}"]`).first()).toBeVisible();
        // The browser reports the missing manifest; nothing else goes wrong.
        expect(problems.errors).toEqual([]);
      });
    }
  }
});
