import { toggleFilterOption, type ListingQuery } from './query';
import { GROUPS_FOR, type FilterGroup, type ListingKind } from './vocabulary';

/** A choice in force, shown above the results as a chip the visitor can remove. */
export interface FilterChip {
  /** Stable while the choice stays: 'rooms:2', 'type:Apartment'. */
  id: string;
  /** The panel control it came from: a checkbox group or the property-type select. */
  field: FilterGroup | 'type';
  /** The URL's value ('2', 'New Launch', '500+', 'Apartment'). */
  value: string;
  /** What the chip says, readable on its own: '2 BHK', '2 Bathrooms', '₹500+ Lacs'. */
  label: string;
}

const plural = (value: string, noun: string): string => `${value} ${noun}${value === '1' ? '' : 's'}`;

const FURNISHING_LABEL: Readonly<Record<string, string>> = {
  Full: 'Fully furnished',
  Semi: 'Semi-furnished',
  None: 'Unfurnished',
};

/** A chip's text: the panel's option text, made to stand alone without its group's heading. */
function chipLabel(group: FilterGroup, value: string): string {
  switch (group) {
    case 'rooms':
      return `${value} BHK`;
    case 'bathrooms':
      return plural(value, 'Bathroom');
    case 'washrooms':
      return plural(value, 'Washroom');
    case 'furnishing':
      return FURNISHING_LABEL[value] ?? value;
    case 'price':
      return `₹${value} Lacs`;
    case 'status':
      return value;
  }
}

/**
 * The chips of a query for this kind, in the panel's order (type, then each group's values in the
 * vocabulary's order). The sort is not a filter and has no chip; groups of the other kind have none.
 */
export function filterChips(query: ListingQuery, kind: ListingKind): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.type) chips.push({ id: `type:${query.type}`, field: 'type', value: query.type, label: query.type });
  for (const group of GROUPS_FOR[kind]) {
    const chosen: readonly string[] = query[group];
    for (const value of chosen)
      chips.push({ id: `${group}:${value}`, field: group, value, label: chipLabel(group, value) });
  }
  return chips;
}

/**
 * The query without one chip's choice: exactly what unticking its checkbox (or choosing "All types")
 * gives, so the URL and the results change as they would from the panel. A chip the query does not
 * hold leaves it as it is.
 */
export function withoutChip(query: ListingQuery, chip: Pick<FilterChip, 'field' | 'value'>): ListingQuery {
  if (chip.field === 'type') return query.type === chip.value ? { ...query, type: '' } : query;
  const chosen: readonly string[] = query[chip.field];
  return chosen.includes(chip.value) ? toggleFilterOption(query, chip.field, chip.value) : query;
}

/**
 * Where focus goes after a chip is removed: the next chip, else the one before it, else nothing
 * (null: the page moves it to the results' heading).
 */
export function focusAfterRemoving(chips: readonly Pick<FilterChip, 'id'>[], removedId: string): string | null {
  const at = chips.findIndex((c) => c.id === removedId);
  if (at === -1) return null;
  return chips[at + 1]?.id ?? chips[at - 1]?.id ?? null;
}
