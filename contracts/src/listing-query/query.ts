import {
  GROUPS_FOR,
  GROUP_VALUES,
  SORT_KEYS,
  typesFor,
  type FilterGroup,
  type GroupValue,
  type ListingKind,
  type PropertyType,
  type SortKey,
} from './vocabulary';

/** The checkbox groups' choices; a kind uses only its own groups (GROUPS_FOR). */
export type ListingFilters = { readonly [G in FilterGroup]: readonly GroupValue<G>[] };

/**
 * What a listing screen asks for, as its URL says it: the one typed query that the panel shows,
 * the URL carries and the list endpoint sends. '' means "no choice" for type and sort.
 */
export interface ListingQuery extends ListingFilters {
  type: PropertyType | '';
  sort: SortKey | '';
}

export const EMPTY_LISTING_QUERY: ListingQuery = Object.freeze({
  rooms: [],
  bathrooms: [],
  washrooms: [],
  furnishing: [],
  status: [],
  price: [],
  type: '',
  sort: '',
});

/** A value never reads more than this much of one parameter (a hand-edited URL can be huge). */
const MAX_PARAM_LENGTH = 200;

/** A URL value's comparable form: 'new-launch', ' NEW_LAUNCH ' and 'New Launch' all give 'new launch'. */
const normalise = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

function readGroup<G extends FilterGroup>(params: URLSearchParams, group: G): GroupValue<G>[] {
  const wanted = new Set(
    params.getAll(group).flatMap((value) => value.slice(0, MAX_PARAM_LENGTH).split(',').map(normalise)),
  );
  // The allowed values, in their order, so the same choice always gives the same URL.
  const allowed: readonly GroupValue<G>[] = GROUP_VALUES[group];
  return allowed.filter((value) => wanted.has(normalise(value)));
}

/**
 * Reads the visitor's (hand-editable) query string: unknown keys and values are dropped, groups
 * that do not apply to this kind of listing are dropped, and nothing here can throw
 * (URLSearchParams keeps a bad escape such as '%E0%A4%A' as text rather than throwing).
 */
export function parseListingSearch(search: string | URLSearchParams, kind: ListingKind): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const groups: Partial<ListingFilters> = Object.fromEntries(
    GROUPS_FOR[kind].map((group) => [group, readGroup(params, group)]),
  );
  const rawType = params.get('type');
  const type = (rawType !== null && typesFor(kind).find((t) => normalise(t) === normalise(rawType))) || '';
  const rawSort = params.get('sort')?.trim();
  const sort = SORT_KEYS.find((key) => key === rawSort) ?? '';
  return { ...EMPTY_LISTING_QUERY, ...groups, type, sort };
}

/** The query's parameters for this kind: comma lists in the vocabulary's order, nothing empty. */
function toParams(query: ListingQuery, kind: ListingKind): URLSearchParams {
  const params = new URLSearchParams();
  for (const group of GROUPS_FOR[kind]) {
    const chosen: readonly string[] = query[group];
    const values = GROUP_VALUES[group].filter((value) => chosen.includes(value));
    if (values.length > 0) params.set(group, values.join(','));
  }
  if (query.type && (typesFor(kind) as readonly string[]).includes(query.type)) params.set('type', query.type);
  if (query.sort) params.set('sort', query.sort);
  return params;
}

/**
 * The URL's query string for a query ('' when nothing is chosen); what `parseListingSearch` reads
 * back. `pages` > 1 adds how many pages 'Load more' has shown (`parseListingPages` reads it), and
 * `from` > 1 the page they start at (`parseListingFrom`).
 */
export function listingSearch(query: ListingQuery, kind: ListingKind, pages = 1, from = 1): string {
  const params = toParams(query, kind);
  const first = Math.min(Math.trunc(from), MAX_URL_FROM);
  if (first > 1) params.set(FROM_PARAM, String(first));
  const shown = Math.min(Math.trunc(pages), MAX_URL_PAGES);
  if (shown > 1) params.set(PAGES_PARAM, String(shown));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL parameter naming how many pages of results are shown ('Load more' raises it). */
export const PAGES_PARAM = 'pages';
/** The most pages a URL may ask for at once (the server renders them all; a hand-edited URL is capped). */
export const MAX_URL_PAGES = 10;

/**
 * How many pages of results the URL asks to show: a whole number from 1 to MAX_URL_PAGES; anything
 * else (missing, '0', '-2', '2.5', 'abc', '1e3') is 1, and more than the cap is the cap.
 */
export function parseListingPages(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(PAGES_PARAM)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  return n < 1 ? 1 : Math.min(n, MAX_URL_PAGES);
}

/**
 * The URL parameter naming the page the shown pages start at: past MAX_URL_PAGES, 'Load more' is a
 * link to the next pages on their own (`?from=11`), so every listing of a long list is reachable
 * from HTML, at any length, while one page never renders more than MAX_URL_PAGES pages.
 */
export const FROM_PARAM = 'from';
/** The last first page a URL may name (past a list's end the page is empty and answers 404). */
export const MAX_URL_FROM = 10_000;

/** The page the URL's shown pages start at: a whole number from 1 to MAX_URL_FROM; anything else is 1. */
export function parseListingFrom(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(FROM_PARAM)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  return n < 1 || n > MAX_URL_FROM ? 1 : n;
}

/**
 * Where 'Load more' leads from `pages` pages shown from page `from`: one page more while under the
 * cap, then the next pages on their own.
 */
export function nextListingPages(from: number, pages: number): { from: number; pages: number } {
  return pages < MAX_URL_PAGES ? { from, pages: pages + 1 } : { from: from + pages, pages: 1 };
}

/** Two queries that give the same URL for this kind (groups of the other kind do not count). */
export const sameListingQuery = (a: ListingQuery, b: ListingQuery, kind: ListingKind): boolean =>
  listingSearch(a, kind) === listingSearch(b, kind);

/** How many choices a query holds for this kind: the panel's 'Clear filters (n)' and 'Filters (n)'. */
export const activeFilterCount = (query: ListingQuery, kind: ListingKind): number =>
  GROUPS_FOR[kind].reduce((n, group) => n + query[group].length, 0) + (query.type ? 1 : 0);

/**
 * The list endpoints' query parameters for a query: the same keys and values as the URL, plus the
 * builder search `q` when there is one. Paging is the endpoint's (it adds page and pageSize).
 */
export function listingApiParams(query: ListingQuery, kind: ListingKind, q = ''): Record<string, string> {
  const out: Record<string, string> = {};
  toParams(query, kind).forEach((value, key) => {
    out[key] = value;
  });
  if (q) out.q = q;
  return out;
}

/** The query with `value` ticked or unticked in `group`; values stay in the vocabulary's order. */
export function toggleFilterOption(query: ListingQuery, group: FilterGroup, value: string): ListingQuery {
  const chosen: readonly string[] = query[group];
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  const values = GROUP_VALUES[group].filter((v: string) => next.includes(v));
  return { ...query, [group]: values };
}

/** The query with a property type ('' = every type); a type the vocabulary lacks clears it. */
export function withPropertyType(query: ListingQuery, type: string): ListingQuery {
  const known = [...typesFor('residential'), ...typesFor('commercial')].find((t) => t === type);
  return { ...query, type: known ?? '' };
}

/** The query with a sort key ('' or an unknown key = the default order). */
export function withSort(query: ListingQuery, sort: string): ListingQuery {
  return { ...query, sort: SORT_KEYS.find((key) => key === sort) ?? '' };
}

/** 'Clear filters': every group and the type emptied; the sort stays. */
export const clearFilters = (query: ListingQuery): ListingQuery => ({ ...EMPTY_LISTING_QUERY, sort: query.sort });
