import { writeAnswerSchema, type ContactEnquiry, type WriteAnswer } from 'contracts/api';
import { contentApi } from './contentApi';

export interface EnquirySend {
  enquiry: ContactEnquiry;
  /** Same key for a retry of the same data, so the server stores the enquiry once. */
  idempotencyKey: string;
}

/** POST /api/request-form (the 'Get A Quote' form). */
export const enquiryApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<WriteAnswer, EnquirySend>({
      query: ({ enquiry, idempotencyKey }) => ({
        url: '/api/request-form',
        method: 'POST',
        body: enquiry,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The spec reads only the HTTP status of this write: the enquiry is stored once the server
      // said 200, so an odd body must not turn it into a failure (and a second send).
      transformResponse: (data: unknown): WriteAnswer => {
        const answer = writeAnswerSchema.safeParse(data);
        return answer.success ? answer.data : { status: 200, id: 0 };
      },
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;
