import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { REQUEST_ID_HEADER } from 'contracts/http';
import type { ApiAnswer } from './apiFetch';
import { currentRequestId, noteAnswer } from './answerRecords';

export type { ApiAnswer };

/** Answers kept at most this long whatever the API allows (fresh, then stale), and at most this many. */
const MAX_AGE_S = 60;
const MAX_STALE_S = 60;
const MAX_ENTRIES = 500;

interface AnswerCache {
  /** Only get, set, delete and clear are used: a Map would answer them too. */
  entries: LRUCache<string, { answer: ApiAnswer; until: number; staleUntil: number }>;
  /** Bumped by clearApiAnswers(): an answer fetched before it is not kept. */
  generation: number;
}

// One cache per process, not per copy of this module (the shell's server build and a remote's may
// each bundle one): the site server empties it when the public data changes.
const CACHE_KEY = Symbol.for('site.apiAnswerCache');
const shared = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= {
  // The least recently used answer goes first once MAX_ENTRIES are kept.
  entries: new LRUCache({ max: MAX_ENTRIES }),
  generation: 0,
}) as AnswerCache;
const cache = shared.entries;

/** How long a shared cache may keep an answer (fresh) and then show it while asking again (stale). */
export interface KeepSeconds {
  fresh: number;
  stale: number;
}

/**
 * Read by http-cache-semantics as a shared cache would (`private`, `no-store`, `no-cache`, an
 * Authorization header without `public`, `Age` and `s-maxage` all count), capped at MAX_AGE_S and
 * MAX_STALE_S. Only what the answer says: no heuristic from Last-Modified, no floor for `immutable`.
 * Stale is `stale-while-revalidate` (the library adds `stale-if-error` too; the API sends none).
 */
export function keepSeconds(
  request: { method: string; url: string; headers: Record<string, string> },
  response: { status: number; headers: Record<string, string> },
): KeepSeconds {
  const policy = new CachePolicy(request, response, { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0 });
  const freshFor = policy.maxAge() - policy.age();
  const fresh = Math.min(Math.max(0, Math.ceil(freshFor)), MAX_AGE_S);
  if (fresh === 0) return { fresh: 0, stale: 0 };
  const staleFor = policy.timeToLive() / 1000 - freshFor;
  return { fresh, stale: Math.min(Math.max(0, Math.round(staleFor)), MAX_STALE_S) };
}

const keepSecondsOf = (cacheControl: string | null) =>
  keepSeconds(
    { method: 'GET', url: '/', headers: {} },
    { status: 200, headers: cacheControl === null ? {} : { 'cache-control': cacheControl } },
  );

/** The seconds a `Cache-Control` value lets a shared cache keep an answer (0: not at all). */
export function cacheSeconds(cacheControl: string | null): number {
  return keepSecondsOf(cacheControl).fresh;
}

/**
 * The seconds after it goes stale that an answer may still be shown while a fresh one is fetched
 * (`stale-while-revalidate`, RFC 5861); 0 when it may not be kept at all.
 */
export function staleSeconds(cacheControl: string | null): number {
  return keepSecondsOf(cacheControl).stale;
}

/**
 * On the site server: the API next door, with its answers kept as long as the API's own
 * Cache-Control allows (as a browser would keep them), so pages rendered within that time reuse
 * them instead of asking again. Only successful GETs are kept; the oldest entry goes first.
 */
export async function fetchApiAnswer(url: string, init: RequestInit, now = Date.now): Promise<ApiAnswer> {
  const method = (init.method ?? 'GET').toUpperCase();
  const key = method === 'GET' ? url : null;
  const hit = key ? cache.get(key) : undefined;
  if (hit && hit.until > now()) {
    noteAnswer(hit.until, hit.staleUntil);
    return hit.answer;
  }
  if (hit && key) cache.delete(key);
  const generation = shared.generation;
  // The API logs the visitor's request id with what this page asked of it.
  const requestId = currentRequestId();
  const headers = new Headers(init.headers);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const response = await fetch(url, { ...init, headers }).catch((error: unknown) => {
    noteAnswer(null); // a page showing this failure must not be kept
    throw error;
  });
  const answer = { ok: response.ok, status: response.status, text: await response.text().catch(() => '') };
  const keep =
    key && response.status === 200
      ? keepSeconds(
          { method, url, headers: Object.fromEntries(headers) },
          { status: response.status, headers: Object.fromEntries(response.headers) },
        )
      : { fresh: 0, stale: 0 };
  const seconds = keep.fresh;
  const until = now() + seconds * 1000;
  const staleUntil = until + keep.stale * 1000;
  if (key && seconds > 0 && generation === shared.generation) cache.set(key, { answer, until, staleUntil });
  noteAnswer(seconds > 0 ? until : null, staleUntil);
  return answer;
}

/** Forgets every kept answer, and any still on its way (the public data changed; tests). */
export function clearApiAnswers(): void {
  shared.generation += 1;
  cache.clear();
}
