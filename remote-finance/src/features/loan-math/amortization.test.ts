import { amortizationSchedule, groupByYear } from './amortization';
import { summariseLoan } from './emi';

describe('amortizationSchedule', () => {
  it('₹1,00,000 at 9% for 12 months: first month interest 750, closes at exactly 0', () => {
    const rows = amortizationSchedule(100_000, 9, 12);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.interest).toBeCloseTo(750, 10);
    expect(rows[0]?.principal).toBeCloseTo(8745.1477 - 750, 3);
    expect(rows[11]?.balance).toBe(0);
    const repaid = rows.reduce((s, r) => s + r.principal, 0);
    expect(repaid).toBeCloseTo(100_000, 6);
  });

  it('interest over the schedule equals the summary total (₹20 L, 9%, 84 months)', () => {
    const rows = amortizationSchedule(2_000_000, 9, 84);
    const interest = rows.reduce((s, r) => s + r.interest, 0);
    expect(Math.round(interest)).toBe(Math.round(summariseLoan(2_000_000, 9, 84).totalInterest));
    expect(rows[83]?.balance).toBe(0);
  });

  it('closes at 0 over 360 months and the balance never goes negative', () => {
    const rows = amortizationSchedule(30_000_000, 18, 360);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(rows.every((r) => r.balance >= 0)).toBe(true);
  });

  it('the last month repays exactly the balance left, whatever float drift the months before built up', () => {
    for (const [p, rate, n] of [
      [100_000, 9, 12],
      [2_000_000, 9, 84],
      [30_000_000, 18, 360],
      [4_500_000, 8.35, 240],
      [777_777, 13.3, 97],
    ] as const) {
      const rows = amortizationSchedule(p, rate, n);
      const last = rows.at(-1);
      expect(last?.principal).toBe(rows.at(-2)?.balance);
      expect(last?.balance).toBe(0);
    }
  });

  it('0% splits the amount evenly', () => {
    const rows = amortizationSchedule(1200, 0, 12);
    expect(rows.every((r) => r.interest === 0 && Math.abs(r.principal - 100) < 1e-9)).toBe(true);
    expect(rows[11]?.balance).toBe(0);
  });

  it('bad input gives an empty schedule', () => {
    expect(amortizationSchedule(0, 9, 12)).toEqual([]);
    expect(amortizationSchedule(Number.NaN, 9, 12)).toEqual([]);
    expect(amortizationSchedule(1000, 9, 0)).toEqual([]);
  });
});

describe('groupByYear', () => {
  it('groups 30 months into 3 years, the last shorter', () => {
    const years = groupByYear(amortizationSchedule(500_000, 10, 30));
    expect(years.map((y) => y.months.length)).toEqual([12, 12, 6]);
    expect(years[2]?.balance).toBe(0);
    const principal = years.reduce((s, y) => s + y.principal, 0);
    expect(principal).toBeCloseTo(500_000, 6);
    const rows = amortizationSchedule(500_000, 10, 30);
    const interestOf = (from: number, to: number) => rows.slice(from, to).reduce((s, r) => s + r.interest, 0);
    expect(years.map((y) => y.interest)).toEqual([interestOf(0, 12), interestOf(12, 24), interestOf(24, 30)]);
    expect(years[0]?.interest).toBeGreaterThan(years[1]?.interest ?? Infinity);
    expect(years.map((y) => y.year)).toEqual([1, 2, 3]);
    expect(years[0]?.balance).toBe(rows[11]?.balance);
  });

  it('an empty schedule has no years', () => {
    expect(groupByYear([])).toEqual([]);
  });
});
