/**
 * One Idempotency-Key per logical send: a retry of the same data (after a timeout or a 500)
 * reuses the key, so the API stores the lead once; changed data gets a new key.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); elsewhere a random fallback.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const random = () => Math.random().toString(36).slice(2, 10);
  return `lead-${Date.now().toString(36)}-${random()}${random()}`;
}

export interface KeyKeeper {
  /** The key for this payload: the previous one when the payload is unchanged. */
  keyFor(payload: string): string;
  /** After a success the next send is a new lead. */
  reset(): void;
}

export function createKeyKeeper(makeKey: () => string = newIdempotencyKey): KeyKeeper {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      if (!last || last.payload !== payload) last = { payload, key: makeKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
