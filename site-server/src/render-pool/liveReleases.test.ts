import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLiveReleases } from './liveReleases.js';

describe('live releases as the workers report them', () => {
  it('is a change only when a remote goes live with another release', () => {
    const releases = createLiveReleases();
    assert.equal(releases.changed('finance', 'r1'), false); // the first a worker found
    assert.equal(releases.changed('finance', 'r1'), false); // another worker, or a new one
    assert.equal(releases.changed('finance', 'r2'), true);
    assert.equal(releases.changed('content', 'c1'), false);
  });

  it('keeps pages when a worker finds a remote down, and when it comes back the same', () => {
    const releases = createLiveReleases();
    releases.changed('finance', 'r1');
    assert.equal(releases.changed('finance', null), false);
    assert.equal(releases.changed('finance', 'r1'), false);
    assert.equal(releases.changed('finance', null), false);
    assert.equal(releases.changed('finance', 'r3'), true);
  });
});
