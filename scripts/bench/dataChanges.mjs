// `npm run bench:changes`: how long a change made in the database takes to reach the site's pages
// and its API on the default deployment (`npm start`, SQLite), side by side with a baseline: the
// same site with the data version not watched (SITE_DATA_POLL_MS=0, DATA_CHANGE_POLL_MS=1 h), where
// every cache lives out its own lifetime, as before the data version existed.
// Each round renames a blog post in the database (as an operator would with the sqlite3 shell),
// after its page and the API answer were kept, and polls both every 50 ms until they show it.
// Options: --rounds N (default 10), --baseline-rounds N (default 3; 0 skips the baseline).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { rootDir, withSite } from './siteProcess.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    'baseline-rounds': { type: 'string', default: '3' },
    write: { type: 'boolean' },
  },
});
const ROUNDS = Number(args.rounds);
const BASELINE_ROUNDS = Number(args['baseline-rounds']);
/** Longer than any cache's lifetime (60 s kept answers + 30 s browser-visible): a round that never shows it fails. */
const GIVE_UP_MS = 120_000;
const RESULT_FILE = path.join(rootDir, 'bench/results/data-changes.md');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** ms until `url`'s body contains `text`, polled every 50 ms. */
async function shows(url, text, since) {
  for (;;) {
    const body = await (await fetch(url)).text();
    if (body.includes(text)) return Date.now() - since;
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`${url} still without "${text}" after ${GIVE_UP_MS} ms`);
    await sleep(50);
  }
}

async function measure(url, rounds) {
  const port = new URL(url).port;
  const db = new Database(`/tmp/site-bench-${port}/site.db`);
  const post = (await (await fetch(`${url}/api/get-blogs`)).json()).get_blogs[0];
  const page = `${url}/blog/${post.slug}`;
  const api = `${url}/api/get-blogdata/${post.slug}`;
  const samples = [];
  try {
    for (let i = 0; i < rounds; i += 1) {
      // Kept first: the page and the answer are served from the caches when the change lands.
      for (const u of [page, page, api, api]) await fetch(u);
      const title = `Market note ${Date.now().toString(36)}`;
      const since = Date.now();
      db.prepare('update blogs set title = ? where slug = ?').run(title, post.slug);
      const [pageMs, apiMs] = await Promise.all([shows(page, title, since), shows(api, title, since)]);
      samples.push({ pageMs, apiMs });
      process.stderr.write(`round ${i + 1}: page ${pageMs} ms, API ${apiMs} ms\n`);
      await sleep(500 + Math.random() * 1500); // changes land at any point of the polls' cycles
    }
  } finally {
    db.prepare('update blogs set title = ? where slug = ?').run(post.title, post.slug);
    db.close();
  }
  return samples;
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? '–' : `${sorted[Math.floor(sorted.length / 2)]} / ${sorted[sorted.length - 1]}`;
};

const watched = await withSite((url) => measure(url, ROUNDS));
const baseline =
  BASELINE_ROUNDS > 0
    ? await withSite((url) => measure(url, BASELINE_ROUNDS), {
        env: { SITE_DATA_POLL_MS: '0', DATA_CHANGE_POLL_MS: '3600000' },
        portOffset: 50,
      })
    : [];

const rows = [
  ['data version watched (as deployed)', watched],
  ['baseline: data version not watched', baseline],
].map(
  ([label, s]) => `| ${label} | ${s.length} | ${summary(s.map((x) => x.pageMs))} | ${summary(s.map((x) => x.apiMs))} |`,
);
const report = `# A change in the database, until the site shows it

\`npm run bench:changes -- --rounds ${ROUNDS} --baseline-rounds ${BASELINE_ROUNDS}\`, ${new Date().toISOString()}, on
\`npm start\` (SQLite). Each round renames a blog post in the database while its page and its API
answer are kept, then polls both every 50 ms. Figures are milliseconds from the change, median / worst.

| site | rounds | page (kept by the site server) | API answer (read cache) |
|---|---|---|---|
${rows.join('\n')}
`;
console.log(report);
if (args.write === true || !process.env.CI) fs.writeFileSync(RESULT_FILE, report);
