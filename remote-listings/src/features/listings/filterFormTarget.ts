import { DEFAULT_SORT, listingSearch, parseListingSearch } from 'contracts/listing-query';
import type { ListingRoute } from './listingRoute';
import { searchPath } from './listingRoute';

/** The filter form's place fields: the city and locality are path segments, so the form's GET names them. */
export const FILTER_FORM_PLACE = { city: 'city', location: 'location' } as const;

/**
 * Where a filter form sent without JavaScript goes: the form's GET carries the city and locality
 * as parameters (`?city=noida&location=sector-150&rooms=2&type=&sort=price_asc`); the listing's one
 * address names them in the path and keeps only the choices made, from the first page. A new city
 * drops the old city's locality, as the panel does. Null for any URL the form did not make.
 */
export function filterFormTarget(route: Pick<ListingRoute, 'kind' | 'city'>, search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(FILTER_FORM_PLACE.city)) return null;
  const city = params.get(FILTER_FORM_PLACE.city)?.trim() || route.city;
  const sameCity = city === route.city;
  const location = (sameCity && params.get(FILTER_FORM_PLACE.location)?.trim()) || 'all';
  const query = parseListingSearch(params, route.kind);
  // 'Sort by' always sends its shown value: the default order is the address without one.
  const chosen = query.sort === DEFAULT_SORT ? { ...query, sort: '' as const } : query;
  return `${searchPath(route.kind, city, location)}${listingSearch(chosen, route.kind)}`;
}
