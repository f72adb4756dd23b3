import {
  staffListingAnswerSchema,
  staffListingsAnswerSchema,
  type StaffListingAnswer,
  type StaffListingChange,
  type StaffListingsAnswer,
  type StaffListingsQuery,
} from 'contracts/api';
import { staffApi } from '../../api/staffApi';

export type ListingsFilters = Omit<StaffListingsQuery, 'limit'>;

/** The listing desk (api/src/features/listing-desk; docs/staff-listings.md). */
export const listingsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getListings: build.query<StaffListingsAnswer, ListingsFilters>({
      query: (filters) => ({ url: '/api/staff/listings', params: { ...filters, limit: LISTINGS_PAGE } }),
      rawResponseSchema: staffListingsAnswerSchema,
      providesTags: ['Listings'],
    }),
    getListing: build.query<StaffListingAnswer, number>({
      query: (id) => `/api/staff/listings/${id}`,
      rawResponseSchema: staffListingAnswerSchema,
      providesTags: ['Listings'],
    }),
    changeListing: build.mutation<StaffListingAnswer, { id: number; change: StaffListingChange }>({
      query: ({ id, change }) => ({ url: `/api/staff/listings/${id}`, method: 'PATCH', body: change }),
      rawResponseSchema: staffListingAnswerSchema,
      invalidatesTags: ['Listings'],
    }),
  }),
});

export const LISTINGS_PAGE = 50;

export const { useGetListingsQuery, useGetListingQuery, useChangeListingMutation } = listingsApi;
