import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a page's render took from the API: until when all of it stays fresh, until when all of it
 * may still be shown stale while a fresh copy is fetched, and whether all of it may be kept.
 */
export interface AnswerRecord {
  until: number;
  staleUntil: number;
  keepable: boolean;
  answers: number;
  /** The site server's id of the visitor's request this render answers: sent on to the API. */
  requestId?: string | undefined;
}

// One store per process, not per copy of this module: the shell's server build and a remote's may
// each bundle their own copy, and the record must see the answers of both.
const RECORDS_KEY = Symbol.for('site.apiAnswerRecords');
const records = ((globalThis as Record<symbol, unknown>)[RECORDS_KEY] ??=
  new AsyncLocalStorage<AnswerRecord>()) as AsyncLocalStorage<AnswerRecord>;

/**
 * Runs `fn` (a page's render) noting every API answer fetched within it, however deep in its
 * promises: a rendered page may be kept only as long as every answer it shows.
 */
export function recordAnswers<T>(fn: () => T, requestId?: string): { result: T; record: AnswerRecord } {
  const record: AnswerRecord = {
    until: Number.POSITIVE_INFINITY,
    staleUntil: Number.POSITIVE_INFINITY,
    keepable: true,
    answers: 0,
    requestId,
  };
  return { result: records.run(record, fn), record };
}

/** The request id of the page being rendered here, if the site server gave one. */
export function currentRequestId(): string | undefined {
  return records.getStore()?.requestId;
}

/**
 * An answer a render used: fresh until `until` (ms), or `null` when it may not be kept at all; it
 * may be shown stale until `staleUntil` (no later than `until` when not given).
 */
export function noteAnswer(until: number | null, staleUntil = until ?? 0): void {
  const record = records.getStore();
  if (!record) return;
  record.answers += 1;
  if (until === null) record.keepable = false;
  else record.until = Math.min(record.until, until);
  record.staleUntil = Math.min(record.staleUntil, Math.max(staleUntil, until ?? 0));
}
