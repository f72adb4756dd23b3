const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A count or size for display ('2,705'); '' when missing so the fact list says so. */
export function formatCount(n: number | null): string {
  return n === null ? '' : grouped.format(n);
}

/** '2,705 sqft'; '' when the area is missing. */
export function formatArea(n: number | null, unit: string): string {
  return n === null ? '' : `${grouped.format(n)} ${unit}`;
}
