import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createKeptCopies, type KeptCopy } from './keptCopies.js';

const copy = (until: number, staleUntil: number, text = 'page'): KeptCopy => ({
  status: 200,
  identity: Buffer.from(text),
  br: Buffer.from(`br:${text}`),
  gzip: Buffer.from(`gz:${text}`),
  until,
  staleUntil,
});

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('kept copies', () => {
  it('serves a fresh copy in the encoding asked for', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, now: c.now });
    assert.equal(kept.set('a', copy(c.now() + 100, c.now() + 200), kept.generation), true);
    assert.deepEqual(kept.use('a', 'br'), {
      kind: 'serve',
      status: 200,
      body: Buffer.from('br:page'),
      renderAgain: false,
    });
    assert.deepEqual(kept.use('a', null), {
      kind: 'serve',
      status: 200,
      body: Buffer.from('page'),
      renderAgain: false,
    });
  });

  it('serves a stale copy, and has one request render it again', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, now: c.now });
    kept.set('a', copy(c.now() + 100, c.now() + 10_000), kept.generation);
    c.advance(100);
    assert.equal((kept.use('a', 'gzip') as { renderAgain: boolean }).renderAgain, true);
    assert.equal((kept.use('a', 'gzip') as { renderAgain: boolean }).renderAgain, false);
    c.advance(5_000); // no fresh copy came: the next request tries again
    assert.equal((kept.use('a', 'gzip') as { renderAgain: boolean }).renderAgain, true);
  });

  it('offers a copy past its stale window only as a last resort, and forgets it after that', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, now: c.now });
    kept.set('a', copy(c.now() + 100, c.now() + 200), kept.generation);
    c.advance(200);
    assert.equal(kept.use('a', null).kind, 'last-resort');
    c.advance(1000);
    assert.equal(kept.use('a', null).kind, 'none');
    assert.equal(kept.size, 0);
  });

  it('keeps nothing already stale, nor a render begun before a clear or a data change', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, now: c.now });
    assert.equal(kept.set('a', copy(c.now(), c.now() + 500), kept.generation), false);
    const before = kept.generation;
    kept.clear();
    assert.equal(kept.set('a', copy(c.now() + 100, c.now() + 200), before), false);
    const beforeChange = kept.generation;
    kept.expire(0);
    assert.equal(kept.set('a', copy(c.now() + 100, c.now() + 200), beforeChange), false);
    assert.equal(kept.size, 0);
  });

  it('after a data change serves a copy at most staleMs more, and has it rendered again', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, now: c.now });
    kept.set('a', copy(c.now() + 60_000, c.now() + 120_000), kept.generation);
    kept.expire(2000);
    assert.deepEqual(kept.use('a', null), { kind: 'serve', status: 200, body: Buffer.from('page'), renderAgain: true });
    c.advance(2000);
    assert.equal(kept.use('a', null).kind, 'last-resort');
  });

  it('lets the copy used least recently go first', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 2, lastResortMs: 1000, now: c.now });
    kept.set('a', copy(c.now() + 100, c.now() + 200), kept.generation);
    kept.set('b', copy(c.now() + 100, c.now() + 200), kept.generation);
    kept.use('a', null);
    kept.set('c', copy(c.now() + 100, c.now() + 200), kept.generation);
    assert.equal(kept.use('b', null).kind, 'none');
    assert.equal(kept.use('a', null).kind, 'serve');
    assert.equal(kept.use('c', null).kind, 'serve');
  });

  it('keeps nothing when off', () => {
    const kept = createKeptCopies({ maxEntries: 0, lastResortMs: 1000 });
    assert.equal(kept.enabled, false);
    assert.equal(kept.set('a', copy(Date.now() + 100, Date.now() + 200), kept.generation), false);
  });
});
