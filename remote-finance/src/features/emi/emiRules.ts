/** Spec sections 5 and 9: the EMI calculator's constants. */
export type TenureUnit = 'years' | 'months';

export interface EmiInputs {
  /** Loan amount in rupees, 0 to AMOUNT_MAX. */
  amount: number;
  rate: number;
  unit: TenureUnit;
  tenure: number;
}

export const AMOUNT_MAX = 300_000_000;
export const EMI_DEFAULTS: EmiInputs = { amount: 100_000, rate: 9, unit: 'years', tenure: 1 };
export const EMI_RATE_RANGE = { min: 1, max: 20, step: 0.1 } as const;
export const TENURE_RANGE: Readonly<Record<TenureUnit, { min: number; max: number }>> = {
  years: { min: 1, max: 30 },
  months: { min: 1, max: 360 },
};
export const AMOUNT_PRESETS = [
  { label: '5L', value: 500_000 },
  { label: '20L', value: 2_000_000 },
  { label: '50L', value: 5_000_000 },
  { label: '1Cr', value: 10_000_000 },
  { label: '5Cr', value: 50_000_000 },
] as const;
export const RATE_QUICK_PICKS = [1, 5, 10, 15, 20] as const;
export const TENURE_PRESETS_YEARS = [1, 10, 15, 25, 30] as const;
export const AMOUNT_OVER_MAX_MESSAGE = 'The maximum loan amount is ₹30,00,00,000';

export function tenureInMonths(i: Pick<EmiInputs, 'unit' | 'tenure'>): number {
  return i.unit === 'years' ? i.tenure * 12 : i.tenure;
}
