import {
  staffListingDetailAnswerSchema,
  staffListingsAnswerSchema,
  type StaffListingChange,
  type StaffListingCreate,
  type StaffListingDetailAnswer,
  type StaffListingInput,
  type StaffListingsAnswer,
  type StaffListingsQuery,
} from 'contracts/api';
import { staffApi } from '../../api/staffApi';

export type ListingsFilters = Omit<StaffListingsQuery, 'limit'>;

/** The listing desk (api/src/features/listings-admin; docs/staff-listings.md). */
export const listingsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getListings: build.query<StaffListingsAnswer, ListingsFilters>({
      query: (filters) => ({ url: '/api/staff/listings', params: { ...filters, limit: LISTINGS_PAGE } }),
      rawResponseSchema: staffListingsAnswerSchema,
      providesTags: ['Listings'],
    }),
    getListing: build.query<StaffListingDetailAnswer, number>({
      query: (id) => `/api/staff/listings/${id}`,
      rawResponseSchema: staffListingDetailAnswerSchema,
      providesTags: ['Listings'],
    }),
    createListing: build.mutation<StaffListingDetailAnswer, StaffListingCreate>({
      query: (body) => ({ url: '/api/staff/listings', method: 'POST', body }),
      rawResponseSchema: staffListingDetailAnswerSchema,
      invalidatesTags: ['Listings'],
    }),
    /** PUT: every field; the slug follows the title, the state stays. */
    saveListing: build.mutation<StaffListingDetailAnswer, { id: number; fields: StaffListingInput }>({
      query: ({ id, fields }) => ({ url: `/api/staff/listings/${id}`, method: 'PUT', body: fields }),
      rawResponseSchema: staffListingDetailAnswerSchema,
      invalidatesTags: ['Listings'],
    }),
    changeListing: build.mutation<StaffListingDetailAnswer, { id: number; change: StaffListingChange }>({
      query: ({ id, change }) => ({ url: `/api/staff/listings/${id}`, method: 'PATCH', body: change }),
      rawResponseSchema: staffListingDetailAnswerSchema,
      invalidatesTags: ['Listings'],
    }),
    deleteListing: build.mutation<null, number>({
      query: (id) => ({ url: `/api/staff/listings/${id}`, method: 'DELETE' }),
      // Nothing is invalidated: the edit page it was on goes away; the list asks again when opened.
    }),
  }),
});

export const LISTINGS_PAGE = 50;

export const {
  useGetListingsQuery,
  useGetListingQuery,
  useCreateListingMutation,
  useSaveListingMutation,
  useChangeListingMutation,
  useDeleteListingMutation,
} = listingsApi;
