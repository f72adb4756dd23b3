import type { ApiAnswer } from './apiFetch';
import { noteAnswer } from './answerRecords';

export type { ApiAnswer };

/** Answers kept at most this long whatever the API allows, and at most this many. */
const MAX_AGE_S = 60;
const MAX_ENTRIES = 500;

const cache = new Map<string, { answer: ApiAnswer; until: number }>();

/** The seconds a `Cache-Control` value lets a shared cache keep an answer (0: not at all). */
export function cacheSeconds(cacheControl: string | null): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (!value || /(^|[\s,])(no-store|no-cache|private)([\s,=]|$)/.test(value)) return 0;
  const match = /(?:^|[\s,])(?:s-maxage|max-age)=(\d+)/.exec(value);
  return match ? Math.min(Number(match[1]), MAX_AGE_S) : 0;
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
    noteAnswer(hit.until);
    return hit.answer;
  }
  if (hit && key) cache.delete(key);
  const response = await fetch(url, init).catch((error: unknown) => {
    noteAnswer(null); // a page showing this failure must not be kept
    throw error;
  });
  const answer = { ok: response.ok, status: response.status, text: await response.text().catch(() => '') };
  const seconds = key && response.status === 200 ? cacheSeconds(response.headers.get('cache-control')) : 0;
  if (key && seconds > 0) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { answer, until: now() + seconds * 1000 });
  }
  noteAnswer(seconds > 0 ? now() + seconds * 1000 : null);
  return answer;
}

/** For tests: forget every kept answer. */
export function clearApiAnswers(): void {
  cache.clear();
}
