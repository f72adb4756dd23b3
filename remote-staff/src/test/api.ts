import * as z from 'zod/mini';
import {
  auditLogSchema,
  staffAccountsSchema,
  staffLeadAnswerSchema,
  staffLeadChangeSchema,
  staffLeadForgetAnswerSchema,
  staffLeadNoteAnswerSchema,
  staffLeadNoteBodySchema,
  staffLeadsAnswerSchema,
  staffListingAnswerSchema,
  staffListingChangeSchema,
  staffListingsAnswerSchema,
  staffPostAnswerSchema,
  staffPostCreateSchema,
  staffPostPreviewAnswerSchema,
  staffPostPreviewSchema,
  staffPostPublishSchema,
  staffPostsAnswerSchema,
  staffPostUpdateSchema,
  staffSessionSchema,
  type StaffLead,
  type StaffListing,
  type StaffPost,
  type StaffRoleName,
} from 'contracts/api';
import { apiError, type ContractRoute } from 'shared-ui/testing';

// This remote's API routes for component tests, answered from the contract's schemas
// (shared-ui/testing checks every fixture against them).

export const CSRF = 'csrf-token-of-the-test-session';

export const sessionOf = (role: StaffRoleName, email = `${role}@noida-realty.example`, id = 7) => ({
  account: { id, email, role },
  csrfToken: CSRF,
});

export const sessionRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/session',
  answer: staffSessionSchema,
  reply,
});

export const signInRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/session',
  answer: staffSessionSchema,
  accepts: z.object({ email: z.string(), password: z.string() }),
  reply,
});

export const signOutRoute = (): ContractRoute => ({
  method: 'DELETE',
  path: '/api/staff/session',
  answer: z.unknown(),
  reply: { status: 204, body: null },
});

export const accountsRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/accounts',
  answer: staffAccountsSchema,
  reply,
});

export const auditRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/audit',
  answer: auditLogSchema,
  reply,
});

export const signedOut = apiError(401, 'Please sign in.', 'Unauthorized');

export { apiError };

const LEAD_ID = '0b9e7f0c-4b8e-4a53-9c3c-1f2d3e4f5a6b';

/** A lead as the inbox lists it (contracts' staffLeadSchema); `over` changes any field. */
export const leadOf = (n: number, over: Partial<StaffLead> = {}): StaffLead => ({
  kind: 'enquiry',
  id: LEAD_ID.replace(/^0b9e7f0c/, String(n).padStart(8, '0')),
  ref: `enquiry-${n}`,
  receivedAt: '2026-11-28T10:05:00.000Z',
  name: `Visitor ${n}`,
  phone: '+91 98100 12345',
  email: `visitor${n}@example.in`,
  subject: `Subject ${n}`,
  summary: 'Looking for a 3 BHK',
  page: '/contact',
  property: null,
  delivery: { state: 'delivered', attempts: 1 },
  status: 'new',
  assignee: null,
  noteCount: 0,
  ...over,
});

export const leadsRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/leads',
  answer: staffLeadsAnswerSchema,
  reply,
});

export const leadRoute = (
  reply: ContractRoute['reply'],
  method: 'GET' | 'PATCH' | 'DELETE' = 'GET',
): ContractRoute => ({
  method,
  path: '/api/staff/leads/:kind/:id',
  answer: method === 'DELETE' ? staffLeadForgetAnswerSchema : staffLeadAnswerSchema,
  ...(method === 'PATCH' ? { accepts: staffLeadChangeSchema } : {}),
  reply,
});

export const noteRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/leads/:kind/:id/notes',
  answer: staffLeadNoteAnswerSchema,
  accepts: staffLeadNoteBodySchema,
  reply,
});

/** A listing as the desk lists it (contracts' staffListingSchema). */
export const listingOf = (id: number, over: Partial<StaffListing> = {}): StaffListing => ({
  id,
  kind: 'residential',
  slug: `3-bhk-apartment-${id}`,
  title: `3 BHK Apartment ${id}`,
  location: 'Sector 150, Noida',
  price: 125,
  state: 'published',
  updatedAt: '2026-11-28T10:05:00.000Z',
  ...over,
});

export const listingsRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/listings',
  answer: staffListingsAnswerSchema,
  reply,
});

export const listingRoute = (reply: ContractRoute['reply'], method: 'GET' | 'PATCH' = 'GET'): ContractRoute => ({
  method,
  path: '/api/staff/listings/:id',
  answer: staffListingAnswerSchema,
  ...(method === 'PATCH' ? { accepts: staffListingChangeSchema } : {}),
  reply,
});

/** A post as the blog desk answers it (contracts' staffPostSchema); `over` changes any field. */
export const postOf = (id: number, over: Partial<StaffPost> = {}): StaffPost => ({
  id,
  slug: `noida-metro-guide-${id}`,
  title: `Noida metro guide ${id}`,
  image: 'blog-3.svg',
  state: 'draft',
  publishAt: null,
  createdAt: '2026-11-27T10:05:00.000Z',
  updatedAt: '2026-11-28T10:05:00.000Z',
  author: { id: 7, email: 'editor@noida-realty.example' },
  body: '<p>The Aqua Line runs from Noida Sector 51 to Greater Noida.</p>',
  oldSlugs: [],
  ...over,
});

/** The list's summary of a post (everything but the body and old slugs). */
export const postSummaryOf = (id: number, over: Partial<StaffPost> = {}) => {
  const { body: _body, oldSlugs: _oldSlugs, ...summary } = postOf(id, over);
  return summary;
};

export const postsRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/posts',
  answer: staffPostsAnswerSchema,
  reply,
});

export const postRoute = (reply: ContractRoute['reply'], method: 'GET' | 'PUT' = 'GET'): ContractRoute => ({
  method,
  path: '/api/staff/posts/:id',
  answer: staffPostAnswerSchema,
  ...(method === 'PUT' ? { accepts: staffPostUpdateSchema } : {}),
  reply,
});

export const createPostRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/posts',
  answer: staffPostAnswerSchema,
  accepts: staffPostCreateSchema,
  reply,
});

export const deletePostRoute = (): ContractRoute => ({
  method: 'DELETE',
  path: '/api/staff/posts/:id',
  answer: z.unknown(),
  reply: { status: 204, body: null },
});

export const publishPostRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/posts/:id/publish',
  answer: staffPostAnswerSchema,
  accepts: staffPostPublishSchema,
  reply,
});

export const unpublishPostRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/posts/:id/unpublish',
  answer: staffPostAnswerSchema,
  reply,
});

export const previewPostRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/posts/preview',
  answer: staffPostPreviewAnswerSchema,
  accepts: staffPostPreviewSchema,
  reply,
});
