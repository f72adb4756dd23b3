import { clamp, digitsOnly, roundToStep, strictNumber } from '../loan-math';
import { fieldParam, type CalculatorQuery } from '../calculator-query';
import {
  AMOUNT_MAX_DIGITS,
  DURATION_ON_SWITCH,
  DURATION_RANGE,
  ELIGIBILITY_DEFAULTS,
  RATE_RANGE,
  type DurationUnit,
  type EligibilityInputs,
} from './eligibilityRules';

/** An amount as the URL holds it: digits only (empty allowed, as a cleared field), else the default. */
function amountParam(text: string | null, fallback: string): string {
  if (text === null || !/^\d*$/.test(text.trim())) return fallback;
  return digitsOnly(text, AMOUNT_MAX_DIGITS);
}

/**
 * The eligibility calculator's inputs in the URL query string
 * (?duration=&emis=&income=&rate=&unit=), validated as the EMI calculator's are: garbage falls back
 * to the default, out-of-range numbers are clamped.
 */
export function parseEligibilityQuery(params: URLSearchParams): EligibilityInputs {
  const last = (name: string) => fieldParam(params, name);
  const unit: DurationUnit = last('unit') === 'years' ? 'years' : 'months';
  const { min, max } = DURATION_RANGE[unit];
  return {
    income: amountParam(last('income'), ELIGIBILITY_DEFAULTS.income),
    existingEmis: amountParam(last('emis'), ELIGIBILITY_DEFAULTS.existingEmis),
    rate: roundToStep(
      clamp(strictNumber(last('rate')), RATE_RANGE.min, RATE_RANGE.max, ELIGIBILITY_DEFAULTS.rate),
      RATE_RANGE.step,
    ),
    unit,
    duration: Math.round(clamp(strictNumber(last('duration')), min, max, DURATION_ON_SWITCH[unit])),
  };
}

/** The canonical query string (keys in sorted order, so equal inputs give equal text). */
export function eligibilityQueryString(i: EligibilityInputs): string {
  return new URLSearchParams({
    duration: String(i.duration),
    emis: String(i.existingEmis),
    income: String(i.income),
    rate: String(i.rate),
    unit: i.unit,
  }).toString();
}

/** The eligibility calculator's page and query. */
export const ELIGIBILITY_QUERY: CalculatorQuery<EligibilityInputs> = {
  path: '/eligibility-check',
  parse: parseEligibilityQuery,
  toQuery: eligibilityQueryString,
};
