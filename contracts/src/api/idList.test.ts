import { formatIdList, MAX_COMPARE, MAX_IDS_PER_CALL, parseIdList } from './idList';

describe('parseIdList', () => {
  it('reads ids in the given order, spaces allowed', () => {
    expect(parseIdList('12,7,3', MAX_COMPARE)).toEqual({ ok: true, ids: [12, 7, 3] });
    expect(parseIdList(' 5 , 9 ', MAX_COMPARE)).toEqual({ ok: true, ids: [5, 9] });
    expect(parseIdList('2147483647', 1)).toEqual({ ok: true, ids: [2147483647] });
  });

  it.each([null, undefined, '', '   '])('%p is empty', (text) => {
    expect(parseIdList(text, MAX_COMPARE)).toMatchObject({ ok: false, problem: 'empty', ids: [] });
  });

  it.each([
    ['abc', "'abc' is not a property id."],
    ['1,abc', "'abc' is not a property id."],
    ['0', "'0' is not a property id."],
    ['-3', "'-3' is not a property id."],
    ['1.5', "'1.5' is not a property id."],
    ['01', "'01' is not a property id."],
    ['2147483648', "'2147483648' is not a property id."],
    ['1e3', "'1e3' is not a property id."],
    ['1,,2', 'The list of property ids has an empty entry.'],
    ['1,', 'The list of property ids has an empty entry.'],
    ['<script>alert(1)</script>', "'<script>alert(1)</sc…' is not a property id."],
  ])('%p is malformed', (text, message) => {
    expect(parseIdList(text, MAX_COMPARE)).toMatchObject({ ok: false, problem: 'malformed', message });
  });

  it('keeps the ids read before a bad one', () => {
    expect(parseIdList('4,x', MAX_COMPARE)).toMatchObject({ ids: [4] });
  });

  it('refuses an id named twice', () => {
    expect(parseIdList('3,4,3', MAX_COMPARE)).toEqual({
      ok: false,
      problem: 'duplicate',
      message: 'Property 3 is named more than once.',
      ids: [3, 4],
    });
  });

  it('refuses more than the maximum, keeping the first ones', () => {
    expect(parseIdList('1,2,3,4,5', MAX_COMPARE)).toEqual({
      ok: false,
      problem: 'too-many',
      message: 'At most 4 properties can be named at once; this names 5.',
      ids: [1, 2, 3, 4],
    });
    expect(parseIdList('1,2,3,4', MAX_COMPARE)).toEqual({ ok: true, ids: [1, 2, 3, 4] });
  });

  it('does not read a huge text', () => {
    const huge = Array.from({ length: 1000 }, (_, i) => i + 1).join(',');
    expect(parseIdList(huge, MAX_IDS_PER_CALL)).toMatchObject({ ok: false, problem: 'too-many', ids: [] });
  });

  it('formats a list back', () => {
    expect(formatIdList([12, 7])).toBe('12,7');
    expect(parseIdList(formatIdList([12, 7]), MAX_COMPARE)).toEqual({ ok: true, ids: [12, 7] });
  });
});
