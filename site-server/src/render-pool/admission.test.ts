import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  admissionLimits,
  createAdmission,
  retryAfterSeconds,
  RETRY_AFTER_MAX_S,
  RETRY_AFTER_MIN_S,
} from './admission.js';

describe('admission of page renders', () => {
  it('admits up to the capacity, then refuses as full', () => {
    const gate = createAdmission({ capacity: 3, perClient: 3 });
    const places = [gate.admit('a'), gate.admit('b'), gate.admit('c')];
    assert.ok(places.every((p) => p.admitted));
    assert.deepEqual(gate.admit('d'), { admitted: false, reason: 'full' });
    assert.equal(gate.inFlight, 3);
  });

  it('holds one client to its share while others still get in', () => {
    const gate = createAdmission({ capacity: 10, perClient: 2 });
    assert.ok(gate.admit('flood').admitted);
    assert.ok(gate.admit('flood').admitted);
    assert.deepEqual(gate.admit('flood'), { admitted: false, reason: 'client-share' });
    assert.ok(gate.admit('visitor').admitted);
    assert.equal(gate.inFlight, 3);
    assert.equal(gate.clients, 2);
  });

  it('gives a released place to the next request, and counts a double release once', () => {
    const gate = createAdmission({ capacity: 1, perClient: 1 });
    const first = gate.admit('a');
    assert.ok(first.admitted);
    assert.equal(gate.admit('b').admitted, false);
    first.release();
    first.release();
    assert.equal(gate.inFlight, 0);
    assert.equal(gate.clients, 0);
    const second = gate.admit('b');
    assert.ok(second.admitted);
    assert.equal(gate.admit('a').admitted, false);
    assert.equal(gate.inFlight, 1);
  });

  it('says full before client-share when both apply', () => {
    const gate = createAdmission({ capacity: 1, perClient: 1 });
    assert.ok(gate.admit('a').admitted);
    assert.deepEqual(gate.admit('a'), { admitted: false, reason: 'full' });
  });

  it('keeps the limits whole, at least 1, and a share within the capacity', () => {
    assert.deepEqual(admissionLimits(0, 0), { capacity: 1, perClient: 1 });
    assert.deepEqual(admissionLimits(10.7, 4.2), { capacity: 10, perClient: 4 });
    assert.deepEqual(admissionLimits(5, 50), { capacity: 5, perClient: 5 });
  });
});

describe('Retry-After for a refused render', () => {
  it('is the time the workers need for what is admitted, rounded up', () => {
    // 10 renders of 400 ms on 2 workers: 2 s.
    assert.equal(retryAfterSeconds(10, 2, 400), 2);
    assert.equal(retryAfterSeconds(10, 2, 401), 3);
  });

  it('stays within its bounds', () => {
    assert.equal(retryAfterSeconds(0, 2, 400), RETRY_AFTER_MIN_S);
    assert.equal(retryAfterSeconds(1000, 1, 3000), RETRY_AFTER_MAX_S);
    assert.equal(retryAfterSeconds(5, 0, 400), RETRY_AFTER_MIN_S);
    assert.equal(retryAfterSeconds(5, 2, Number.NaN), RETRY_AFTER_MIN_S);
    assert.equal(retryAfterSeconds(-3, 2, 400), RETRY_AFTER_MIN_S);
  });
});
