import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { pidFile } from '../support/env';

/**
 * `npm start` runs the API and the site server as processes under a supervisor: one that dies is
 * started again. While the API is away, every page still answers, from its kept copy or with the
 * screen's message; nothing answers with a refused connection, an empty body or a 5xx.
 */

/** Pages whose screens call the API, and one that calls none. */
const PAGES = ['/', '/blog', '/property/noida/all/residential', '/project-listing', '/emi-calculator'];
/** The screens' message when the API cannot be reached (shared-ui's failure texts). */
const API_DOWN_MESSAGE = /could not reach the server/i;

interface Answer {
  path: string;
  status?: number;
  html?: string;
  error?: string;
}

const readPid = (name: 'api' | 'site'): number | null => {
  try {
    return Number(fs.readFileSync(pidFile(name), 'utf8').trim()) || null;
  } catch {
    return null; // between a process's exit and its restart
  }
};

/**
 * Requests the pages one after another from `workers` loops, until stopped; every answer is kept.
 * Every other request has a query no visitor sent before, so it is rendered, never a kept page: from
 * the API's answers the renderer keeps, or once those are stale, with the screens' message.
 */
function steadyLoad(request: APIRequestContext, workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const page = PAGES[i % PAGES.length] ?? '/';
      const path = i % 2 === 0 ? page : `${page}?visit=${offset}-${i}`;
      try {
        const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0, timeout: 20_000 });
        answers.push({ path, status: res.status(), html: await res.text() });
      } catch (error) {
        answers.push({ path, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, w) => loop(w));
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** A whole page: the header, the footer and the end of the document. */
function expectWholePage({ path, status, html, error }: Answer) {
  expect(error, `${path}: an answer, not a failed connection`).toBeUndefined();
  expect(status, `${path}: status`).toBe(200);
  expect(html, `${path}: the header`).toMatch(/<header[\s>]/);
  expect(html, `${path}: the footer`).toMatch(/<footer[\s>][\s\S]*<\/footer>/);
  expect(html, `${path}: the whole document`).toMatch(/<\/body><\/html>$/);
}

test.describe('npm start restarts what dies; the site answers throughout an API restart', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the API killed under load: every page answers whole, and the API comes back', async ({ request }) => {
    const apiPid = readPid('api');
    expect(apiPid, 'the API runs under the supervisor').not.toBeNull();
    const load = steadyLoad(request, 3);
    await expect.poll(() => load.answers.length).toBeGreaterThan(10);
    process.kill(apiPid as number, 'SIGKILL');

    // Started again (a new process), then answering through the site's proxy.
    await expect.poll(() => readPid('api'), { timeout: 60_000 }).not.toBe(apiPid);
    await expect.poll(() => readPid('api'), { timeout: 60_000 }).not.toBeNull();
    await expect
      .poll(async () => (await request.get('/api/health')).status(), { timeout: 60_000, intervals: [250] })
      .toBe(200);
    const during = load.answers.length;
    await expect.poll(() => load.answers.length).toBeGreaterThan(during + 10);
    const answers = await load.stop();

    for (const answer of answers) expectWholePage(answer);
    test.info().annotations.push({
      type: 'answers',
      description: `${answers.length} pages, ${answers.filter((a) => API_DOWN_MESSAGE.test(a.html ?? '')).length} with the API's message`,
    });

    // The data is back: an API answer through the proxy, and a page rendered with it.
    const list = await request.get('/api/property_list/noida/all/r');
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { property_list: unknown[] }).property_list.length).toBeGreaterThan(0);
    await expect
      .poll(async () => API_DOWN_MESSAGE.test(await (await request.get('/blog')).text()), { timeout: 30_000 })
      .toBe(false);
  });

  test('the site server killed: it is started again and serves pages', async ({ request }) => {
    const sitePid = readPid('site');
    expect(sitePid, 'the site server runs under the supervisor').not.toBeNull();
    process.kill(sitePid as number, 'SIGKILL');
    await expect.poll(() => readPid('site'), { timeout: 60_000 }).not.toBe(sitePid);
    await expect
      .poll(
        async () => {
          try {
            return (await request.get('/emi-calculator', { timeout: 5000 })).status();
          } catch {
            return 0; // not listening yet
          }
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
    for (const path of PAGES) {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      expectWholePage({ path, status: res.status(), html: await res.text() });
    }
    expect(readPid('site')).not.toBeNull();
  });
});
