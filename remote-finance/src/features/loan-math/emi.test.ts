import { formatRupees } from 'shared-ui';
import { calculateEmi, monthlyRate, summariseLoan } from './emi';

// Expected values computed independently (bank EMI tables / a spreadsheet's PMT), not by this code.
describe('calculateEmi', () => {
  it('₹10,00,000 at 7.25% for 120 months is 11,740.10', () => {
    expect(calculateEmi(1_000_000, 7.25, 120).toFixed(2)).toBe('11740.10');
  });

  it('₹20,00,000 at 9% for 84 months is 32,178 with 7,02,965 interest', () => {
    const s = summariseLoan(2_000_000, 9, 84);
    expect(Math.round(s.emi)).toBe(32178);
    expect(Math.round(s.totalInterest)).toBe(702965);
    expect(formatRupees(s.totalInterest)).toBe('₹7,02,965');
    expect(Math.round(s.totalPayable)).toBe(2_702_965);
  });

  it('₹2,00,000 at 20% for 24 months is 10,179', () => {
    expect(Math.round(calculateEmi(200_000, 20, 24))).toBe(10179);
  });

  it('page defaults: ₹1,00,000 at 9% for 1 year', () => {
    const s = summariseLoan(100_000, 9, 12);
    expect(formatRupees(s.emi)).toBe('₹8,745');
    expect(formatRupees(s.totalInterest)).toBe('₹4,942');
    expect(formatRupees(s.totalPayable)).toBe('₹1,04,942');
  });

  it('a rate of 0 gives P / n, never NaN', () => {
    expect(calculateEmi(120_000, 0, 12)).toBe(10_000);
    expect(summariseLoan(120_000, 0, 12).totalInterest).toBe(0);
  });

  it.each([
    ['zero amount', 0, 9, 12],
    ['negative amount', -5, 9, 12],
    ['NaN amount', Number.NaN, 9, 12],
    ['infinite amount', Number.POSITIVE_INFINITY, 9, 12],
    ['zero months', 100_000, 9, 0],
    ['NaN months', 100_000, 9, Number.NaN],
  ])('%s gives 0', (_label, p, rate, n) => {
    expect(calculateEmi(p, rate, n)).toBe(0);
    expect(summariseLoan(p, rate, n)).toEqual({ emi: 0, principal: 0, totalInterest: 0, totalPayable: 0 });
  });

  it('one month repays the amount plus one month of interest; under half a month is no loan', () => {
    expect(calculateEmi(1000, 12, 1)).toBeCloseTo(1010, 9);
    expect(calculateEmi(1000, 12, 0.6)).toBe(0);
    expect(calculateEmi(1000, 12, 12.4)).toBe(calculateEmi(1000, 12, 12));
  });

  it('treats a NaN or negative rate as 0%', () => {
    expect(calculateEmi(1200, Number.NaN, 12)).toBe(100);
    expect(calculateEmi(1200, -3, 12)).toBe(100);
    expect(monthlyRate(12)).toBeCloseTo(0.01, 12);
    expect(monthlyRate(0)).toBe(0);
    expect(monthlyRate(-3)).toBe(0);
    expect(monthlyRate(Number.NaN)).toBe(0);
    expect(monthlyRate(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('stays finite at the calculator maxima (₹30 Cr, 20%, 360 months)', () => {
    const s = summariseLoan(300_000_000, 20, 360);
    expect(Number.isFinite(s.emi) && Number.isFinite(s.totalPayable)).toBe(true);
    expect(Math.round(s.emi)).toBe(5_013_056);
  });
});
