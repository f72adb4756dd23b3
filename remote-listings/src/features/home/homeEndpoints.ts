import {
  homePropertyListAnswerSchema,
  latestPropertiesAnswerSchema,
  type HomePropertyListAnswer,
  type LatestListing,
  type LatestPropertiesAnswer,
  type PropertyListItem,
} from 'contracts/api';
import { listingsApi } from '../../api/listingsApi';

/** Home fragments' calls; answers are checked against the contract (a malformed one is the fragment's error state). */
export const homeApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestProperties: build.query<LatestListing[], void>({
      query: () => '/api/latest-property',
      rawResponseSchema: latestPropertiesAnswerSchema,
      transformResponse: (answer: LatestPropertiesAnswer) => answer.properties,
    }),
    getHomePropertyList: build.query<PropertyListItem[], void>({
      query: () => '/api/home-property-list',
      rawResponseSchema: homePropertyListAnswerSchema,
      transformResponse: (answer: HomePropertyListAnswer) => answer.property_list,
    }),
  }),
});

export const { useGetLatestPropertiesQuery, useGetHomePropertyListQuery } = homeApi;
