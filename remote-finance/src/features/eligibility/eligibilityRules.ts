/** Spec sections 4, 5 and 9: the eligibility calculator's constants. */
export type DurationUnit = 'months' | 'years';

/** The calculator's inputs; the amounts as typed, digits only ('' while a field is empty). */
export interface EligibilityInputs {
  income: string;
  existingEmis: string;
  rate: number;
  unit: DurationUnit;
  duration: number;
}

export const ELIGIBILITY_DEFAULTS: EligibilityInputs = {
  income: '20000',
  existingEmis: '0',
  rate: 9,
  unit: 'months',
  duration: 180,
};
export const RATE_RANGE = { min: 7, max: 18, step: 0.1 } as const;
export const DURATION_RANGE: Readonly<Record<DurationUnit, { min: number; max: number }>> = {
  months: { min: 36, max: 360 },
  years: { min: 3, max: 30 },
};
/** Switching the toggle sets these (spec section 4). */
export const DURATION_ON_SWITCH: Readonly<Record<DurationUnit, number>> = { months: 180, years: 15 };
export const INCOME_PRESETS = [
  { label: '35K', value: 35000 },
  { label: '50K', value: 50000 },
  { label: '80K', value: 80000 },
  { label: '1L', value: 100000 },
  { label: '1.25L', value: 125000 },
] as const;
export const EXISTING_EMI_PRESETS = [
  { label: '0', value: 0 },
  { label: '50K', value: 50000 },
  { label: '1L', value: 100000 },
  { label: '5L', value: 500000 },
  { label: '10L', value: 1000000 },
  { label: '25L', value: 2500000 },
] as const;
/** Ten digits (under ₹1,000 crore a month) is far beyond any income and keeps the math finite. */
export const AMOUNT_MAX_DIGITS = 10;
