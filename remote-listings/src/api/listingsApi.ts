import { createApi } from '@reduxjs/toolkit/query/react';
import { schemaFailureAsError, siteBaseQuery } from 'shared-ui';

/**
 * This remote's one RTK Query API. Each feature adds its endpoints in its own file with
 * `listingsApi.injectEndpoints`, so features stay independent. Endpoints name their answer's
 * contract schema (`rawResponseSchema`); a mismatch is an error like an unreadable answer.
 */
export const listingsApi = createApi({
  reducerPath: 'listingsApi',
  baseQuery: siteBaseQuery,
  catchSchemaFailure: schemaFailureAsError,
  tagTypes: [],
  endpoints: () => ({}),
});
