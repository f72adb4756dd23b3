/**
 * When a failed item is tried again: exponential backoff with "equal jitter". Attempt n (1 = the
 * first send) failed → wait between half and all of min(max, base · 2^(n-1)). Half the delay is
 * fixed, so retries never bunch up at zero; the random half spreads the workers that all failed at
 * once when the mail server went down, so they do not hammer it together when it comes back.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export function retryDelayMs(attempt: number, opts: BackoffOptions, random: () => number = Math.random): number {
  const n = Math.max(1, Math.floor(attempt));
  // 2^(n-1) overflows to Infinity for large n; min() keeps the cap.
  const ceiling = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.min(n - 1, 60));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

export interface RetryWait {
  /** The attempt that failed (1 = the first send). */
  attempt: number;
  minMs: number;
  maxMs: number;
}

export interface RetrySchedule {
  waits: RetryWait[];
  totalMinMs: number;
  totalMaxMs: number;
}

/**
 * The waits an item goes through before it becomes a dead letter after `maxAttempts` temporary
 * failures (none after the last), each from its least to its most, and their sums: how long an
 * outage of the mail server the queue rides out (api/README.md shows it with the defaults).
 */
export function retrySchedule(opts: BackoffOptions, maxAttempts: number): RetrySchedule {
  const waits: RetryWait[] = [];
  for (let attempt = 1; attempt < maxAttempts; attempt += 1)
    waits.push({ attempt, minMs: retryDelayMs(attempt, opts, () => 0), maxMs: retryDelayMs(attempt, opts, () => 1) });
  const sum = (pick: (w: RetryWait) => number) => waits.reduce((total, w) => total + pick(w), 0);
  return { waits, totalMinMs: sum((w) => w.minMs), totalMaxMs: sum((w) => w.maxMs) };
}
