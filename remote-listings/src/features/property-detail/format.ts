import { groupIndianDigits } from 'shared-ui';

/** A count or size for display ('2,705'); '' when missing so the fact list says so. */
export function formatCount(n: number | null): string {
  return n === null ? '' : groupIndianDigits(n);
}

/** '2,705 sqft'; '' when the area is missing. */
export function formatArea(n: number | null, unit: string): string {
  return n === null ? '' : `${groupIndianDigits(n)} ${unit}`;
}
