import { emiQueryString, parseEmiQuery } from './emiQuery';

const parse = (q: string) => parseEmiQuery(new URLSearchParams(q));

describe('EMI query string', () => {
  it('an empty query gives the defaults', () => {
    expect(parse('')).toEqual({ amount: 100000, rate: 9, unit: 'years', tenure: 1 });
  });

  it('reads valid values', () => {
    expect(parse('amount=2000000&rate=7.25&tenure=84&unit=months')).toEqual({
      amount: 2000000,
      rate: 7.3,
      unit: 'months',
      tenure: 84,
    });
  });

  it('a picked preset wins over its field', () => {
    expect(parse('amount=5000000&pick-amount=2000000&rate=12&pick-rate=5&unit=years&tenure=20&pick-tenure=10')).toEqual(
      {
        amount: 2000000,
        rate: 5,
        unit: 'years',
        tenure: 10,
      },
    );
  });

  it.each([
    ['amount=abc&rate=x&tenure=&unit=weeks', { amount: 100000, rate: 9, unit: 'years', tenure: 1 }],
    ['amount=-5&rate=-1&tenure=-3', { amount: 0, rate: 1, unit: 'years', tenure: 1 }],
    ['amount=1e400&rate=Infinity&tenure=NaN', { amount: 100000, rate: 9, unit: 'years', tenure: 1 }],
    ['amount=999999999999999&rate=99&tenure=999', { amount: 300000000, rate: 20, unit: 'years', tenure: 30 }],
    ['unit=months&tenure=5000', { amount: 100000, rate: 9, unit: 'months', tenure: 360 }],
    ['unit=months', { amount: 100000, rate: 9, unit: 'months', tenure: 12 }],
    ['tenure=2.6', { amount: 100000, rate: 9, unit: 'years', tenure: 3 }],
  ])('clamps %p', (q, expected) => {
    expect(parse(q)).toEqual(expected);
  });

  it('writes a canonical string that reads back the same', () => {
    const inputs = { amount: 5000000, rate: 8.5, unit: 'months' as const, tenure: 240 };
    const text = emiQueryString(inputs);
    expect(text).toBe('amount=5000000&rate=8.5&tenure=240&unit=months');
    expect(parse(text)).toEqual(inputs);
  });
});
