import { eligibilityQueryString, parseEligibilityQuery } from './eligibilityQuery';

const parse = (q: string) => parseEligibilityQuery(new URLSearchParams(q));
const DEFAULTS = { income: '20000', existingEmis: '0', rate: 9, unit: 'months', duration: 180 };

describe('eligibility query string', () => {
  it('an empty query gives the defaults, and they read back the same', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(eligibilityQueryString(parse(''))).toBe('duration=180&emis=0&income=20000&rate=9&unit=months');
  });

  it('reads valid values; a picked preset wins over its field', () => {
    expect(parse('income=85000&emis=5000&rate=8.5&unit=years&duration=20&pick-income=100000')).toEqual({
      income: '100000',
      existingEmis: '5000',
      rate: 8.5,
      unit: 'years',
      duration: 20,
    });
  });

  it.each([
    ['income=abc&emis=-5&rate=x&unit=weeks&duration=', DEFAULTS],
    ['income=007&emis=', { ...DEFAULTS, income: '7', existingEmis: '' }],
    ['income=99999999999999', { ...DEFAULTS, income: '9999999999' }],
    ['rate=2&duration=9999', { ...DEFAULTS, rate: 7, duration: 360 }],
    ['rate=99&unit=years&duration=1', { ...DEFAULTS, rate: 18, unit: 'years', duration: 3 }],
    ['unit=years', { ...DEFAULTS, unit: 'years', duration: 15 }],
    ['rate=1e2&duration=NaN', DEFAULTS],
  ])('clamps %p', (q, expected) => {
    expect(parse(q)).toEqual(expected);
  });
});
