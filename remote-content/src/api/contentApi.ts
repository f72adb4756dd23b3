import { createApi } from '@reduxjs/toolkit/query/react';
import { schemaFailureAsError, extractServerState, siteBaseQuery } from 'shared-ui';

/**
 * This remote's one RTK Query API. Each endpoint group lives in its own file and joins with
 * `contentApi.injectEndpoints`, so the home fragments only carry the calls they make. Endpoints
 * name their answer's contract schema; a mismatch is an error like an unreadable answer.
 */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: siteBaseQuery,
  // A page rendered on the server starts with the server's answers (shared-ui/src/ssr).
  extractRehydrationInfo: extractServerState,
  catchSchemaFailure: schemaFailureAsError,
  tagTypes: [],
  endpoints: () => ({}),
});
