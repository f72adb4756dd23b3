import type { ListingKind } from '../listing-card';
import { EMPTY_FILTERS, GROUPS_FOR, GROUP_VALUES, SORT_OPTIONS, typesFor, type FilterGroup, type ListingFilters, type SortId } from './filterOptions';

/** Filters and sort as they live in the page URL (and the slice); the API takes the same keys. */
export interface ListingQueryState {
  filters: ListingFilters;
  sort: SortId | '';
}

export const EMPTY_QUERY: ListingQueryState = { filters: EMPTY_FILTERS, sort: '' };

const MAX_PARAM_LENGTH = 200;

/** A URL value's comparable form: 'new-launch', ' NEW_LAUNCH ' and 'New Launch' all give 'new launch'. */
const normalise = (value: string): string => value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

function readGroup(params: URLSearchParams, group: FilterGroup): string[] {
  const wanted = new Set(params.getAll(group).flatMap((value) => value.slice(0, MAX_PARAM_LENGTH).split(',').map(normalise)));
  // The allowed values, in their order, so the same choice always gives the same URL.
  return GROUP_VALUES[group].filter((allowed) => wanted.has(normalise(allowed)));
}

/**
 * Reads a hand-editable query string: unknown keys and values are dropped, groups that do not
 * apply to this kind of listing are dropped, and nothing here can throw (URLSearchParams keeps a
 * bad escape such as '%E0%A4%A' as text rather than throwing).
 */
export function parseListingQuery(search: string, kind: ListingKind): ListingQueryState {
  const params = new URLSearchParams(search);
  const filters: ListingFilters = { ...EMPTY_FILTERS };
  for (const group of GROUPS_FOR[kind]) filters[group] = readGroup(params, group);
  const type = params.get('type');
  filters.type = (type !== null && typesFor(kind).find((t) => normalise(t) === normalise(type))) || '';
  const sortRaw = params.get('sort')?.trim();
  const sort = SORT_OPTIONS.find((s) => s.id === sortRaw)?.id ?? '';
  return { filters, sort };
}

/** The query string for a state ('' when nothing is chosen); comma lists in a fixed order. */
export function serializeListingQuery({ filters, sort }: ListingQueryState, kind: ListingKind): string {
  const params = new URLSearchParams();
  for (const group of GROUPS_FOR[kind]) {
    const values = GROUP_VALUES[group].filter((v) => filters[group].includes(v));
    if (values.length) params.set(group, values.join(','));
  }
  if (filters.type && typesFor(kind).includes(filters.type)) params.set('type', filters.type);
  if (sort) params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Query parameters for the list endpoints (same keys), plus the builder search and paging. */
export function apiListingParams(state: ListingQueryState, kind: ListingKind, extra: { q?: string; page: number; pageSize: number }): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(serializeListingQuery(state, kind)).forEach((value, key) => {
    out[key] = value;
  });
  if (extra.q) out.q = extra.q;
  out.page = String(extra.page);
  out.pageSize = String(extra.pageSize);
  return out;
}

export const sameQuery = (a: ListingQueryState, b: ListingQueryState, kind: ListingKind): boolean =>
  serializeListingQuery(a, kind) === serializeListingQuery(b, kind);
