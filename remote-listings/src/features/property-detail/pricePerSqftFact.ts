import { formatPricePerSqft } from '../listing-card';
import type { Fact } from './FactList';

/**
 * The 'Price per sqft' fact of a detail page, as a list to spread into the facts: empty when the
 * price or the area is missing or 0 (the fact is left out, not shown as 'Not specified').
 */
export function pricePerSqftFact(d: { price: number | null; area: number | null }): Fact[] {
  const value = formatPricePerSqft(d.price, d.area);
  return value ? [{ label: 'Price per sqft', value }] : [];
}
