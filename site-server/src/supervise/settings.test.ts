import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSupervisorSettings } from './settings.js';

test('unset or empty: a shutdown waits 10 s', () => {
  assert.deepEqual(readSupervisorSettings({}), { stopTimeoutMs: 10_000 });
  assert.deepEqual(readSupervisorSettings({ SHUTDOWN_TIMEOUT_MS: '  ' }), { stopTimeoutMs: 10_000 });
});

test('a whole number of milliseconds from 1 to 600000', () => {
  assert.deepEqual(readSupervisorSettings({ SHUTDOWN_TIMEOUT_MS: '1' }), { stopTimeoutMs: 1 });
  assert.deepEqual(readSupervisorSettings({ SHUTDOWN_TIMEOUT_MS: ' 2500 ' }), { stopTimeoutMs: 2500 });
  assert.deepEqual(readSupervisorSettings({ SHUTDOWN_TIMEOUT_MS: '600000' }), { stopTimeoutMs: 600_000 });
});

test('anything else is refused with the setting named', () => {
  for (const value of ['0', '600001', '-5', '1.5', '10s', 'ten'])
    assert.throws(() => readSupervisorSettings({ SHUTDOWN_TIMEOUT_MS: value }), /^Error: SHUTDOWN_TIMEOUT_MS must be/);
});
