/**
 * Idempotency-Keys for the site's writes: one key per logical send, so a retry of the same data
 * (after a timeout or a 500) is stored once by the API, and new data is a new send.
 */

/** The parts of Web Crypto a key needs; a parameter so tests can take either path away. */
export type KeyCrypto = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); elsewhere
 * the same UUID is built from `crypto.getRandomValues`. Never `Math.random`: a guessable or
 * colliding key would let one visitor's retry answer another's send. With no Web Crypto at all it
 * throws, and the form shows its failure message instead of sending without a safe key.
 */
export function newIdempotencyKey(c: KeyCrypto | undefined = globalThis.crypto): string {
  if (c && typeof c.randomUUID === 'function') return c.randomUUID.call(c);
  if (!c || typeof c.getRandomValues !== 'function') throw new Error('No Web Crypto: cannot make an Idempotency-Key');
  const bytes = new Uint8Array(16);
  c.getRandomValues.call(c, bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface AttemptKeeper {
  /** The key for this payload: the previous one while the payload is unchanged, else a new one. */
  keyFor(payload: string): string;
  /** After a success the next send is a new one, even with the same data. */
  reset(): void;
}

export function createAttemptKeeper(makeKey: () => string = newIdempotencyKey): AttemptKeeper {
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
