import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { E2E_PORT } from '../support/env';

/**
 * A change made to the data, here by hand in the database as an operator would with the sqlite3
 * shell, reaches the pages the site server keeps within seconds: the database's trigger bumps the
 * data version, the API reads it (every second on SQLite) and forgets its kept answers, and the
 * site server, which reads the version every second too, renders its kept pages again.
 */
const DATABASE = `/tmp/site-e2e-${E2E_PORT}/site.db`;
/**
 * The target is 5 s; the bound leaves room for a loaded machine, and stays below the 10 s a kept
 * page would live without the data version (the API's max-age).
 */
const WITHIN_MS = 8_000;

async function titleWhenItShows(request: APIRequestContext, route: string, title: string): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await (await request.get(route)).text()).includes(title), {
      timeout: WITHIN_MS,
      intervals: [100],
    })
    .toBe(true);
  return Date.now() - started;
}

test('a blog post renamed in the database shows on its page and the blog within seconds, not after a minute', async ({
  request,
}) => {
  const post = (
    (await (await request.get('/api/get-blogs')).json()) as { get_blogs: { slug: string; title: string }[] }
  ).get_blogs[0];
  if (!post) throw new Error('the seed has no blog post');
  const route = `/blog/${post.slug}`;
  // Both pages are kept by the site server now (the second request is answered from its copy).
  for (const page of [route, '/blog']) {
    await request.get(page);
    expect(await (await request.get(page)).text()).toContain(post.title.trim());
  }

  const db = new Database(DATABASE);
  const rename = (title: string) => db.prepare('update blogs set title = ? where slug = ?').run(title, post.slug);
  try {
    rename('Renamed: Noida Metro Extension Opens');
    await titleWhenItShows(request, route, 'Renamed: Noida Metro Extension Opens');
    await titleWhenItShows(request, '/blog', 'Renamed: Noida Metro Extension Opens');
  } finally {
    rename(post.title);
    db.close();
  }
  // Back as it was, the same way, for the tests after this one.
  await titleWhenItShows(request, route, post.title.trim());
});
