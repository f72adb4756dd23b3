import { toSlug } from 'contracts/api';
import { SEARCH_CITIES, type SearchType } from 'contracts/listing-query';

// Spec section 9's search cities and type values are the listing vocabulary's.
export { SEARCH_CITIES, type SearchType };

export const SEARCH_MESSAGES = {
  term: 'Please enter a search term',
  city: 'Please select a city',
} as const;

export interface SearchValues {
  type: SearchType;
  city: string;
  term: string;
}

export interface SearchErrors {
  term?: string;
  city?: string;
}

/** Spec section 5: both rules are checked together so both messages can show at once. */
export function validateSearch(values: Pick<SearchValues, 'city' | 'term'>): SearchErrors {
  const errors: SearchErrors = {};
  if (!values.term.trim()) errors.term = SEARCH_MESSAGES.term;
  if (!(SEARCH_CITIES as readonly string[]).includes(values.city)) errors.city = SEARCH_MESSAGES.city;
  return errors;
}

export const hasErrors = (errors: SearchErrors): boolean => Boolean(errors.term || errors.city);

/** Where the search form goes as a plain GET form (no JavaScript): ?type=&city=&term=. */
export const SEARCH_FORM_ACTION = '/search-property';

/** The form's fields as a GET form sends them; anything missing or odd reads as empty. */
export function searchFromQuery(params: URLSearchParams): SearchValues {
  const text = (name: string) => (params.get(name) ?? '').slice(0, 100);
  return { type: text('type') === 'c' ? 'c' : 'r', city: text('city'), term: text('term') };
}

/** /search-property/{type}/{city-slug}/all/{name-slug}; the slug is URL-encoded so '/' or '?' cannot break the path. */
export function searchUrl({ type, city, term }: SearchValues): string {
  const t: SearchType = type === 'c' ? 'c' : 'r';
  return `/search-property/${t}/${encodeURIComponent(toSlug(city))}/all/${encodeURIComponent(toSlug(term))}`;
}
