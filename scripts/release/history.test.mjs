import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldersToPrune, recordRelease } from './history.mjs';

describe('what is pruned', () => {
  const url = (folder) => `http://localhost:3003/releases/${folder}/mf-manifest.json`;
  const release = (from, to) => ({ remote: 'finance', buildId: to, url: url(to), previousUrl: url(from), at: 't' });
  // The start's install i0, then four releases r1..r4, each from the one before.
  const history = [release('i0', 'r1'), release('r1', 'r2'), release('r2', 'r3'), release('r3', 'r4')].reduce(
    recordRelease,
    null,
  );
  const folders = ['i0', 'r1', 'r2', 'r3', 'r4', 'stray'];

  it('keeps the live release folder and the RELEASES_KEPT previous ones of the remote', () => {
    assert.deepEqual(foldersToPrune(folders, history, 'finance', 3, url('r4')), ['i0', 'stray']);
    assert.deepEqual(foldersToPrune(folders, history, 'finance', 1, url('r4')), ['i0', 'r1', 'r2', 'stray']);
    assert.deepEqual(foldersToPrune(folders, history, 'finance', 10, url('r4')), ['stray']);
  });

  it('never prunes the live folder, even when no release names it, nor a folder still being copied', () => {
    assert.deepEqual(foldersToPrune(['i0', 'r1', '.r9.123.tmp'], null, 'finance', 3, url('i0')), ['r1']);
    // Switched by hand to r2: r2 stays, and r4, the newest release, as the one previous kept.
    assert.deepEqual(foldersToPrune(folders, history, 'finance', 1, url('r2')), ['i0', 'r1', 'r3', 'stray']);
  });

  it('counts only this remote’s releases and folders that exist', () => {
    const other = recordRelease(history, { ...release('x', 'l1'), remote: 'listings' });
    assert.deepEqual(foldersToPrune(['r3', 'r4', 'l1'], other, 'finance', 1, url('r4')), ['l1']);
    // r1's previous address (the root of an older server) is no folder: it takes no place.
    const fromRoot = recordRelease(null, {
      ...release('i0', 'r1'),
      previousUrl: 'http://localhost:3003/mf-manifest.json',
    });
    assert.deepEqual(foldersToPrune(['i0', 'r1', 'r0'], fromRoot, 'finance', 1, url('r1')), ['i0', 'r0']);
  });
});
