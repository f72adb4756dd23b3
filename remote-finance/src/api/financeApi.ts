import { createApi } from '@reduxjs/toolkit/query/react';
import { extractServerState, siteBaseQuery } from 'shared-ui';
import type { LoanLead, WriteAnswer } from 'contracts/api';

/** The API's answer to a stored write (contracts/api). */
export type { WriteAnswer };

export interface LoanLeadRequest {
  lead: LoanLead;
  /** One per logical send: a retry of the same data reuses it, so the lead is stored once. */
  idempotencyKey: string;
}

/** This remote's one RTK Query API. */
export const financeApi = createApi({
  reducerPath: 'financeApi',
  baseQuery: siteBaseQuery,
  // A page rendered on the server starts with the server's answers (shared-ui/src/ssr).
  extractRehydrationInfo: extractServerState,
  endpoints: (build) => ({
    submitLoanLead: build.mutation<WriteAnswer, LoanLeadRequest>({
      query: ({ lead, idempotencyKey }) => ({
        url: '/api/loan-lead',
        method: 'POST',
        body: lead,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useSubmitLoanLeadMutation } = financeApi;
