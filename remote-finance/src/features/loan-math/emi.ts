/**
 * The standard EMI formula: EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate
 * (annual % / 12 / 100) and n the tenure in months. Guards keep bad input from ever giving
 * NaN or Infinity: a non-finite or non-positive amount or tenure gives 0, a rate of 0 gives P / n.
 */
export function monthlyRate(annualRatePercent: number): number {
  return Number.isFinite(annualRatePercent) ? Math.max(0, annualRatePercent) / 12 / 100 : 0;
}

export function calculateEmi(principal: number, annualRatePercent: number, months: number): number {
  // Stryker disable next-line EqualityOperator: a principal of exactly 0 gives an EMI of 0 either way
  if (!Number.isFinite(principal) || principal <= 0) return 0;
  if (!Number.isFinite(months) || months < 1) return 0;
  const n = Math.round(months);
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / n;
  const growth = Math.pow(1 + r, n);
  return (principal * r * growth) / (growth - 1);
}

export interface EmiSummary {
  emi: number;
  principal: number;
  totalInterest: number;
  totalPayable: number;
}

/** EMI plus the totals the calculator shows (unrounded; the view formats them). */
export function summariseLoan(principal: number, annualRatePercent: number, months: number): EmiSummary {
  const emi = calculateEmi(principal, annualRatePercent, months);
  if (emi === 0) return { emi: 0, principal: 0, totalInterest: 0, totalPayable: 0 };
  const totalPayable = emi * Math.round(months);
  return { emi, principal, totalInterest: Math.max(0, totalPayable - principal), totalPayable };
}
