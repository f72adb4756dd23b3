import {
  canonicalRedirect,
  checkedServerInputs,
  fieldParam,
  isCanonicalQuery,
  pickName,
  type CalculatorQuery,
} from './calculatorQuery';

/** A one-input calculator: n in 1–10, default 5. */
const query: CalculatorQuery<{ n: number }> = {
  path: '/calc',
  parse: (p) => {
    const n = Number(fieldParam(p, 'n'));
    return { n: Number.isInteger(n) && n >= 1 ? Math.min(n, 10) : 5 };
  },
  toQuery: (i) => new URLSearchParams({ n: String(i.n) }).toString(),
};

describe('calculator queries', () => {
  it('a picked preset wins over its field; else the last value of the field; a missing name is null', () => {
    expect(pickName('amount')).toBe('pick-amount');
    expect(fieldParam(new URLSearchParams('n=1&pick-n=7&n=2'), 'n')).toBe('7');
    expect(fieldParam(new URLSearchParams('n=1&n=2&m=3'), 'n')).toBe('2');
    expect(fieldParam(new URLSearchParams('m=3'), 'n')).toBeNull();
  });

  it('a query is canonical in any order, not with other names or values', () => {
    expect(isCanonicalQuery('b=2&a=1', 'a=1&b=2')).toBe(true);
    expect(isCanonicalQuery('?a=1&b=2', 'a=1&b=2')).toBe(true);
    expect(isCanonicalQuery('a=1&b=2&utm=x', 'a=1&b=2')).toBe(false);
    expect(isCanonicalQuery('a=1&b=3', 'a=1&b=2')).toBe(false);
    expect(isCanonicalQuery('a=1&a=1&b=2', 'a=1&b=2')).toBe(false);
  });

  it('server inputs are adopted only when valid and canonical', () => {
    expect(checkedServerInputs({ n: 7 }, query)).toEqual({ n: 7 });
    expect(checkedServerInputs({ n: 70 }, query)).toBeNull();
    expect(checkedServerInputs({ n: '7' }, query)).toEqual({ n: 7 });
    expect(checkedServerInputs({}, query)).toBeNull();
    expect(checkedServerInputs(null, query)).toBeNull();
    expect(checkedServerInputs('n=7', query)).toBeNull();
  });

  it('redirects only for the calculator’s own parameters, keeping any other', () => {
    const to = (search: string) => canonicalRedirect(search, 'a=1&b=2', '/calc');
    expect(to('b=2&a=1')).toBeNull();
    expect(to('')).toBeNull();
    expect(to('utm_source=x')).toBeNull();
    expect(to('a=1&b=2&remote-override=f')).toBeNull();
    expect(to('a=9')).toBe('/calc?a=1&b=2');
    expect(to('a=1&b=2&pick-a=1')).toBe('/calc?a=1&b=2');
    expect(to('a=9&utm_source=x&b=2')).toBe('/calc?a=1&b=2&utm_source=x');
  });
});
