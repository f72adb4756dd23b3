export { calculateEmi, monthlyRate, summariseLoan, type EmiSummary } from './emi';
export {
  calculateEligibility,
  MIN_MONTHLY_INCOME,
  EMI_INCOME_SHARE,
  INCOME_TOO_LOW_MESSAGE,
  EMIS_TOO_HIGH_MESSAGE,
  type EligibilityResult,
} from './eligibility';
export { amortizationSchedule, groupByYear, type ScheduleMonth, type ScheduleYear } from './amortization';
export { clamp, digitsOnly, roundToStep, strictNumber } from './clamp';
