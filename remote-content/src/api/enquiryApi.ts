import type { ContactEnquiry } from 'contracts/api';
import { contentApi } from './contentApi';

export interface EnquirySend {
  enquiry: ContactEnquiry;
  /** Same key for a retry of the same data, so the server stores the enquiry once. */
  idempotencyKey: string;
}

/** POST /api/request-form (the 'Get A Quote' form). */
export const enquiryApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<void, EnquirySend>({
      query: ({ enquiry, idempotencyKey }) => ({
        url: '/api/request-form',
        method: 'POST',
        body: enquiry,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The spec reads only the HTTP status of this write: the enquiry is stored once the server
      // said 200, so its body is not read (an odd body must not turn it into a failure and a resend).
      transformResponse: () => undefined,
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;
