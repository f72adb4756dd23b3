// Admission of page renders: a bounded number in the pool at once (rendering or queued), and a
// share of them per client, so a flood from one client (or many unique URLs) cannot take every
// render and the visitors behind it still get their pages. Pure logic: the pool asks, and answers
// a refused request from its kept copy or with 503 and Retry-After.

export interface AdmissionOptions {
  /** Renders in the pool at once: one per worker plus the queue behind them. */
  capacity: number;
  /** Renders one client may hold at once (rendering or queued); at most `capacity`. */
  perClient: number;
}

/** Why a render was not admitted. */
export type Refusal = 'full' | 'client-share';

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: Refusal };

/** The settings as used: whole numbers, at least 1, a client's share never above the capacity. */
export function admissionLimits(capacity: number, perClient: number): AdmissionOptions {
  const cap = Math.max(1, Math.floor(capacity));
  return { capacity: cap, perClient: Math.min(cap, Math.max(1, Math.floor(perClient))) };
}

export function createAdmission(options: AdmissionOptions) {
  const { capacity, perClient } = admissionLimits(options.capacity, options.perClient);
  const byClient = new Map<string, number>();
  let total = 0;

  return {
    /** Takes a place for `client`'s render, or says why there is none. Release it exactly once. */
    admit(client: string): Admission {
      const held = byClient.get(client) ?? 0;
      if (total >= capacity) return { admitted: false, reason: 'full' };
      if (held >= perClient) return { admitted: false, reason: 'client-share' };
      total += 1;
      byClient.set(client, held + 1);
      let released = false;
      return {
        admitted: true,
        release: () => {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byClient.get(client) ?? 1) - 1;
          if (left > 0) byClient.set(client, left);
          else byClient.delete(client);
        },
      };
    },
    /** Renders admitted and not yet released. */
    get inFlight(): number {
      return total;
    },
    /** Clients holding at least one place (a client's entry goes with its last place). */
    get clients(): number {
      return byClient.size;
    },
  };
}

export type AdmissionControl = ReturnType<typeof createAdmission>;

/** Retry-After bounds, in seconds: soon enough to matter, late enough to let the queue drain. */
export const RETRY_AFTER_MIN_S = 1;
export const RETRY_AFTER_MAX_S = 30;

/**
 * Seconds a refused client should wait: the time the pool needs for what is admitted now, from
 * the recent time per render (ms) and the number of workers, rounded up and kept within bounds.
 */
export function retryAfterSeconds(inFlight: number, workers: number, renderMs: number): number {
  if (!Number.isFinite(renderMs) || renderMs <= 0 || workers <= 0) return RETRY_AFTER_MIN_S;
  const seconds = Math.ceil((Math.max(0, inFlight) * renderMs) / workers / 1000);
  return Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, seconds));
}
