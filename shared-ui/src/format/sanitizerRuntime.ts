import type { DOMPurify as Purifier } from 'dompurify';

/**
 * Where DOMPurify comes from in the browser: the page's own DOM, downloaded on first use so pages
 * without database HTML never fetch it. Server builds resolve `sanitizerRuntime.server.ts` instead.
 */
export const SANITIZES_ON_SERVER = false;

/** The purifier when it can be had without waiting: never in the browser (it is downloaded). */
export function purifierNow(): Purifier | null {
  return null;
}

export function importPurifier(): Promise<Purifier> {
  return import('dompurify').then((m) => m.default);
}
