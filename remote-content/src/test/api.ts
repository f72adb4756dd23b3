import {
  blogDataAnswerSchema,
  blogsAnswerSchema,
  contactEnquirySchema,
  homeBlogsAnswerSchema,
  writeAnswerSchema,
} from 'contracts/api';
import type { ContractRoute } from 'shared-ui/testing';

// This remote's API routes for component tests: each is answered from the contract's schemas
// (shared-ui/testing checks every fixture, and every enquiry sent, against them).

type Reply = ContractRoute['reply'];

export const blogsRoute = (reply: Reply): ContractRoute => ({
  path: '/api/get-blogs',
  answer: blogsAnswerSchema,
  reply,
});
export const homeBlogsRoute = (reply: Reply): ContractRoute => ({
  path: '/api/homeblogs',
  answer: homeBlogsAnswerSchema,
  reply,
});
export const blogDataRoute = (reply: Reply): ContractRoute => ({
  path: '/api/get-blogdata/:slug',
  answer: blogDataAnswerSchema,
  reply,
});
export const enquiryRoute = (reply: Reply): ContractRoute => ({
  method: 'POST',
  path: '/api/request-form',
  answer: writeAnswerSchema,
  accepts: contactEnquirySchema,
  reply,
});

export { apiError } from 'shared-ui/testing';
