import { serverReady } from 'shared-ui/query';
import type {
  CitiesAnswer,
  City,
  Location,
  LocationsAnswer,
  PropertyListAnswer,
  PropertyListItem,
} from 'contracts/api';
import { LISTING_PAGE_SIZE, listingApiParams, type ListingKind, type ListingQuery } from 'contracts/listing-query';
import { answerSchema } from '../../api/answerSchema';
import { listingsApi } from '../../api/listingsApi';

/** How long a list no screen shows stays in the cache. */
export const LISTING_CACHE_SECONDS = 30 * 60;

/** One page of a list endpoint (the answer was checked against the contract on arrival). */
export interface ListingPageData {
  items: PropertyListItem[];
  total: number;
}

/**
 * What a listing screen lists: the place (API path), the kind, the builder search, the URL's query
 * and the list's page its cards start at (`from`, 1 unless the URL names a later one).
 */
export interface ListingPageArgs {
  apiPath: string;
  kind: ListingKind;
  q: string;
  query: ListingQuery;
  from?: number;
}

/** The query's argument; `from` only past the first page, so the first page's cache entry is the same either way. */
export function listingPageArgs(
  { apiPath, kind, q }: { apiPath: string; kind: ListingKind; q: string },
  query: ListingQuery,
  from = 1,
): ListingPageArgs {
  return { apiPath, kind, q, query, ...(from > 1 ? { from } : {}) };
}

/** The API page of the infinite query's `pageParam`th page (it counts from 1 at `from`). */
export const apiPageOf = (args: Pick<ListingPageArgs, 'from'>, pageParam: number): number =>
  (args.from ?? 1) + pageParam - 1;

/** Whether the list goes on after `pages` (loaded from `from`): its total counts the pages before `from` too. */
export function listingGoesOn(pages: readonly ListingPageData[], from = 1): boolean {
  const last = pages[pages.length - 1];
  if (!last || last.items.length === 0) return false;
  const before = (from - 1) * LISTING_PAGE_SIZE;
  return before + pages.reduce((n, p) => n + p.items.length, 0) < last.total;
}

/** A total smaller than the page it came with is read as the page's length ("Load more" ends). */
export function toListingPage(answer: PropertyListAnswer): ListingPageData {
  const items = answer.property_list;
  return { items, total: Math.max(answer.total, items.length) };
}

export const listingPagesApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of GET /api/property_list/... or /api/property-category/... ('Load more'). */
    getListingPages: build.infiniteQuery<ListingPageData, ListingPageArgs, number>({
      // Back from a property page (often read for minutes) finds every card 'Load more' added,
      // with no call and no spinner: the list's pages outlive the screen for half an hour.
      keepUnusedDataFor: LISTING_CACHE_SECONDS,
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (_lastPage, allPages, lastPageParam, _allParams, queryArg) =>
          listingGoesOn(allPages, queryArg.from) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/${queryArg.apiPath}`,
        params: {
          ...listingApiParams(queryArg.query, queryArg.kind, queryArg.q),
          page: String(apiPageOf(queryArg, pageParam)),
          pageSize: String(LISTING_PAGE_SIZE),
        },
      }),
      rawResponseSchema: answerSchema('propertyListAnswerSchema'),
      transformResponse: toListingPage,
    }),
    getCities: build.query<City[], void>({
      query: () => '/api/cities',
      rawResponseSchema: answerSchema('citiesAnswerSchema'),
      transformResponse: (answer: CitiesAnswer) => answer.city_list,
    }),
    getLocations: build.query<Location[], string>({
      query: (city) => `/api/search_city/${encodeURIComponent(city)}`,
      rawResponseSchema: answerSchema('locationsAnswerSchema'),
      transformResponse: (answer: LocationsAnswer) => answer.location_list,
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useGetListingPagesInfiniteQuery = serverReady(
  listingPagesApi.endpoints.getListingPages,
  listingPagesApi.useGetListingPagesInfiniteQuery,
);
export const useGetCitiesQuery = serverReady(listingPagesApi.endpoints.getCities, listingPagesApi.useGetCitiesQuery);
export const useGetLocationsQuery = serverReady(
  listingPagesApi.endpoints.getLocations,
  listingPagesApi.useGetLocationsQuery,
);
