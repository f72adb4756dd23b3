import * as z from 'zod/mini';
import {
  auditLogSchema,
  citiesAnswerSchema,
  locationsAnswerSchema,
  staffAccountsSchema,
  staffLeadAnswerSchema,
  staffLeadChangeSchema,
  staffLeadForgetAnswerSchema,
  staffLeadNoteAnswerSchema,
  staffLeadNoteBodySchema,
  staffLeadsAnswerSchema,
  photoSources,
  staffListingChangeSchema,
  staffListingCreateSchema,
  staffListingDetailAnswerSchema,
  staffListingEditSchema,
  staffListingsAnswerSchema,
  staffPostAnswerSchema,
  staffPostCreateSchema,
  staffPostPreviewAnswerSchema,
  staffPostPreviewSchema,
  staffPostPublishSchema,
  staffPostsAnswerSchema,
  staffPostUpdateSchema,
  type StaffPost,
  staffPhotoAnswerSchema,
  staffPhotoChangeSchema,
  staffPhotosAnswerSchema,
  staffSessionSchema,
  type StaffLead,
  type StaffListing,
  type StaffListingDetail,
  type StaffListingDetailAnswer,
  type StaffListingInput,
  type StaffPhoto,
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

/** A listing's every field as GET answers them (contracts' staffListingInputSchema). */
export const listingFieldsOf = (id: number, over: Partial<StaffListingInput> = {}): StaffListingInput => ({
  kind: 'residential',
  title: `3 BHK Apartment ${id}`,
  projectName: 'Godrej Woods',
  builderName: 'Godrej Properties',
  propertyType: 'Apartment',
  city: 'noida',
  locality: 'sector-150',
  address: 'Plot 7, Sector 150, Noida',
  price: 125,
  area: 1650,
  rooms: 3,
  bathrooms: 3,
  washrooms: 3,
  lifts: 4,
  furnishing: 'Semi',
  propertyStatus: 'New Launch',
  ownership: 'Freehold',
  features: ['Swimming pool', 'Gym'],
  description: 'A corner flat facing the park.',
  latitude: 28.4595,
  longitude: 77.5021,
  reraNumber: 'UPRERAPRJ123456',
  ...over,
});

/** One listing as GET, PUT, PATCH and POST answer it: the listing and its fields. */
export const listingDetailOf = (
  id: number,
  over: Partial<StaffListingDetail> = {},
  fields: Partial<StaffListingInput> = {},
): StaffListingDetailAnswer => ({
  listing: {
    ...listingOf(id),
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-21T10:00:00.000Z',
    ...over,
  },
  fields: listingFieldsOf(id, fields),
});

const LISTING_BODIES = { PUT: staffListingEditSchema, PATCH: staffListingChangeSchema } as const;

export const listingRoute = (
  reply: ContractRoute['reply'],
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' = 'GET',
): ContractRoute => ({
  method,
  path: '/api/staff/listings/:id',
  answer: method === 'DELETE' ? z.null() : staffListingDetailAnswerSchema,
  ...(method === 'PUT' || method === 'PATCH' ? { accepts: LISTING_BODIES[method] } : {}),
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

export const createListingRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/listings',
  answer: staffListingDetailAnswerSchema,
  accepts: staffListingCreateSchema,
  reply,
});

/** A photo as the staff routes answer it; `n` makes its id (16 characters, as the API's). */
export const photoOf = (n: number, listingId = 9, over: Partial<StaffPhoto> = {}): StaffPhoto => {
  const id = `photo${String(n).padStart(11, '0')}`;
  const variants = [
    { width: 320, height: 240 },
    { width: 640, height: 480 },
  ];
  return {
    id,
    listingId,
    position: n - 1,
    alt: `Photo ${n}`,
    width: 640,
    height: 480,
    createdAt: '2026-11-28T10:00:00.000Z',
    variants: variants.map((v) => ({
      ...v,
      urls: {
        avif: `/api/images/photos/${id}/${v.width}.avif`,
        webp: `/api/images/photos/${id}/${v.width}.webp`,
        jpg: `/api/images/photos/${id}/${v.width}.jpg`,
      },
    })),
    sources: photoSources({ id, variants }),
    ...over,
  };
};

export const photosRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/listings/:id/photos',
  answer: staffPhotosAnswerSchema,
  reply,
});

export const photoRoute = (reply: ContractRoute['reply'], method: 'PATCH' | 'DELETE' = 'PATCH'): ContractRoute => ({
  method,
  path: '/api/staff/photos/:photoId',
  answer: method === 'DELETE' ? z.null() : staffPhotoAnswerSchema,
  ...(method === 'PATCH' ? { accepts: staffPhotoChangeSchema } : {}),
  reply,
});

/** The public places routes the listing form suggests city and locality slugs from. */
export const citiesRoute = (): ContractRoute => ({
  path: '/api/cities',
  answer: citiesAnswerSchema,
  reply: {
    body: {
      status: 200,
      city_list: [
        { id: 1, city: 'Noida', slug: 'noida' },
        { id: 2, city: 'Greater Noida', slug: 'greater-noida' },
      ],
    },
  },
});

export const localitiesRoute = (): ContractRoute => ({
  path: '/api/search_city/:city',
  answer: locationsAnswerSchema,
  reply: (call) => ({
    body: {
      status: 200,
      location_list:
        call.path === '/api/search_city/noida'
          ? [
              { id: 1, location_name: 'Sector 150', slug: 'sector-150' },
              { id: 2, location_name: 'Sector 62', slug: 'sector-62' },
            ]
          : [],
    },
  }),
});
