import { serverReady } from 'shared-ui/query';
import type { HomePropertyListAnswer, LatestListing, LatestPropertiesAnswer, PropertyListItem } from 'contracts/api';
import { answerSchema } from '../../api/answerSchema';
import { listingsApi } from '../../api/listingsApi';

/** Home fragments' calls; answers are checked against the contract (a malformed one is the fragment's error state). */
export const homeApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestProperties: build.query<LatestListing[], void>({
      query: () => '/api/latest-property',
      rawResponseSchema: answerSchema('latestPropertiesAnswerSchema'),
      transformResponse: (answer: LatestPropertiesAnswer) => answer.properties,
    }),
    getHomePropertyList: build.query<PropertyListItem[], void>({
      query: () => '/api/home-property-list',
      rawResponseSchema: answerSchema('homePropertyListAnswerSchema'),
      transformResponse: (answer: HomePropertyListAnswer) => answer.property_list,
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useGetLatestPropertiesQuery = serverReady(
  homeApi.endpoints.getLatestProperties,
  homeApi.useGetLatestPropertiesQuery,
);
export const useGetHomePropertyListQuery = serverReady(
  homeApi.endpoints.getHomePropertyList,
  homeApi.useGetHomePropertyListQuery,
);
