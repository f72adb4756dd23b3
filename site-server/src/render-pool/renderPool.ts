// Page renders in a pool of worker threads (Piscina), one per core by default, so one team's slow
// synchronous code holds up one worker, never the site server's own thread (its static files, its
// API proxy, its kept pages, its release checks). Each render has a budget: past it the render is
// abandoned, its worker terminated and replaced, and the page answered from its kept copy or
// rendered once more with every remote region left to the browser. Renders are admitted through a
// bounded queue with a per-client share (admission.ts); past it a request gets the kept copy (stale
// if need be) or RenderRefused (503 with Retry-After), never a page without its content.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import type { FormPostBack } from 'contracts/forms';
import { pickEncoding } from 'contracts/http';
import { canonicalPagePath } from 'contracts/registry';
import { Piscina } from 'piscina';
import { watchDataVersion } from '../render/pageRenderer.js';
import { pageNonce } from '../http/csp.js';
import { createAdmission, retryAfterSeconds } from './admission.js';
import { createKeptCopies, type KeptUse, type PageEncoding } from './keptCopies.js';
import { createLiveReleases } from './liveReleases.js';
import {
  DEFAULT_RENDER_BUDGET_MS,
  fallbackFor,
  poolCapacity,
  poolClientShare,
  TASKS_PER_WORKER,
} from './renderBudget.js';
import type { PoolNews, RenderResult, RenderTask, WorkerSetup } from './renderTask.js';

/** How often the runtime config is read again and remote releases checked (each worker checks its own). */
export const RELEASE_CHECK_MS = 2000;
/** Rendered pages kept in the site server's thread. */
const KEPT_PAGES = 500;
/** A kept copy past its stale window still answers a request the pool cannot render, this long. */
const LAST_RESORT_MS = 10 * 60_000;
/** The client name of renders that refresh a stale kept page (no visitor waits for them). */
const RENDER_AGAIN_CLIENT = '\0render-again';
/** How much lower than the site server's own thread a render worker runs. */
const WORKER_NICENESS = 5;
/**
 * A worker asked, after a render ran past its budget, whether it still yields, has this long to
 * answer: long enough for a busy worker on a busy machine, short for one stuck in synchronous code.
 */
const YIELD_GRACE_MS = 3000;
/** Piscina's rejection of the tasks of a worker that exited (index.js, onWorkerExit). */
const WORKER_EXITED = /^worker exited with code/;

export interface RenderPoolOptions {
  shellDist: string;
  apiUrl: string;
  readRuntimeConfig: () => unknown;
  log?: (line: string) => void;
  checkEveryMs?: number;
  /** Rendered pages to keep (SITE_KEPT_PAGES; 0: render every request). */
  keptPages?: number;
  /** How often the API's data version is read; 0: never (SITE_DATA_POLL_MS). */
  dataPollMs?: number;
  staleAfterChangeMs?: number;
  /** Render workers (SITE_RENDER_WORKERS); default one per core. */
  workers?: number;
  /** A render's time budget (SITE_RENDER_BUDGET_MS). */
  budgetMs?: number;
  /** Renders one client may hold at once; default every worker's renders and half the queue. */
  perClient?: number;
}

export interface PoolPageRequest {
  url: string;
  config: unknown;
  nonce: string;
  acceptEncoding?: string;
  /** Who asks (the visitor's address as the site server trusts it): their share of the queue. */
  client?: string;
  /** The request's id: the API's log lines for the render's calls carry it. */
  requestId?: string | undefined;
  /** A form posted without JavaScript, shown again with what was typed: never kept, never a kept copy. */
  postBack?: FormPostBack | undefined;
}

export interface PoolPage {
  status: number;
  redirect: string | null;
  encoding: PageEncoding;
  /** The whole page: sent in one write, with its Content-Length. */
  body: Buffer;
  /** A kept copy, not rendered for this request. */
  kept: boolean;
}

/** No render could be had and no copy is kept: answer 503 with Retry-After. */
export class RenderRefused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly reason: string,
  ) {
    super(`page render refused (${reason})`);
    this.name = 'RenderRefused';
  }
}

/** The worker, compiled beside this file. */
const workerFile = (): string => new URL('./renderWorker.js', import.meta.url).href;

/**
 * A rendered page, unless a remote region of it could not be rendered (a remote slow or down) and
 * a whole copy is kept: then the kept copy, stale if need be, is the better page.
 */
function answerOf(result: RenderResult, copy: KeptUse, encoding: PageEncoding): PoolPage {
  if (result.regionsLeftToBrowser && copy.kind !== 'none') return keptPage(copy.status, encoding, copy.body);
  return pageOf(result.status, result.encoding, result.body, false);
}

/** A whole page (a worker's bytes are viewed in place, not copied). */
const pageOf = (status: number, encoding: PageEncoding, body: Uint8Array | Buffer, kept: boolean): PoolPage => ({
  status,
  redirect: null,
  encoding,
  body: Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
  kept,
});

const keptPage = (status: number, encoding: PageEncoding, body: Buffer): PoolPage =>
  pageOf(status, encoding, body, true);

/**
 * The pool, or null without a shell server build (an old dist: the site serves its static page).
 * `render` answers like the shell's renderer, or throws RenderRefused.
 */
export async function createRenderPool({
  shellDist,
  apiUrl,
  readRuntimeConfig,
  log = () => undefined,
  checkEveryMs = RELEASE_CHECK_MS,
  keptPages = KEPT_PAGES,
  dataPollMs = 0,
  staleAfterChangeMs = 2000,
  workers = os.availableParallelism(),
  budgetMs = DEFAULT_RENDER_BUDGET_MS,
  perClient,
}: RenderPoolOptions) {
  if (!fs.existsSync(path.join(shellDist, 'server/main.js'))) return null;
  if (!fs.existsSync(path.join(shellDist, 'page-assets.json'))) return null;
  const readConfig = (): unknown => {
    try {
      return readRuntimeConfig();
    } catch {
      return null; // an unreadable config: pages fall back to the static page, which reports it
    }
  };
  const setup: WorkerSetup = {
    shellDist,
    apiUrl,
    config: readConfig(),
    checkEveryMs,
    channel: `site-render-pool-${crypto.randomUUID()}`,
  };
  const channel = new BroadcastChannel(setup.channel);
  const kept = createKeptCopies({ maxEntries: keptPages, lastResortMs: LAST_RESORT_MS });
  const releases = createLiveReleases();
  channel.onmessage = (event: unknown) => {
    const news = (event as { data: PoolNews }).data;
    if (news.kind === 'log') log(news.line);
    // Pages show what a remote's release renders: a new one, and no kept page is current.
    else if (news.kind === 'release' && releases.changed(news.remote, news.release)) kept.clear();
    else if (news.kind === 'started') taskThreads.set(news.id, news.threadId);
    else if (news.kind === 'pong') pongs.get(news.seq)?.();
  };
  /** Task id → the thread rendering it, while it runs. */
  const taskThreads = new Map<number, number>();
  /** Threads terminated for not yielding: their other tasks are rendered elsewhere. */
  const replaced = new Set<number>();
  const pongs = new Map<number, () => void>();
  let seq = 0;
  let taskIds = 0;

  /**
   * A render ran past its budget on `threadId`: a worker whose thread answers within the grace is
   * only busy (its render may still finish, and be kept); one that does not yield is stuck in a
   * remote's synchronous code and is terminated. Piscina starts another in its place.
   */
  function replaceIfStuck(threadId: number): void {
    if (replaced.has(threadId)) return;
    const ping = ++seq;
    const timer = setTimeout(() => {
      pongs.delete(ping);
      const thread = pool.threads.find((t) => t.threadId === threadId);
      if (!thread || replaced.has(threadId)) return;
      replaced.add(threadId);
      replacedWorkers += 1;
      log(`render worker ${threadId} does not yield: replaced`);
      void thread.terminate();
    }, YIELD_GRACE_MS);
    pongs.set(ping, () => {
      clearTimeout(timer);
      pongs.delete(ping);
    });
    channel.postMessage({ kind: 'ping', threadId, seq: ping } satisfies PoolNews);
  }
  const capacity = poolCapacity(workers);
  const admission = createAdmission({ capacity, perClient: perClient ?? poolClientShare(workers) });
  // null: the worker's `ready` task.
  const pool = new Piscina<RenderTask | null, RenderResult>({
    filename: workerFile(),
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // No maxQueue: admission bounds what is queued, and an abandoned render still holds its worker
    // (beyond admission) until it ends or the worker is replaced.
    concurrentTasksPerWorker: TASKS_PER_WORKER,
    // Renders yield the CPU to the site server's thread (Linux nice levels, per thread): under a
    // flood its kept pages, files and 503s still go out at once.
    niceIncrement: WORKER_NICENESS,
    // A worker's event loop runs between tasks too: its release checks, its kept pages' compression
    // and the rest of a page's stream (Piscina's default waits for the next task blocking it).
    atomics: 'disabled',
    // The workers see this object as it is when each starts: a replacement gets the latest config.
    workerData: setup,
  });
  pool.on('error', (error: unknown) => log(`render worker: ${String(error).slice(0, 200)}`));
  // Every first worker loaded before the first visitor's page (Piscina counts them ready at once).
  await Promise.all(Array.from({ length: workers }, () => pool.run(null, { name: 'ready' })));
  /** Recent milliseconds per render, for Retry-After. */
  let renderMs = 50;
  let abandoned = 0;
  let replacedWorkers = 0;

  /** The config's text (part of a kept page's key), computed once per config object. */
  let lastConfig: { raw: unknown; text: string } | null = null;
  const configText = (raw: unknown): string => {
    if (lastConfig && lastConfig.raw === raw) return lastConfig.text;
    const text = JSON.stringify(raw);
    lastConfig = { raw, text };
    return text;
  };

  /** Keeps a worker's copy of a page, if it sent one, unless a release or the data changed since `generation`. */
  function keep(key: string, result: RenderResult, generation: number, client?: string): void {
    // Gone or moved by the data, not by a failure: no older copy may answer 200 in its place.
    if (!result.regionsLeftToBrowser && (result.redirect || result.status === 410)) kept.forget(key, generation);
    if (!result.kept) return;
    const { until, staleUntil, identity, br, gzip } = result.kept;
    const buf = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    const copy = { status: result.status, until, staleUntil, identity: buf(identity), br: buf(br), gzip: buf(gzip) };
    kept.set(key, copy, generation, client);
  }

  /**
   * One render on a worker, within the budget: its result; null when it ran past the budget (its
   * visitor is answered otherwise; the render, if it ends, still fills the kept copy); 'again' when
   * its worker was replaced for another page's render that did not yield: it is rendered elsewhere.
   */
  async function run(task: RenderTask, key: string, client?: string): Promise<RenderResult | null | 'again'> {
    const generation = kept.generation;
    const started = performance.now();
    const job = pool.run(task);
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      const result = await Promise.race([job, overBudget]);
      if (result) {
        renderMs = renderMs * 0.8 + (performance.now() - started) * 0.2;
        keep(key, result, generation, client);
        return result;
      }
      abandoned += 1;
      const what = task.remotesToBrowser ? ', remotes left to the browser' : '';
      log(`render of ${new URL(task.url).pathname.slice(0, 100)} past its ${budgetMs} ms budget${what}: abandoned`);
      const threadId = taskThreads.get(task.id);
      if (threadId !== undefined) replaceIfStuck(threadId);
      job.then(
        (late) => keep(key, late, generation, client),
        () => undefined,
      );
      return null;
    } catch (error) {
      // Its worker was replaced (another render did not yield) before or while it ran.
      if (error instanceof Error && WORKER_EXITED.test(error.message)) return 'again';
      log(`render of ${new URL(task.url).pathname.slice(0, 100)} failed: ${String(error).slice(0, 200)}`);
      throw error;
    } finally {
      clearTimeout(timer);
      void job.finally(() => taskThreads.delete(task.id)).catch(() => undefined);
    }
  }

  function renderAgain(task: RenderTask, key: string): void {
    const place = admission.admit(RENDER_AGAIN_CLIENT);
    if (!place.admitted) return; // the next request after this one tries again
    run({ ...task, id: ++taskIds, nonce: pageNonce() }, key)
      .catch((error: unknown) => log(`render again: ${String(error).slice(0, 200)}`))
      .finally(place.release);
  }

  const refused = (reason: string) =>
    new RenderRefused(retryAfterSeconds(admission.inFlight, workers, renderMs), reason);

  async function render(request: PoolPageRequest): Promise<PoolPage> {
    const encoding = pickEncoding(request.acceptEncoding);
    // Kept by its canonical URL: parameters its screen does not read make no page of their own.
    const key = `${canonicalPagePath(new URL(request.url))}\n${configText(request.config)}`;
    const task: RenderTask = {
      id: ++taskIds,
      url: request.url,
      config: request.config,
      nonce: request.nonce,
      encoding,
      remotesToBrowser: false,
      keep: keptPages > 0 && !request.postBack,
      requestId: request.requestId,
      postBack: request.postBack,
    };
    // A page only its visitor may see (a form shown again with what they typed) has no kept copy:
    // it is rendered for them, within the same admission and budget, and never kept.
    const keptCopy = (): KeptUse => (request.postBack ? { kind: 'none' } : kept.use(key, encoding, request.client));
    const copy = keptCopy();
    if (copy.kind === 'serve') {
      if (copy.renderAgain) renderAgain(task, key);
      return keptPage(copy.status, encoding, copy.body);
    }
    const place = admission.admit(request.client ?? 'unknown');
    if (!place.admitted) {
      const fallback = fallbackFor('not-admitted', copy, false);
      if (fallback.kind === 'kept') return keptPage(fallback.status, encoding, fallback.body);
      throw refused(place.reason);
    }
    try {
      let again = 1; // times a page may be rendered elsewhere after its worker went down with another's
      for (let attempt = task; ;) {
        const result = await run(attempt, key, request.client);
        if (result === 'again') {
          attempt = { ...attempt, id: ++taskIds };
          if (again-- > 0) continue;
          throw refused('worker replaced');
        }
        if (result?.redirect)
          return {
            status: result.status,
            redirect: result.redirect,
            encoding: null,
            body: Buffer.alloc(0),
            kept: false,
          };
        if (result) return answerOf(result, keptCopy(), encoding);
        const fallback = fallbackFor('over-budget', keptCopy(), attempt.remotesToBrowser);
        if (fallback.kind === 'kept') return keptPage(fallback.status, encoding, fallback.body);
        if (fallback.kind === 'refuse') throw refused('over budget');
        attempt = { ...attempt, id: ++taskIds, remotesToBrowser: true };
      }
    } finally {
      place.release();
    }
  }

  let lastSentConfig = JSON.stringify(setup.config);
  /** Reads the config again; a changed one goes to every worker (and to the next worker to start). */
  async function refresh(): Promise<void> {
    const config = readConfig();
    if (config === null) return;
    const text = JSON.stringify(config);
    if (text === lastSentConfig) return;
    lastSentConfig = text;
    setup.config = config;
    channel.postMessage({ kind: 'config', config } satisfies PoolNews);
  }
  const timer = setInterval(() => void refresh(), checkEveryMs);
  timer.unref();
  const versions = dataPollMs > 0 ? watchDataVersion({ apiUrl, everyMs: dataPollMs, log }) : null;
  versions?.onChange(() => {
    kept.expire(staleAfterChangeMs);
    channel.postMessage({ kind: 'data-changed' } satisfies PoolNews);
  });

  return {
    render,
    refresh,
    /** What the pool is doing, for tests and the benchmark. */
    stats: () => ({
      workers,
      threads: pool.threads.length,
      inFlight: admission.inFlight,
      queued: pool.queueSize,
      kept: kept.size,
      abandoned,
      replacedWorkers,
      renderMs,
      threadIds: pool.threads.map((t) => t.threadId),
    }),
    close: async () => {
      clearInterval(timer);
      versions?.close();
      channel.close();
      await pool.destroy();
    },
  };
}

export type RenderPool = NonNullable<Awaited<ReturnType<typeof createRenderPool>>>;
