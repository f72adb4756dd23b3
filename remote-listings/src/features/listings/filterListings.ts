import type { PropertyListItem } from 'contracts/api';
import { PRICE_BANDS, type ListingFilters, type SortId } from './filterOptions';

type Filterable = Partial<Pick<PropertyListItem, 'room' | 'bathroom' | 'washroom' | 'furnishing' | 'property_status' | 'price' | 'property_type' | 'created_at'>>;

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Exact match of a count (room, bathroom, washroom) against the chosen options. */
function countMatches(value: unknown, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  const n = num(value);
  return n !== null && chosen.some((c) => Number(c) === n);
}

function priceMatches(value: unknown, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  const p = num(value);
  if (p === null) return false;
  return chosen.some((id) => {
    const band = PRICE_BANDS.find((b) => b.id === id);
    return band !== undefined && p >= band.min && (band.max === undefined || p <= band.max);
  });
}

function textIn(value: unknown, chosen: readonly string[]): boolean {
  return chosen.length === 0 || (typeof value === 'string' && chosen.includes(value));
}

/**
 * Spec section 5: options within a group are ORed, groups are ANDed; price bands inclusive on
 * both bounds, 500+ means at least 500; counts and furnishing match exactly; the type keeps items
 * whose property_type contains the chosen text (case-insensitive); an empty type keeps all.
 */
export function filterListings<T extends Filterable>(items: readonly T[], f: ListingFilters): T[] {
  const type = f.type.trim().toLowerCase();
  return items.filter(
    (i) =>
      countMatches(i.room, f.rooms) &&
      countMatches(i.bathroom, f.bathrooms) &&
      countMatches(i.washroom, f.washrooms) &&
      textIn(i.furnishing, f.furnishing) &&
      textIn(i.property_status, f.status) &&
      priceMatches(i.price, f.price) &&
      (type === '' || (typeof i.property_type === 'string' && i.property_type.toLowerCase().includes(type))),
  );
}

const time = (v: unknown): number => {
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(t) ? t : 0;
};

/** A stable sort of the fetched items (the server sorts too; this keeps the screen right regardless). */
export function sortListings<T extends Filterable>(items: readonly T[], sort: SortId | ''): T[] {
  if (!sort) return [...items];
  // A listing without a usable price goes last in both directions.
  const price = (i: T, missing: number) => num(i.price) ?? missing;
  const indexed = items.map((item, index) => ({ item, index }));
  indexed.sort((a, b) => {
    let d = 0;
    if (sort === 'price_asc') d = price(a.item, Infinity) - price(b.item, Infinity);
    else if (sort === 'price_desc') d = price(b.item, -Infinity) - price(a.item, -Infinity);
    else d = time(b.item.created_at) - time(a.item.created_at);
    return Number.isNaN(d) || d === 0 ? a.index - b.index : d;
  });
  return indexed.map((x) => x.item);
}
