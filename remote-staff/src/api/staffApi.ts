import { createApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { schemaFailureAsError, siteBaseQuery } from 'shared-ui';
import { csrfTokenOf } from './csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The site's base query, plus what the staff routes need: the session's CSRF token on every write,
 * and a 401 on any screen (the session ended: idle, signed out elsewhere, a restore) asks for the
 * session again, so the gate shows the sign-in form instead of a broken screen.
 */
const staffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  const token = csrfTokenOf(api.getState());
  const withToken =
    SAFE_METHODS.has(method) || token === null
      ? request
      : { ...request, headers: { ...(request.headers as Record<string, string> | undefined), 'X-CSRF-Token': token } };
  const result = await siteBaseQuery(withToken, api, extra);
  if (result.error?.status === 401 && api.endpoint !== 'getSession' && api.endpoint !== 'signIn')
    api.dispatch(staffApi.util.invalidateTags(['Session']));
  return result;
};

/** This remote's one RTK Query API; each feature injects its endpoints (features/<feature>/*Endpoints.ts). */
export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: staffBaseQuery,
  tagTypes: ['Session', 'Accounts', 'Audit', 'Leads', 'Listings', 'Posts'],
  // Staff screens show what is true now: nothing is kept once no screen shows it.
  keepUnusedDataFor: 0,
  refetchOnMountOrArgChange: true,
  catchSchemaFailure: schemaFailureAsError,
  endpoints: () => ({}),
});
