import { listField } from 'shared-ui';
import type { LatestListing, PropertyListItem } from 'contracts/api';
import { listingsApi } from '../../api/listingsApi';

/** Home fragments' calls; answers are guarded so garbage becomes an empty list. */
export const homeApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestProperties: build.query<LatestListing[], void>({
      query: () => '/api/latest-property',
      transformResponse: (data: unknown) => listField<LatestListing>(data, 'properties'),
    }),
    getHomePropertyList: build.query<PropertyListItem[], void>({
      query: () => '/api/home-property-list',
      transformResponse: (data: unknown) => listField<PropertyListItem>(data, 'property_list'),
    }),
  }),
});

export const { useGetLatestPropertiesQuery, useGetHomePropertyListQuery } = homeApi;
