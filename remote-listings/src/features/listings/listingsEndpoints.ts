import { listField } from 'shared-ui';
import { citiesAnswerSchema, locationsAnswerSchema, propertyListAnswerSchema, type City, type Location, type PropertyListItem } from 'contracts/api';
import { LISTING_PAGE_SIZE, listingApiParams, type ListingKind, type ListingQuery } from 'contracts/listing-query';
import { listingsApi } from '../../api/listingsApi';

/** One page of a list endpoint, guarded: garbage gives an empty page, a bad total the page length. */
export interface ListingPageData {
  items: PropertyListItem[];
  total: number;
}

/** What a listing screen lists: the place (API path), the kind, the builder search and the URL's query. */
export interface ListingPageArgs {
  apiPath: string;
  kind: ListingKind;
  q: string;
  query: ListingQuery;
}

export function toListingPage(data: unknown): ListingPageData {
  const items = listField<PropertyListItem>(data, 'property_list').filter((i) => i !== null && typeof i === 'object');
  const rawTotal = data && typeof data === 'object' ? (data as { total?: unknown }).total : undefined;
  const total = typeof rawTotal === 'number' && Number.isInteger(rawTotal) && rawTotal >= items.length ? rawTotal : items.length;
  return { items, total };
}

export const listingPagesApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of GET /api/property_list/... or /api/property-category/... ('Load more'). */
    getListingPages: build.infiniteQuery<ListingPageData, ListingPageArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages, lastPageParam) => {
          const loaded = allPages.reduce((n, p) => n + p.items.length, 0);
          return lastPage.items.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/${queryArg.apiPath}`,
        params: { ...listingApiParams(queryArg.query, queryArg.kind, queryArg.q), page: String(pageParam), pageSize: String(LISTING_PAGE_SIZE) },
      }),
      rawResponseSchema: propertyListAnswerSchema,
      transformResponse: (data: unknown) => toListingPage(data),
    }),
    getCities: build.query<City[], void>({
      query: () => '/api/cities',
      rawResponseSchema: citiesAnswerSchema,
      transformResponse: (data: unknown) => listField<City>(data, 'city_list').filter((c) => c && typeof c.city === 'string'),
    }),
    getLocations: build.query<Location[], string>({
      query: (city) => `/api/search_city/${encodeURIComponent(city)}`,
      rawResponseSchema: locationsAnswerSchema,
      transformResponse: (data: unknown) => listField<Location>(data, 'location_list').filter((l) => l && typeof l.slug === 'string' && typeof l.location_name === 'string'),
    }),
  }),
});

export const { useGetListingPagesInfiniteQuery, useGetCitiesQuery, useGetLocationsQuery } = listingPagesApi;
