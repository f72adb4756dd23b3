import { clamp, roundToStep, strictNumber } from '../loan-math';
import { fieldParam, type CalculatorQuery } from '../calculator-query';
import { AMOUNT_MAX, EMI_DEFAULTS, EMI_RATE_RANGE, TENURE_RANGE, type EmiInputs, type TenureUnit } from './emiRules';

/**
 * The EMI calculator's inputs in the URL query string (?amount=&rate=&tenure=&unit=), so a
 * calculation can be shared and survives a reload. Whatever the URL holds is validated: garbage
 * falls back to the default, out-of-range numbers are clamped.
 */
export function parseEmiQuery(params: URLSearchParams): EmiInputs {
  const last = (name: string) => fieldParam(params, name);
  const unit: TenureUnit = last('unit') === 'months' ? 'months' : 'years';
  const amount = Math.round(clamp(strictNumber(last('amount')), 0, AMOUNT_MAX, EMI_DEFAULTS.amount));
  const rate = roundToStep(
    clamp(strictNumber(last('rate')), EMI_RATE_RANGE.min, EMI_RATE_RANGE.max, EMI_DEFAULTS.rate),
    EMI_RATE_RANGE.step,
  );
  const { min, max } = TENURE_RANGE[unit];
  const fallbackTenure = unit === 'years' ? EMI_DEFAULTS.tenure : EMI_DEFAULTS.tenure * 12;
  const tenure = Math.round(clamp(strictNumber(last('tenure')), min, max, fallbackTenure));
  return { amount, rate, unit, tenure };
}

/** The canonical query string for a set of inputs (fixed key order, so equal inputs give equal text). */
export function emiQueryString(i: EmiInputs): string {
  return new URLSearchParams({
    amount: String(i.amount),
    rate: String(i.rate),
    tenure: String(i.tenure),
    unit: i.unit,
  }).toString();
}

/** The EMI calculator's page and query. */
export const EMI_QUERY: CalculatorQuery<EmiInputs> = {
  path: '/emi-calculator',
  parse: parseEmiQuery,
  toQuery: emiQueryString,
};
