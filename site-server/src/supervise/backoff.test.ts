import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_BACKOFF, crashesAfterExit, restartDelayMs } from './backoff.js';

test('the delay starts at 0.5 s and doubles with each crash in a row', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(n, DEFAULT_BACKOFF)),
    [500, 1000, 2000, 4000, 8000, 16000, 30000],
  );
});

test('the delay never passes the ceiling, however long the crash loop', () => {
  assert.equal(restartDelayMs(8, DEFAULT_BACKOFF), 30_000);
  assert.equal(restartDelayMs(5000, DEFAULT_BACKOFF), 30_000);
});

test('a count below one (or a fraction) is treated as the first crash', () => {
  assert.equal(restartDelayMs(0, DEFAULT_BACKOFF), 500);
  assert.equal(restartDelayMs(-3, DEFAULT_BACKOFF), 500);
  assert.equal(restartDelayMs(2.9, DEFAULT_BACKOFF), 1000);
});

test('another policy: its own start and ceiling', () => {
  const policy = { initialMs: 100, maxMs: 250, resetAfterMs: 1000 };
  assert.deepEqual(
    [1, 2, 3, 4].map((n) => restartDelayMs(n, policy)),
    [100, 200, 250, 250],
  );
});

test('a run shorter than the reset time adds to the crashes in a row', () => {
  assert.equal(crashesAfterExit(0, 0, DEFAULT_BACKOFF), 1);
  assert.equal(crashesAfterExit(3, 9_999, DEFAULT_BACKOFF), 4);
});

test('a run of the reset time or longer starts the count again at one', () => {
  assert.equal(crashesAfterExit(6, 10_000, DEFAULT_BACKOFF), 1);
  assert.equal(crashesAfterExit(6, 3_600_000, DEFAULT_BACKOFF), 1);
});
