/**
 * When a crashed process is started again: the first restart soon, each further crash in a row
 * twice as late, up to a ceiling; a process that stayed up long enough starts the count afresh, so
 * one crash after a day of service is not punished for the crash loop of last week.
 */
export interface BackoffPolicy {
  /** Delay before the first restart after a crash. */
  initialMs: number;
  /** The longest delay, however many crashes in a row. */
  maxMs: number;
  /** A run at least this long was healthy: the next crash counts as the first again. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 10_000 };

/** The delay before restart number `crashesInRow` (1 = the first crash of a series). */
export function restartDelayMs(crashesInRow: number, { initialMs, maxMs }: BackoffPolicy): number {
  const n = Math.max(1, Math.floor(crashesInRow));
  // 2 ** 1024 is Infinity, which Math.min caps: no overflow to guard for a long crash loop.
  return Math.min(maxMs, initialMs * 2 ** (n - 1));
}

/** Crashes in a row once a run of `uptimeMs` ended: 1 after a healthy run, else one more. */
export function crashesAfterExit(previousInRow: number, uptimeMs: number, { resetAfterMs }: BackoffPolicy): number {
  return uptimeMs >= resetAfterMs ? 1 : previousInRow + 1;
}
