/** Home Project Gallery budget buttons (spec section 9), prices in lakhs, bounds inclusive. */
export interface BudgetBand {
  id: string;
  label: string;
  min: number;
  /** undefined: open band ('Above 5* Cr' = 500 lakhs or more). */
  max: number | undefined;
}

export const BUDGET_BANDS: readonly BudgetBand[] = [
  { id: '0-50', label: '0 - 50* Lacs', min: 0, max: 50 },
  { id: '50-100', label: '50 - 1* Cr', min: 50, max: 100 },
  { id: '100-500', label: '1 - 5* Cr', min: 100, max: 500 },
  { id: '500+', label: 'Above 5* Cr', min: 500, max: undefined },
];

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
  return p >= band.min && (band.max === undefined || p <= band.max);
}

/** The first `max` listings in the band; no band: the first `max` of all. */
export function pickBudgetListings<T extends { price?: unknown }>(items: readonly T[], bandId: string | null, max = GALLERY_MAX): T[] {
  const band = BUDGET_BANDS.find((b) => b.id === bandId);
  const matching = band ? items.filter((i) => inBudget(i.price, band)) : items;
  return matching.slice(0, max);
}
