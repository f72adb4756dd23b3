import { clamp, roundToStep, strictNumber } from '../loan-math';
import { AMOUNT_MAX, EMI_DEFAULTS, EMI_RATE_RANGE, TENURE_RANGE, type EmiInputs, type TenureUnit } from './emiRules';

/**
 * The EMI calculator's inputs in the URL query string (?amount=&rate=&tenure=&unit=), so a
 * calculation can be shared and survives a reload. Whatever the URL holds is validated: garbage
 * falls back to the default, out-of-range numbers are clamped.
 */
export function parseEmiQuery(params: URLSearchParams): EmiInputs {
  const unit: TenureUnit = params.get('unit') === 'months' ? 'months' : 'years';
  const amount = Math.round(clamp(strictNumber(params.get('amount')), 0, AMOUNT_MAX, EMI_DEFAULTS.amount));
  const rate = roundToStep(
    clamp(strictNumber(params.get('rate')), EMI_RATE_RANGE.min, EMI_RATE_RANGE.max, EMI_DEFAULTS.rate),
    EMI_RATE_RANGE.step,
  );
  const { min, max } = TENURE_RANGE[unit];
  const fallbackTenure = unit === 'years' ? EMI_DEFAULTS.tenure : EMI_DEFAULTS.tenure * 12;
  const tenure = Math.round(clamp(strictNumber(params.get('tenure')), min, max, fallbackTenure));
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
