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

  it('forgets a page found gone after a data change, never by a render begun before it', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 60_000, now: c.now });
    kept.set('listing', copy(c.now() + 60_000, c.now() + 120_000), kept.generation);
    kept.set('about', copy(c.now() + 60_000, c.now() + 120_000), kept.generation);
    const beforeChange = kept.generation;
    kept.expire(2000);
    kept.forget('listing', beforeChange); // that render read the data as it was
    assert.equal(kept.use('listing', null).kind, 'serve');
    kept.forget('listing', kept.generation);
    assert.deepEqual(kept.use('listing', null), { kind: 'none' });
    c.advance(3000); // not even as a last resort
    assert.deepEqual(kept.use('listing', null), { kind: 'none' });
    assert.equal(kept.use('about', null).kind, 'last-resort');
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

  it("evicts a client's own oldest page past its share, never another client's", () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, clientShare: 0.2, now: c.now });
    const fresh = () => copy(c.now() + 1000, c.now() + 2000);
    assert.equal(kept.set('visitor', fresh(), kept.generation, '10.0.0.1'), true);
    // A flood of unique pages from one client: it holds 2 of 10 at most.
    for (let i = 0; i < 30; i += 1) kept.set(`junk-${i}`, fresh(), kept.generation, '10.0.0.66');
    assert.equal(kept.size, 3);
    assert.equal(kept.use('visitor', null, '10.0.0.1').kind, 'serve');
    assert.equal(kept.use('junk-29', null, '10.0.0.66').kind, 'serve');
    assert.equal(kept.use('junk-28', null, '10.0.0.66').kind, 'serve');
    assert.equal(kept.use('junk-27', null, '10.0.0.66').kind, 'none');
  });

  it('a page a second client asks for no longer counts against the first', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 10, lastResortMs: 1000, clientShare: 0.1, now: c.now });
    const fresh = () => copy(c.now() + 1000, c.now() + 2000);
    kept.set('shared', fresh(), kept.generation, 'a');
    assert.equal(kept.use('shared', null, 'b').kind, 'serve');
    // Client a's share (1) is free again: its next page does not evict the shared one.
    kept.set('own', fresh(), kept.generation, 'a');
    assert.equal(kept.use('shared', null, 'b').kind, 'serve');
    assert.equal(kept.use('own', null, 'a').kind, 'serve');
  });

  it('without a client only the overall limit applies, least recently used first', () => {
    const c = clock();
    const kept = createKeptCopies({ maxEntries: 2, lastResortMs: 1000, now: c.now });
    const fresh = () => copy(c.now() + 1000, c.now() + 2000);
    kept.set('a', fresh(), kept.generation);
    kept.set('b', fresh(), kept.generation);
    kept.use('a', null);
    kept.set('c', fresh(), kept.generation);
    assert.equal(kept.use('b', null).kind, 'none');
    assert.equal(kept.use('a', null).kind, 'serve');
    assert.equal(kept.use('c', null).kind, 'serve');
  });
});
