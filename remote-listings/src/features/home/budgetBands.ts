import { BUDGET_BANDS, inPriceBand, type BudgetBand } from 'contracts/listing-query';

// The home Project Gallery's budget buttons (spec section 9), prices in lakhs, bounds inclusive:
// the listing vocabulary's.
export { BUDGET_BANDS, type BudgetBand };

/** Spec: the gallery shows at most 6 cards; the filter waits 1000 ms. */
export const GALLERY_MAX = 6;
export const BUDGET_DELAY_MS = 1000;

function priceOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function inBudget(price: unknown, band: BudgetBand): boolean {
  const p = priceOf(price);
  if (p === null) return false;
  return inPriceBand(p, band);
}

/** The first `max` listings in the band; no band: the first `max` of all. */
export function pickBudgetListings<T extends { price?: unknown }>(
  items: readonly T[],
  bandId: string | null,
  max = GALLERY_MAX,
): T[] {
  const band = BUDGET_BANDS.find((b) => b.id === bandId);
  const matching = band ? items.filter((i) => inBudget(i.price, band)) : items;
  return matching.slice(0, max);
}
