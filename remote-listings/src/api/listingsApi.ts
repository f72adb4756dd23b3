import { createApi } from '@reduxjs/toolkit/query/react';
import { siteBaseQuery } from 'shared-ui';

/**
 * This remote's one RTK Query API. Each feature adds its endpoints in its own file with
 * `listingsApi.injectEndpoints`, so features stay independent.
 */
export const listingsApi = createApi({
  reducerPath: 'listingsApi',
  baseQuery: siteBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
