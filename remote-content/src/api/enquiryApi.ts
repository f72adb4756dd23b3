import type { ContactEnquiry } from 'contracts/api';
import { contentApi } from './contentApi';

export interface EnquirySend {
  enquiry: ContactEnquiry;
  /** Same key for a retry of the same data, so the server stores the enquiry once. */
  idempotencyKey: string;
}

export interface EnquiryStored {
  status: number;
  id: number;
}

/** POST /api/request-form (the 'Get A Quote' form). */
export const enquiryApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<EnquiryStored, EnquirySend>({
      query: ({ enquiry, idempotencyKey }) => ({
        url: '/api/request-form',
        method: 'POST',
        body: enquiry,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (data: unknown): EnquiryStored => {
        const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
        return { status: typeof d.status === 'number' ? d.status : 200, id: typeof d.id === 'number' ? d.id : 0 };
      },
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;
