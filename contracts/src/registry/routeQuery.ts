import { FILTER_GROUPS } from '../listing-query/vocabulary';
import { FROM_PARAM, PAGES_PARAM } from '../listing-query/query';
import { SENT_PARAM } from '../forms/formNames';

/** What a listing screen reads from its query string (listing-query): its filters, type, sort, first page and pages. */
export const LISTING_QUERY_PARAMS: readonly string[] = [...FILTER_GROUPS, 'type', 'sort', FROM_PARAM, PAGES_PARAM];

/**
 * The query parameters each route's screen reads, by the path's first segment (the registry's
 * segments); a route not listed reads none. Anything else in a URL (a tracking tag, a junk
 * `?j=…`) does not change the page, so it does not make a page of its own (the kept-page key).
 * A screen that starts reading a parameter adds it here.
 */
export const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // The home search as a plain GET form (type, city, term), and the listings under it.
  'search-property': [...LISTING_QUERY_PARAMS, 'city', 'term'],
  'project-listing': LISTING_QUERY_PARAMS,
  property: LISTING_QUERY_PARAMS,
  compare: ['ids'],
  // Each calculator's inputs, and the presets its GET form submits beside them (`pick-…`).
  'emi-calculator': ['amount', 'rate', 'tenure', 'unit', 'pick-amount', 'pick-rate', 'pick-tenure'],
  'eligibility-check': ['duration', 'emis', 'income', 'rate', 'unit', 'pick-income', 'pick-emis'],
  // A form's success view after a plain post (contracts/forms): `?sent=<form>`.
  contact: [SENT_PARAM],
  residential: [SENT_PARAM],
  commercial: [SENT_PARAM],
  'check-loan-eligibility': [SENT_PARAM],
};

/** The query parameters the screen at `pathname` reads. */
export function queryParamsRead(pathname: string): readonly string[] {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(ROUTE_QUERY_PARAMS, segment) ? (ROUTE_QUERY_PARAMS[segment] ?? []) : [];
}

/**
 * A page's canonical address: its path and only the parameters its screen reads, sorted by name
 * (each name's values in their order), so URLs that show the same page give the same text.
 */
export function canonicalPagePath(url: URL): string {
  const read = new Set(queryParamsRead(url.pathname));
  const params = new URLSearchParams([...url.searchParams].filter(([name]) => read.has(name)));
  params.sort();
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
