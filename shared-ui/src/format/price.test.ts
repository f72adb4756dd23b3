import { formatCompactRupees, formatLakhPrice, formatRupees, groupIndianDigits } from './price';

describe('formatLakhPrice (spec section 9)', () => {
  it.each([
    [45, '₹45 Lacs'],
    [99, '₹99 Lacs'],
    [99.5, '₹0.995 Cr'],
    [100, '₹1 Cr'],
    [150, '₹1.5 Cr'],
    [1234, '₹12.34 Cr'],
    [0, '₹0 Lacs'],
    ['75', '₹75 Lacs'],
    [' 120 ', '₹1.2 Cr'],
    ['99.5', '₹0.995 Cr'],
  ])('%p lakhs → %s', (value, expected) => {
    expect(formatLakhPrice(value)).toBe(expected);
  });

  it('does not show float noise', () => {
    expect(formatLakhPrice(110)).toBe('₹1.1 Cr');
    expect(formatLakhPrice(333.333)).toBe('₹3.333 Cr');
    expect(formatLakhPrice(12.345)).toBe('₹12.35 Lacs');
  });

  it.each([null, undefined, NaN, -5, -0.01, Infinity, 'abc', '', '   ', '-5', '12 lakh', true, {}])(
    'bad input %p gives a readable text, never NaN',
    (value) => {
      expect(formatLakhPrice(value as number)).toBe('Price on request');
    },
  );
});

describe('formatRupees', () => {
  it('groups digits the Indian way without decimals', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(2702965.4)).toBe('₹27,02,965');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(NaN)).toBe('₹0');
    expect(formatRupees(Infinity)).toBe('₹0');
    expect(formatRupees(0.5)).toBe('₹1');
    expect(formatRupees(12_345_678.49)).toBe('₹1,23,45,678');
  });
});

describe('formatCompactRupees', () => {
  it('uses Cr at 1e7 or more and L at 1e5 or more', () => {
    expect(formatCompactRupees(1e7)).toBe('₹1 Cr');
    expect(formatCompactRupees(2.5e7)).toBe('₹2.5 Cr');
    expect(formatCompactRupees(99_99_999)).toBe('₹100 L');
    expect(formatCompactRupees(1e5)).toBe('₹1 L');
    expect(formatCompactRupees(99_999)).toBe('₹99,999');
    expect(formatCompactRupees(-1)).toBe('₹0');
    expect(formatCompactRupees(0)).toBe('₹0');
    expect(formatCompactRupees(NaN)).toBe('₹0');
    expect(formatCompactRupees(Infinity)).toBe('₹0');
    expect(formatCompactRupees(1_23_45_678)).toBe('₹1.23 Cr');
  });
});

describe('groupIndianDigits', () => {
  it('groups the last three digits, then pairs, as en-IN does', () => {
    expect(groupIndianDigits(0)).toBe('0');
    expect(groupIndianDigits(999)).toBe('999');
    expect(groupIndianDigits(1000)).toBe('1,000');
    expect(groupIndianDigits(12345)).toBe('12,345');
    expect(groupIndianDigits(123456)).toBe('1,23,456');
    expect(groupIndianDigits(1234567)).toBe('12,34,567');
    expect(groupIndianDigits(123456789)).toBe('12,34,56,789');
  });

  it('keeps at most two decimals, rounded, and the sign', () => {
    expect(groupIndianDigits(1234.5)).toBe('1,234.5');
    expect(groupIndianDigits(2705.256)).toBe('2,705.26');
    expect(groupIndianDigits(0.004)).toBe('0');
    expect(groupIndianDigits(-1234567.891)).toBe('-12,34,567.89');
    expect(groupIndianDigits(-0.001)).toBe('0');
  });

  it('gives the same text as Intl en-IN for the values a listing has', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const n of [1, 12, 450, 1250, 2705, 18000, 99999.99, 100000, 4500000, 12345678.5, 987654321]) {
      expect(groupIndianDigits(n)).toBe(intl.format(n));
    }
  });

  it('gives blank for a value that is not a number, and plain digits far out of range', () => {
    expect(groupIndianDigits(Number.NaN)).toBe('');
    expect(groupIndianDigits(Number.POSITIVE_INFINITY)).toBe('');
    expect(groupIndianDigits(1e21)).toBe('1e+21');
  });
});
