/**
 * Listing prices are stored in lakhs (spec section 9): a value above 99 shows as crores
 * (value / 100 + ' Cr'), otherwise as lakhs (value + ' Lacs'), always prefixed with ₹.
 */
export function formatLakhPrice(value: number | string | null | undefined): string {
  // Number() ignores surrounding spaces itself, but turns an empty or blank text into 0.
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!isAmount(n)) return 'Price on request';
  // Crores keep 3 decimals so 99.5 lakhs reads 0.995 Cr, not a rounded 1 Cr.
  if (n > 99) return `₹${trimZeros(n / 100, 3)} Cr`;
  return `₹${trimZeros(n)} Lacs`;
}

/** A finite number, not negative (Number.isFinite is false for anything that is not a number). */
const isAmount = (n: unknown): n is number => Number.isFinite(n) && (n as number) >= 0;

/** 1.5 stays 1.5, 2 stays 2, 1.234567 becomes 1.23: no float noise on screen. */
function trimZeros(n: number, decimals = 2): string {
  const f = 10 ** decimals;
  return String(Math.round(n * f) / f);
}

/**
 * Indian digit grouping ('12,34,567.5'), at most two decimals, as Intl's en-IN gives it. Written
 * out because a page's first Intl.NumberFormat loads the locale's data: about 14 ms of a phone's
 * main thread while the page hydrates, for a few grouped digits.
 */
export function groupIndianDigits(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = Math.round(Math.abs(n) * 100) / 100;
  // Far beyond any price or area, String() switches to exponent notation: shown as it is.
  if (rounded >= 1e15) return String(n);
  const [whole = '0', fraction] = String(rounded).split('.');
  const thousands = whole.slice(-3);
  const lakhsAndAbove = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = n < 0 && rounded > 0 ? '-' : '';
  return `${sign}${lakhsAndAbove ? `${lakhsAndAbove},` : ''}${thousands}${fraction ? `.${fraction}` : ''}`;
}

/** Rupees in Indian digit grouping without decimals: 100000 → ₹1,00,000. */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return '₹0';
  return `₹${groupIndianDigits(Math.round(value))}`;
}

/** Compact amount for calculators: Cr at 1e7 or more, L at 1e5 or more, else rupees. */
export function formatCompactRupees(value: number): string {
  // Stryker disable next-line EqualityOperator: at 0 both branches print ₹0
  if (!Number.isFinite(value) || value <= 0) return '₹0';
  if (value >= 1e7) return `₹${trimZeros(value / 1e7)} Cr`;
  if (value >= 1e5) return `₹${trimZeros(value / 1e5)} L`;
  return formatRupees(value);
}
