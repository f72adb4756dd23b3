import { REQUEST_ID_HEADER } from 'contracts/http';
import type { ApiAnswer } from './apiFetch';
import { currentRequestId, noteAnswer } from './answerRecords';

export type { ApiAnswer };

/** Answers kept at most this long whatever the API allows (fresh, then stale), and at most this many. */
const MAX_AGE_S = 60;
const MAX_STALE_S = 60;
const MAX_ENTRIES = 500;

interface AnswerCache {
  entries: Map<string, { answer: ApiAnswer; until: number; staleUntil: number }>;
  /** Bumped by clearApiAnswers(): an answer fetched before it is not kept. */
  generation: number;
}

// One cache per process, not per copy of this module (the shell's server build and a remote's may
// each bundle one): the site server empties it when the public data changes.
const CACHE_KEY = Symbol.for('site.apiAnswerCache');
const shared = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= {
  entries: new Map(),
  generation: 0,
}) as AnswerCache;
const cache = shared.entries;

/** The seconds a `Cache-Control` value lets a shared cache keep an answer (0: not at all). */
export function cacheSeconds(cacheControl: string | null): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (!value || /(^|[\s,])(no-store|no-cache|private)([\s,=]|$)/.test(value)) return 0;
  const match = /(?:^|[\s,])(?:s-maxage|max-age)=(\d+)/.exec(value);
  return match ? Math.min(Number(match[1]), MAX_AGE_S) : 0;
}

/**
 * The seconds after it goes stale that an answer may still be shown while a fresh one is fetched
 * (`stale-while-revalidate`, RFC 5861); 0 when it may not be kept at all.
 */
export function staleSeconds(cacheControl: string | null): number {
  if (cacheSeconds(cacheControl) === 0) return 0;
  const match = /(?:^|[\s,])stale-while-revalidate=(\d+)/.exec((cacheControl ?? '').toLowerCase());
  return match ? Math.min(Number(match[1]), MAX_STALE_S) : 0;
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
  const cacheControl = key && response.status === 200 ? response.headers.get('cache-control') : null;
  const seconds = cacheSeconds(cacheControl);
  const until = now() + seconds * 1000;
  const staleUntil = until + staleSeconds(cacheControl) * 1000;
  if (key && seconds > 0 && generation === shared.generation) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { answer, until, staleUntil });
  }
  noteAnswer(seconds > 0 ? until : null, staleUntil);
  return answer;
}

/** Forgets every kept answer, and any still on its way (the public data changed; tests). */
export function clearApiAnswers(): void {
  shared.generation += 1;
  cache.clear();
}
