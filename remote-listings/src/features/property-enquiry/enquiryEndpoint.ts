import type { ContactEnquiry } from 'contracts/api';
import { listingsApi } from '../../api/listingsApi';

export interface PropertyEnquirySend {
  /** The enquiry with the listing it is about (property_kind, property_id). */
  enquiry: ContactEnquiry;
  /** Same key for a retry of the same data, so the server stores the enquiry once. */
  idempotencyKey: string;
}

/** POST /api/request-form from a listing page: the contact enquiry, naming its listing. */
export const propertyEnquiryApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    propertyEnquirySend: build.mutation<void, PropertyEnquirySend>({
      query: ({ enquiry, idempotencyKey }) => ({
        url: '/api/request-form',
        method: 'POST',
        body: enquiry,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // Only the HTTP status counts: the enquiry is stored once the server said 200, so an odd
      // body must not turn it into a failure and a resend (as on the contact page).
      transformResponse: () => undefined,
    }),
  }),
});

export const { usePropertyEnquirySendMutation } = propertyEnquiryApi;
