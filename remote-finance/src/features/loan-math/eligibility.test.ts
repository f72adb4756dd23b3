import { calculateEligibility, EMIS_TOO_HIGH_MESSAGE, INCOME_TOO_LOW_MESSAGE } from './eligibility';

// Present values checked with a spreadsheet's PV(rate/12, n, -emi).
describe('calculateEligibility', () => {
  it('defaults: income 20000, 9%, 180 months → EMI 11,000 and ₹10,84,527', () => {
    const r = calculateEligibility(20000, 0, 9, 180);
    expect(r.emi).toBe(11000);
    expect(Math.round(r.loanAmount)).toBe(1_084_527);
    expect(r.message).toBeNull();
  });

  it('subtracts existing EMIs from 55% of income', () => {
    const r = calculateEligibility(50000, 10000, 9, 240);
    expect(r.emi).toBeCloseTo(17500, 6);
    expect(Math.round(r.loanAmount)).toBe(1_945_037);
  });

  it('income below 20000 gives 0 and the spec message', () => {
    expect(calculateEligibility(19999, 0, 9, 180)).toEqual({ loanAmount: 0, emi: 0, message: INCOME_TOO_LOW_MESSAGE });
    expect(calculateEligibility(0, 0, 9, 180).message).toBe('Monthly income should be at least ₹20,000');
  });

  it('existing EMIs of exactly 55% of income give 0 and the spec message', () => {
    expect(calculateEligibility(50000, 27500, 9, 180)).toEqual({
      loanAmount: 0,
      emi: 0,
      message: EMIS_TOO_HIGH_MESSAGE,
    });
    expect(calculateEligibility(50000, 40000, 9, 180).message).toBe(
      'Your existing EMIs are too high compared to your income',
    );
  });

  it('just under 55% still leaves a small loan', () => {
    const r = calculateEligibility(50000, 27499, 9, 180);
    expect(r.emi).toBeCloseTo(1, 6);
    expect(r.loanAmount).toBeGreaterThan(0);
  });

  it('one month borrows one discounted EMI; no usable tenure borrows nothing', () => {
    expect(calculateEligibility(20000, 0, 9, 1).loanAmount).toBeCloseTo(11000 / 1.0075, 6);
    for (const months of [0, 0.4, -12, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateEligibility(20000, 0, 9, months)).toEqual({ loanAmount: 0, emi: 0, message: null });
    }
    expect(calculateEligibility(20000, 0, 9, 12.4).loanAmount).toBeCloseTo(
      calculateEligibility(20000, 0, 9, 12).loanAmount,
      9,
    );
  });

  it('a rate of 0 gives capacity × months', () => {
    expect(calculateEligibility(20000, 0, 0, 36).loanAmount).toBe(11000 * 36);
  });

  it('bad numbers never give NaN', () => {
    for (const r of [
      calculateEligibility(Number.NaN, 0, 9, 180),
      calculateEligibility(50000, Number.NaN, 9, 180),
      calculateEligibility(50000, -100, 9, 180),
      calculateEligibility(50000, 0, Number.NaN, 180),
      calculateEligibility(50000, 0, 9, Number.NaN),
      calculateEligibility(Number.POSITIVE_INFINITY, 0, 9, 180),
    ]) {
      expect(Number.isFinite(r.loanAmount)).toBe(true);
      expect(Number.isFinite(r.emi)).toBe(true);
    }
    // A negative existing EMI is treated as none.
    expect(calculateEligibility(50000, -100, 9, 180).emi).toBeCloseTo(27500, 6);
  });
});
