import { staffSessionSchema, type StaffSessionAnswer } from 'contracts/api';
import { setCsrfToken } from '../../api/csrf';
import { staffApi } from '../../api/staffApi';

/** Sign-in, the session and sign-out (api/src/features/staff/routes.ts; docs/staff-accounts.md). */
export const sessionApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<StaffSessionAnswer, void>({
      query: () => '/api/staff/session',
      rawResponseSchema: staffSessionSchema,
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        dispatch(setCsrfToken(data?.csrfToken ?? null));
      },
    }),
    signIn: build.mutation<StaffSessionAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/api/staff/session', method: 'POST', body }),
      rawResponseSchema: staffSessionSchema,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data === null) return;
        dispatch(setCsrfToken(data.csrfToken));
        // The gate shows the screen at once: the answer is the session the next GET would give.
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, data));
      },
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/api/staff/session', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        // Whatever the answer (an ended session answers 401), nothing of it stays on this page.
        dispatch(setCsrfToken(null));
        dispatch(staffApi.util.resetApiState());
      },
    }),
  }),
});

export const { useGetSessionQuery, useSignInMutation, useSignOutMutation } = sessionApi;
