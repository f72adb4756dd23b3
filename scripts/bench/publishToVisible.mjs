// `npm run bench:publish`: how long a change an editor makes in the back-office takes to reach the
// public pages, against the target (p99 ≤ 5 s), side by side with a baseline: the same site
// with the data version not watched (SITE_DATA_POLL_MS=0, DATA_CHANGE_POLL_MS=1 h), where every
// cache lives out its own lifetime.
// Each round signs nothing new: one editor session makes three changes to a published listing
// through the staff API, as the back-office does, after the pages were kept:
//   price  PATCH a new price          → the detail page's JSON-LD offer shows it
//   hide   POST …/unpublish           → the detail page answers 410 and the sitemap drops its address
//   show   POST …/publish             → the detail page answers 200 and the sitemap lists it again
// Every page is polled every 50 ms from the moment the API answered the change.
// Options: --rounds N (default 20), --baseline-rounds N (default 1; 0 skips it), --smoke (2 rounds,
// no baseline), --write (write bench/results/publish-to-visible.md under CI too).
// Against a running site (BENCH_URL), give an editor account: BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listingDetailPath } from 'contracts/api';
import { rootDir, withSite } from './siteProcess.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    'baseline-rounds': { type: 'string', default: '1' },
    smoke: { type: 'boolean' },
    write: { type: 'boolean' },
  },
});
const ROUNDS = args.smoke ? 2 : Number(args.rounds);
const BASELINE_ROUNDS = args.smoke ? 0 : Number(args['baseline-rounds']);
const TARGET_MS = 5_000;
/** Longer than any cache's lifetime: a change that never shows fails the run. */
const GIVE_UP_MS = 120_000;
const RESULT_FILE = path.join(rootDir, 'bench/results/publish-to-visible.md');
const RUPEES_PER_LAKH = 100_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An editor account made as an operator makes one (the built command, the password on stdin). */
function addEditor(dataDir) {
  const email = 'bench-editor@example.com';
  const password = 'Sector-150 river view 7';
  try {
    execFileSync(
      process.execPath,
      ['--conditions=compiled', 'dist/cli/staff.js', 'add', '--email', email, '--role', 'editor'],
      {
        cwd: path.join(rootDir, 'api'),
        input: `${password}\n`,
        env: { ...process.env, API_DATA_DIR: dataDir },
        stdio: 'pipe',
      },
    );
  } catch (error) {
    // A data folder kept from an earlier run has the account (with this password) already.
    if (!/already exists/.test(String(error.stderr ?? ''))) throw error;
  }
  return { email, password };
}

/** A signed-in staff client: the session cookie, the CSRF token and the site's origin on every write. */
async function signIn(url, { email, password }) {
  const res = await fetch(`${url}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const { csrfToken } = await res.json();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, route, body) => {
    const answer = await fetch(`${url}/api/staff${route}`, {
      method,
      headers: {
        cookie,
        origin: url,
        'x-csrf-token': csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} /api/staff${route} answered ${answer.status}`);
    return answer.json();
  };
}

/** ms from `since` until `check()` is true, polled every 50 ms. */
async function until(label, check, since) {
  for (;;) {
    if (await check()) return Date.now() - since;
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`${label}: not visible after ${GIVE_UP_MS} ms`);
    await sleep(50);
  }
}

const pageShows = (url, text) => async () => (await (await fetch(url)).text()).includes(text);
const pageStatus = (url, status) => async () => {
  const res = await fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status === status;
};
const sitemapLists = (url, address, listed) => async () =>
  (await (await fetch(`${url}/sitemap.xml`)).text()).includes(`${address}<`) === listed;

async function measure(url, rounds, dataDir) {
  const account =
    process.env.BENCH_STAFF_EMAIL && process.env.BENCH_STAFF_PASSWORD
      ? { email: process.env.BENCH_STAFF_EMAIL, password: process.env.BENCH_STAFF_PASSWORD }
      : addEditor(dataDir);
  const staff = await signIn(url, account);
  const [first] = (await staff('GET', '/listings?state=published&limit=1')).listings;
  const { listing, fields } = await staff('GET', `/listings/${first.id}`);
  const address = listingDetailPath({ citySlug: fields.city, slug: listing.slug, id: listing.id }, listing.kind);
  const page = `${url}${address}`;
  const originalPrice = fields.price;
  const samples = { price: [], hide: [], show: [] };
  const keep = async () => {
    for (const u of [page, page, `${url}/sitemap.xml`, `${url}/sitemap.xml`]) await (await fetch(u)).arrayBuffer();
  };
  try {
    for (let i = 0; i < rounds; i += 1) {
      await keep();
      const price = Math.round((originalPrice + 1 + (i % 7)) * 100) / 100;
      let since = Date.now();
      await staff('PATCH', `/listings/${listing.id}`, { price });
      samples.price.push(
        await until('price', pageShows(page, `"price":${Math.round(price * RUPEES_PER_LAKH)}`), since),
      );

      await keep();
      since = Date.now();
      await staff('POST', `/listings/${listing.id}/unpublish`);
      const [gone, dropped] = await Promise.all([
        until('410', pageStatus(page, 410), since),
        until('sitemap drop', sitemapLists(url, address, false), since),
      ]);
      samples.hide.push(Math.max(gone, dropped));
      process.stderr.write(`  hide: 410 after ${gone} ms, left the sitemap after ${dropped} ms\n`);

      since = Date.now();
      await staff('POST', `/listings/${listing.id}/publish`);
      const [back, listed] = await Promise.all([
        until('200', pageStatus(page, 200), since),
        until('sitemap list', sitemapLists(url, address, true), since),
      ]);
      samples.show.push(Math.max(back, listed));
      const last = (k) => samples[k][samples[k].length - 1];
      process.stderr.write(
        `round ${i + 1}: price ${last('price')} ms, hide ${last('hide')} ms, show ${last('show')} ms\n`,
      );
      await sleep(300 + Math.random() * 1200); // changes land at any point of the polls' cycles
    }
  } finally {
    await staff('PATCH', `/listings/${listing.id}`, { price: originalPrice, state: 'published' });
  }
  return samples;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? '– | – | –' : `${percentile(sorted, 50)} | ${percentile(sorted, 99)} | ${sorted.at(-1)}`;
};

const run = (env, portOffset, rounds) =>
  withSite((url) => measure(url, rounds, `/tmp/site-bench-${new URL(url).port}`), { env, portOffset });
const watched = await run({}, 0, ROUNDS);
const baseline =
  BASELINE_ROUNDS > 0
    ? await run({ SITE_DATA_POLL_MS: '0', DATA_CHANGE_POLL_MS: '3600000' }, 50, BASELINE_ROUNDS)
    : null;

const all = (s) => [...s.price, ...s.hide, ...s.show];
const rows = [
  ['data version watched (as deployed)', watched],
  ...(baseline ? [['baseline: data version not watched', baseline]] : []),
].flatMap(([label, s]) =>
  ['price', 'hide', 'show']
    .map((k) => `| ${label} | ${k} | ${s[k].length} | ${summary(s[k])} |`)
    .concat(`| ${label} | **every change** | ${all(s).length} | ${summary(all(s))} |`),
);
const worstP99 = percentile(
  all(watched).sort((a, b) => a - b),
  99,
);
const report = `# From the back-office to the public pages

\`npm run bench:publish -- --rounds ${ROUNDS} --baseline-rounds ${BASELINE_ROUNDS}\`, ${new Date().toISOString()},
on \`npm start\` (SQLite). An editor signed in through the staff API changes a published listing's
price (until its detail page's JSON-LD shows it), unpublishes it (until the page answers 410 and the
sitemap drops it) and publishes it again (200 and listed), each after the pages were kept by the
site server. Milliseconds from the API's answer to the change; target p99 ≤ ${TARGET_MS} ms.

| site | change | changes | p50 | p99 | worst |
|---|---|---|---|---|---|
${rows.join('\n')}

p99 of every change as deployed: **${worstP99} ms** (${worstP99 <= TARGET_MS ? 'meets' : 'misses'} the ${TARGET_MS} ms target).
`;
console.log(report);
if (args.write === true || (!process.env.CI && !args.smoke)) fs.writeFileSync(RESULT_FILE, report);
