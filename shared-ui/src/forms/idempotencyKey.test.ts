import { createAttemptKeeper, newIdempotencyKey, type KeyCrypto } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where it exists', () => {
    const c: KeyCrypto = {
      randomUUID: () => '11111111-2222-4333-8444-555555555555',
      getRandomValues: () => {
        throw new Error('not used');
      },
    };
    expect(newIdempotencyKey(c)).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('makes v4 UUIDs the API accepts, all different', () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey());
    for (const k of keys) {
      expect(k).toMatch(UUID_V4);
      expect(k).toMatch(/^[\x21-\x7e]{8,200}$/);
    }
    expect(new Set(keys).size).toBe(200);
  });

  it('builds the UUID from getRandomValues outside secure contexts, setting version and variant bits', () => {
    const fill = <T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).fill(0xff);
      return array;
    };
    expect(newIdempotencyKey({ getRandomValues: fill as Crypto['getRandomValues'] })).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
    const zero = <T extends ArrayBufferView | null>(array: T): T => array;
    expect(newIdempotencyKey({ getRandomValues: zero as Crypto['getRandomValues'] })).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
    const real = globalThis.crypto;
    expect(newIdempotencyKey({ getRandomValues: real.getRandomValues.bind(real) })).toMatch(UUID_V4);
  });

  it('never falls back to Math.random', () => {
    const random = jest.spyOn(Math, 'random');
    expect(() => newIdempotencyKey({})).toThrow('No Web Crypto');
    expect(() => newIdempotencyKey(undefined)).not.toThrow(); // the default: the global crypto
    newIdempotencyKey({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});

describe('createAttemptKeeper', () => {
  it('same payload keeps its key, a new payload or a reset gets a new one', () => {
    let n = 0;
    const keeper = createAttemptKeeper(() => `k${++n}`);
    expect(keeper.keyFor('{"a":1}')).toBe('k1');
    expect(keeper.keyFor('{"a":1}')).toBe('k1');
    expect(keeper.keyFor('{"a":2}')).toBe('k2');
    // Back to the first data: that is a new attempt, the old key is gone.
    expect(keeper.keyFor('{"a":1}')).toBe('k3');
    keeper.reset();
    expect(keeper.keyFor('{"a":1}')).toBe('k4');
  });

  it('treats the empty payload like any other and makes real keys by default', () => {
    const keeper = createAttemptKeeper();
    const first = keeper.keyFor('');
    expect(first).toMatch(UUID_V4);
    expect(keeper.keyFor('')).toBe(first);
    keeper.reset();
    expect(keeper.keyFor('')).not.toBe(first);
  });
});
