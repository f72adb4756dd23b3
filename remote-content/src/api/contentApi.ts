import { createApi } from '@reduxjs/toolkit/query/react';
import { siteBaseQuery } from 'shared-ui';

/**
 * This remote's one RTK Query API. Each endpoint group lives in its own file and joins with
 * `contentApi.injectEndpoints`, so the home fragments only carry the calls they make.
 */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: siteBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
