import { calculateEmi, monthlyRate } from './emi';

export interface ScheduleMonth {
  /** 1-based month of the loan. */
  month: number;
  principal: number;
  interest: number;
  /** Balance left after this month's payment. */
  balance: number;
}

export interface ScheduleYear {
  /** 1-based year of the loan. */
  year: number;
  principal: number;
  interest: number;
  balance: number;
  months: ScheduleMonth[];
}

/**
 * Month-by-month repayment. The balance is carried unrounded (rounding each month drifts by
 * rupees over 30 years) and the last month repays whatever is left, so the loan closes at 0.
 */
export function amortizationSchedule(principal: number, annualRatePercent: number, months: number): ScheduleMonth[] {
  const emi = calculateEmi(principal, annualRatePercent, months);
  if (emi === 0) return [];
  const n = Math.round(months);
  const r = monthlyRate(annualRatePercent);
  const rows: ScheduleMonth[] = [];
  let balance = principal;
  for (let month = 1; month <= n; month += 1) {
    const interest = balance * r;
    const repaid = month === n ? balance : Math.min(balance, emi - interest);
    balance -= repaid;
    rows.push({ month, principal: repaid, interest, balance });
  }
  return rows;
}

/** Groups the months into loan years (12 months each; the last may be shorter). */
export function groupByYear(rows: readonly ScheduleMonth[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let bucket = years[years.length - 1];
    if (!bucket || bucket.year !== year) {
      bucket = { year, principal: 0, interest: 0, balance: 0, months: [] };
      years.push(bucket);
    }
    bucket.principal += row.principal;
    bucket.interest += row.interest;
    bucket.balance = row.balance;
    bucket.months.push(row);
  }
  return years;
}
