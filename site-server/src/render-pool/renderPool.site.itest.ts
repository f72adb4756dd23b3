// The render pool against the composed site (its API and remotes as `npm start` runs them, on
// RENDER_POOL_TEST_PORT, default 4600, and the next 10 ports; `npm run test:render-pool -w site-server`): a finance release whose screen renders
// for 10 s synchronously holds up no other page, its worker is replaced, and a rollback goes
// through meanwhile; a flood of unique URLs leaves a visitor's kept pages whole.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRenderPool, RenderRefused, type PoolPage, type RenderPool } from './renderPool.js';
import { gateFinanceBuild, serveFolder, shellDist, startSite, type TestSite } from './testSite.js';

const PORT = Number(process.env.RENDER_POOL_TEST_PORT ?? 4600);

let site: TestSite;
let slowFinance: { url: string; close(): Promise<void> };

before(async () => {
  const build = gateFinanceBuild('slow-render'); // its screen busy-waits 10 s on the server
  site = await startSite(PORT);
  slowFinance = await serveFolder(build, PORT + 5);
});

after(async () => {
  await slowFinance?.close();
  await site?.close();
});

/** A page as the pool answers it, read whole, with the order it settled in. */
async function page(pool: RenderPool, path: string, config: unknown, client = 'visitor') {
  const answer: PoolPage = await pool.render({ url: `${site.origin}${path}`, config, nonce: 'test-nonce', client });
  return { status: answer.status, html: answer.body.toString('utf8') };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('render pool with a remote that renders for 10 s synchronously', () => {
  it('answers /about and a listing meanwhile, replaces the stalled worker and takes a rollback', async () => {
    const live = site.config;
    const slow = { ...live, remotes: { ...live.remotes, finance: `${slowFinance.url}/mf-manifest.json` } };
    let current: unknown = slow;
    const logs: string[] = [];
    const pool = await createRenderPool({
      shellDist,
      apiUrl: site.apiUrl,
      readRuntimeConfig: () => current,
      log: (line) => logs.push(line),
      workers: 2,
      budgetMs: 3000,
    });
    assert.ok(pool, 'the shell has a server build');
    try {
      const first = pool.stats().threadIds;
      let slowSettled = false;
      const slowPage = page(pool, '/emi-calculator', slow).finally(() => (slowSettled = true));
      slowPage.catch(() => undefined); // awaited below; a failure before then must not go unhandled
      await new Promise((r) => setTimeout(r, 300)); // the finance screen is rendering now

      const about = await page(pool, '/about', slow);
      const listing = await page(pool, '/project-listing', slow);
      assert.equal(about.status, 200);
      assert.match(title(about.html) ?? '', /^About Us/);
      assert.equal(listing.status, 200);
      assert.match(title(listing.html) ?? '', /Project Listing/);
      assert.equal(slowSettled, false, 'the other pages did not wait for the finance screen');

      // The rollback: finance's previous release, live at once on the worker that is free.
      current = live;
      await pool.refresh();
      const rolledBack = await page(pool, '/emi-calculator', live);
      assert.equal(rolledBack.status, 200);
      assert.equal(slowSettled, false, 'the rollback did not wait for the finance screen');

      // The slow page: abandoned at its budget, then sent with finance's region left to the browser.
      const stalled = await slowPage;
      assert.equal(stalled.status, 200);
      assert.ok(stalled.html.includes('<!--$!-->'), "finance's region is rendered by the browser");
      assert.ok(stalled.html.includes('</footer>'), 'the rest of the page is there');
      assert.equal(pool.stats().abandoned, 1);
      assert.ok(logs.some((l) => l.startsWith('render of /emi-calculator past its 3000 ms budget')));

      // The stalled worker did not yield: it was terminated and another started in its place.
      await until(() => pool.stats().replacedWorkers === 1, 'the stalled worker replaced');
      assert.ok(logs.some((l) => /^render worker \d+ does not yield: replaced$/.test(l)));
      await until(
        () => pool.stats().threads === 2 && pool.stats().threadIds.some((id) => !first.includes(id)),
        'a new worker',
      );
      const again = await page(pool, '/about', live);
      assert.match(title(again.html) ?? '', /^About Us/);
      // Finance's previous release renders on the server (a busy machine may hand its first page's
      // region to the browser while its modules load).
      let emi = '';
      for (let i = 0; i < 10 && !/^EMI Calculator/.test(emi); i++)
        emi = title((await page(pool, '/emi-calculator', live)).html) ?? '';
      assert.match(emi, /^EMI Calculator/);
    } finally {
      await pool.close();
    }
  });
});

describe('render pool under a flood of unique pages', () => {
  // The flood's own pages may lose a region when the machine is saturated (a remote's answer late):
  // the visitor's pages are whole all the same, from their kept copies.
  it("keeps a visitor's kept pages whole, and answers the flood it cannot take with 503 and Retry-After", async () => {
    const config = site.config;
    const pool = await createRenderPool({
      shellDist,
      apiUrl: site.apiUrl,
      readRuntimeConfig: () => config,
      workers: 2,
    });
    assert.ok(pool);
    try {
      for (const path of ['/about', '/blog']) assert.equal((await page(pool, path, config)).status, 200);
      let flooding = true;
      const outcomes = { pages: 0, refused: 0, retryAfter: new Set<number>() };
      const flooder = async () => {
        while (flooding) {
          try {
            // Pages of their own (a junk parameter would be the kept /blog): EMI figures the screen
            // reads, in its canonical query (another one is answered with a redirect to it).
            const amount = 100_000 + Math.floor(Math.random() * 9_000_000);
            const flood = await page(
              pool,
              `/emi-calculator?amount=${amount}&rate=9&tenure=1&unit=years`,
              config,
              'flood',
            );
            assert.equal(flood.status, 200);
            outcomes.pages += 1;
            // A kept page is answered without I/O; an HTTP client's next request comes after a round trip.
            await new Promise((r) => setImmediate(r));
          } catch (error) {
            assert.ok(error instanceof RenderRefused, String(error));
            outcomes.refused += 1;
            outcomes.retryAfter.add(error.retryAfterSeconds);
            // An HTTP client's next request comes after the 503's round trip, not at once.
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      };
      const flood = Array.from({ length: 80 }, flooder);
      const visits: { status: number; title: string | null }[] = [];
      for (let i = 0; i < 40; i++) {
        for (const path of ['/about', '/blog']) {
          const visit = await page(pool, path, config);
          visits.push({ status: visit.status, title: title(visit.html) });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      flooding = false;
      await Promise.all(flood);

      const notWhole = visits.filter((v) => v.status !== 200 || v.title === null);
      assert.deepEqual(notWhole, [], `${notWhole.length} of ${visits.length} visits`);
      assert.ok(outcomes.refused > 0, 'past its share the flood is refused');
      assert.ok(outcomes.pages > 0, 'within its share the flood is served');
      assert.ok([...outcomes.retryAfter].every((s) => s >= 1 && s <= 30));
    } finally {
      await pool.close();
    }
  });
});

describe('render pool and the API log', () => {
  it("sends the visitor's request id with the render's API calls: one id in both processes' logs", async () => {
    const config = site.config;
    const pool = await createRenderPool({
      shellDist,
      apiUrl: site.apiUrl,
      readRuntimeConfig: () => config,
      workers: 1,
    });
    assert.ok(pool);
    try {
      const requestId = `page-trace-${Date.now()}`;
      // A listing page the render asks the API for (no earlier render kept its answers: a new filter).
      const answer = await pool.render({
        url: `${site.origin}/project-listing?bhk=4&sort=price-desc`,
        config,
        nonce: 'test-nonce',
        requestId,
      });
      assert.equal(answer.status, 200);
      const apiLines = () =>
        site.logLines
          .filter((line) => line.includes(requestId))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      await until(
        () => apiLines().length > 0,
        `an API log line with the request id (${site.logLines.length} lines: ${site.logLines
          .filter((l) => /"level":[56]0|error/i.test(l))
          .slice(-4)
          .join(' / ')
          .slice(0, 1500)})`,
      );
      assert.ok(apiLines().every((line) => line.reqId === requestId));
    } finally {
      await pool.close();
    }
  });
});

describe('render pool and a form shown again', () => {
  it("renders the visitor's own post-back, never from a kept copy and never kept for another visitor", async () => {
    const config = site.config;
    const pool = await createRenderPool({
      shellDist,
      apiUrl: site.apiUrl,
      readRuntimeConfig: () => config,
      workers: 1,
    });
    assert.ok(pool);
    try {
      const url = `${site.origin}/contact`;
      const kept = await page(pool, '/contact', config);
      assert.equal((await pool.render({ url, config, nonce: 'n' })).kept, true, 'the contact page is kept');
      const postBack = {
        form: 'contact' as const,
        values: { name: 'Asha Typed', email: 'asha@', phone: '', subject: '', message: 'Mine alone', website: '' },
        errors: { email: 'Please enter a valid e-mail address' },
        failure: null,
      };
      const own = await pool.render({ url, config, nonce: 'n2', client: 'asha', postBack });
      assert.equal(own.kept, false);
      const html = own.body.toString('utf8');
      assert.match(html, /value="Asha Typed"/);
      assert.match(html, /Please enter a valid e-mail address/);
      // The next visitor gets the kept page, without anything Asha typed.
      const next = await page(pool, '/contact', config, 'someone-else');
      assert.equal(next.html, kept.html);
      assert.doesNotMatch(next.html, /Asha Typed|Mine alone/);
    } finally {
      await pool.close();
    }
  });
});
