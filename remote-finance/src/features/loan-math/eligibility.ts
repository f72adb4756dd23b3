import { monthlyRate } from './emi';

/** Spec section 9: the eligibility calculator's rules. */
export const MIN_MONTHLY_INCOME = 20000;
/** Share of income a lender lets all EMIs take together. */
export const EMI_INCOME_SHARE = 0.55;

export const INCOME_TOO_LOW_MESSAGE = 'Monthly income should be at least ₹20,000';
export const EMIS_TOO_HIGH_MESSAGE = 'Your existing EMIs are too high compared to your income';

export interface EligibilityResult {
  /** Total amount that can be borrowed (present value of the affordable EMI). */
  loanAmount: number;
  /** The affordable monthly EMI for the new loan. */
  emi: number;
  /** The spec's message for the input, or null when the input is fine. */
  message: string | null;
}

const clean = (v: number) => (Number.isFinite(v) ? Math.max(0, v) : 0);

/**
 * Monthly capacity = 55% of income − existing EMIs; the borrowable amount is the present value
 * of that EMI over the tenure at the monthly rate. Income under ₹20,000, or no capacity left,
 * gives 0 with the spec's message.
 */
export function calculateEligibility(
  monthlyIncome: number,
  existingEmis: number,
  annualRatePercent: number,
  months: number,
): EligibilityResult {
  const income = clean(monthlyIncome);
  const existing = clean(existingEmis);
  if (income < MIN_MONTHLY_INCOME) return { loanAmount: 0, emi: 0, message: INCOME_TOO_LOW_MESSAGE };
  const capacity = income * EMI_INCOME_SHARE - existing;
  // Rounded to the paisa so 55% of a round income carries no float noise into the comparison.
  if (Math.round(capacity * 100) <= 0) return { loanAmount: 0, emi: 0, message: EMIS_TOO_HIGH_MESSAGE };
  const n = Number.isFinite(months) && months >= 1 ? Math.round(months) : 0;
  if (n === 0) return { loanAmount: 0, emi: 0, message: null };
  const r = monthlyRate(annualRatePercent);
  const loanAmount = r === 0 ? capacity * n : (capacity * (1 - Math.pow(1 + r, -n))) / r;
  return { loanAmount, emi: capacity, message: null };
}
