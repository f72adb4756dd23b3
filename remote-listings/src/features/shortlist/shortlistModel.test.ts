import { chunkIds, keepSelected, shortlistIds, toggleSelection } from './shortlistModel';

describe('shortlistIds', () => {
  it('lists the newest saved first, each listing once, skipping bad keys', () => {
    expect(shortlistIds(['residential:3', 'commercial:9', 'residential:5'])).toEqual([5, 9, 3]);
    expect(shortlistIds(['residential:3', 'commercial:3', 'junk', 'residential:0'])).toEqual([3]);
    expect(shortlistIds([])).toEqual([]);
  });
});

describe('chunkIds', () => {
  it('splits into calls of at most 50', () => {
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(chunkIds(ids).map((c) => c.length)).toEqual([50, 50, 20]);
    expect(chunkIds([])).toEqual([]);
    expect(chunkIds([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});

describe('toggleSelection', () => {
  const order = [5, 4, 3, 2, 1];
  it('adds in shortlist order and removes', () => {
    expect(toggleSelection([], 3, order)).toEqual([3]);
    expect(toggleSelection([3], 5, order)).toEqual([5, 3]);
    expect(toggleSelection([5, 3], 5, order)).toEqual([3]);
  });
  it('takes at most four', () => {
    expect(toggleSelection([5, 4, 3, 2], 1, order)).toEqual([5, 4, 3, 2]);
  });
});

describe('keepSelected', () => {
  it('drops ids no longer saved and keeps the same array when nothing changed', () => {
    const sel = [4, 2];
    expect(keepSelected(sel, [4, 2, 1])).toBe(sel);
    expect(keepSelected(sel, [4, 1])).toEqual([4]);
  });
});
