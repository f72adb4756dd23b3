import { formatRupees } from 'shared-ui';

/** Listing prices are stored in lakhs (spec section 9): one lakh is 1,00,000 rupees. */
const RUPEES_PER_LAKH = 100_000;

/** A finite, non-negative number from a number or numeric text; null for anything else. */
function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * Rupees per square foot, rounded to the rupee, from a price in lakhs and an area in sqft; null
 * when either is missing or not a number, the area is 0 (no division by nothing) or the price is 0
 * (a listing without a price is "on request", not "₹0/sqft").
 */
export function pricePerSqft(priceLakhs: unknown, areaSqft: unknown): number | null {
  const price = toNumber(priceLakhs);
  const area = toNumber(areaSqft);
  if (price === null || area === null || price === 0 || area === 0) return null;
  return Math.round((price * RUPEES_PER_LAKH) / area);
}

/** '₹11,212/sqft' (Indian digit grouping), or '' when there is nothing to show. */
export function formatPricePerSqft(priceLakhs: unknown, areaSqft: unknown): string {
  const perSqft = pricePerSqft(priceLakhs, areaSqft);
  return perSqft === null ? '' : `${formatRupees(perSqft)}/sqft`;
}
