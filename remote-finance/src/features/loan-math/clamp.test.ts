import { formatCompactRupees, formatRupees } from 'shared-ui';
import { clamp, digitsOnly, roundToStep, strictNumber } from './clamp';

describe('digitsOnly', () => {
  it.each([
    ['1,00,000', '100000'],
    ['-5000', '5000'],
    ['abc', ''],
    ['12ab34', '1234'],
    ['0007', '7'],
    ['0', '0'],
    ['', ''],
  ])('%p → %p', (input, out) => expect(digitsOnly(input)).toBe(out));

  it('caps the length', () => expect(digitsOnly('1234567890123456', 10)).toBe('1234567890'));
});

describe('clamp / roundToStep / strictNumber', () => {
  it('clamps and replaces non-numbers', () => {
    expect(clamp(50, 1, 20)).toBe(20);
    expect(clamp(-5, 1, 20)).toBe(1);
    expect(clamp(Number.NaN, 1, 20, 9)).toBe(9);
    expect(clamp(Number.POSITIVE_INFINITY, 1, 20, 9)).toBe(9);
  });
  it('rounds to the step without float noise', () => {
    expect(roundToStep(9.2000000001, 0.1)).toBe(9.2);
    expect(roundToStep(7.25, 0.1)).toBe(7.3);
    expect(roundToStep(14.6, 1)).toBe(15);
    expect(roundToStep(14.6, 5)).toBe(15);
    expect(roundToStep(1234, 50)).toBe(1250);
    expect(roundToStep(0.123456, 0.01)).toBe(0.12);
    expect(roundToStep(0.35, 0.05)).toBe(0.35);
  });
  it('parses strictly', () => {
    expect(strictNumber('12')).toBe(12);
    expect(strictNumber('9.5')).toBe(9.5);
    expect(strictNumber('12abc')).toBeNaN();
    expect(strictNumber('')).toBeNaN();
    expect(strictNumber(null)).toBeNaN();
    expect(strictNumber('Infinity')).toBeNaN();
    expect(strictNumber(undefined)).toBeNaN();
    expect(strictNumber(' 12 ')).toBe(12);
    expect(strictNumber('-3')).toBe(-3);
    // Texts Number() would accept but a form or query value must not be.
    expect(strictNumber('12e3')).toBeNaN();
    expect(strictNumber('1e400')).toBeNaN();
    expect(strictNumber('+12')).toBeNaN();
    expect(strictNumber('0x10')).toBeNaN();
    expect(strictNumber('.5')).toBeNaN();
    expect(strictNumber('5.')).toBeNaN();
  });
});

describe('amount display (shared-ui formatters used by the calculators)', () => {
  it.each([
    [10_000_000, '₹1 Cr'],
    [12_500_000, '₹1.25 Cr'],
    [100_000, '₹1 L'],
    [1_084_527, '₹10.85 L'],
    [99_999, '₹99,999'],
    [0, '₹0'],
  ])('%p → %p', (v, out) => expect(formatCompactRupees(v)).toBe(out));
  it('rupees in Indian grouping without decimals', () => {
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatRupees(11740.1)).toBe('₹11,740');
  });
});
