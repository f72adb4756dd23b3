import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { KeptUse } from './keptCopies.js';
import {
  DEFAULT_RENDER_BUDGET_MS,
  fallbackFor,
  poolCapacity,
  poolClientShare,
  readRenderPoolSettings,
} from './renderBudget.js';

const body = Buffer.from('<html>kept</html>');
const fresh: KeptUse = { kind: 'serve', status: 200, body, renderAgain: false };
const lastResort: KeptUse = { kind: 'last-resort', status: 404, body };
const none: KeptUse = { kind: 'none' };

describe('a render past its budget', () => {
  it('is answered from the kept copy, however stale', () => {
    assert.deepEqual(fallbackFor('over-budget', fresh, false), { kind: 'kept', status: 200, body });
    assert.deepEqual(fallbackFor('over-budget', lastResort, false), { kind: 'kept', status: 404, body });
  });

  it('without a kept copy, is rendered once more with the remote regions left to the browser', () => {
    assert.deepEqual(fallbackFor('over-budget', none, false), { kind: 'remotes-to-browser' });
  });

  it('is refused when even the page without its remotes ran past the budget', () => {
    assert.deepEqual(fallbackFor('over-budget', none, true), { kind: 'refuse' });
  });
});

describe('a render not admitted', () => {
  it('gets the kept copy, stale if need be, or is refused; never rendered without its content', () => {
    assert.deepEqual(fallbackFor('not-admitted', lastResort, false), { kind: 'kept', status: 404, body });
    assert.deepEqual(fallbackFor('not-admitted', none, false), { kind: 'refuse' });
  });
});

describe('render pool settings', () => {
  it('default to one worker per core and a 3 s budget', () => {
    assert.deepEqual(readRenderPoolSettings({}, 2), { workers: 2, budgetMs: DEFAULT_RENDER_BUDGET_MS });
    assert.equal(DEFAULT_RENDER_BUDGET_MS, 3000);
    assert.deepEqual(readRenderPoolSettings({ SITE_RENDER_WORKERS: ' ' }, 0), { workers: 1, budgetMs: 3000 });
  });

  it('read SITE_RENDER_WORKERS and SITE_RENDER_BUDGET_MS', () => {
    assert.deepEqual(readRenderPoolSettings({ SITE_RENDER_WORKERS: '4', SITE_RENDER_BUDGET_MS: '1500' }, 2), {
      workers: 4,
      budgetMs: 1500,
    });
  });

  it('refuse a value that is not a whole number in range, naming the setting', () => {
    for (const [name, value] of [
      ['SITE_RENDER_WORKERS', '0'],
      ['SITE_RENDER_WORKERS', '2.5'],
      ['SITE_RENDER_WORKERS', '65'],
      ['SITE_RENDER_BUDGET_MS', '100'],
      ['SITE_RENDER_BUDGET_MS', '3s'],
      ['SITE_RENDER_BUDGET_MS', '-3000'],
    ] as const) {
      assert.throws(() => readRenderPoolSettings({ [name]: value }, 2), new RegExp(`^Error: ${name}: a whole number`));
    }
  });

  it('hold four renders per worker and eight queued behind each', () => {
    assert.equal(poolCapacity(2), 24);
    assert.equal(poolCapacity(1), 12);
  });

  it("give one client every worker's renders and half the queue", () => {
    assert.equal(poolClientShare(2), 16);
    assert.equal(poolClientShare(1), 8);
    assert.ok(poolClientShare(2) < poolCapacity(2));
  });
});
