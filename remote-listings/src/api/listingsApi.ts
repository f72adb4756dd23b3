import { createApi } from '@reduxjs/toolkit/query/react';
import { schemaFailureAsError, extractServerState, siteBaseQuery } from 'shared-ui';

/**
 * This remote's one RTK Query API. Each feature adds its endpoints in its own file with
 * `listingsApi.injectEndpoints`, so features stay independent. Endpoints name their answer's
 * contract schema (`rawResponseSchema`); a mismatch is an error like an unreadable answer.
 */
export const listingsApi = createApi({
  reducerPath: 'listingsApi',
  baseQuery: siteBaseQuery,
  // A page rendered on the server starts with the server's answers (shared-ui/src/ssr).
  extractRehydrationInfo: extractServerState,
  catchSchemaFailure: schemaFailureAsError,
  tagTypes: [],
  endpoints: () => ({}),
});
