import {
  staffPostAnswerSchema,
  staffPostPreviewAnswerSchema,
  staffPostsAnswerSchema,
  type StaffPostAnswer,
  type StaffPostCreate,
  type StaffPostPreviewAnswer,
  type StaffPostsAnswer,
  type StaffPostsQuery,
  type StaffPostUpdate,
} from 'contracts/api';
import { staffApi } from '../../api/staffApi';

export type PostsFilters = Omit<StaffPostsQuery, 'limit'>;

export const POSTS_PAGE = 20;

/** The blog desk (api/src/features/posts; docs/staff-posts.md). */
export const postsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<StaffPostsAnswer, PostsFilters>({
      query: (filters) => ({ url: '/api/staff/posts', params: { ...filters, limit: POSTS_PAGE } }),
      rawResponseSchema: staffPostsAnswerSchema,
      providesTags: ['Posts'],
    }),
    getPost: build.query<StaffPostAnswer, number>({
      query: (id) => `/api/staff/posts/${id}`,
      rawResponseSchema: staffPostAnswerSchema,
      providesTags: ['Posts'],
    }),
    createPost: build.mutation<StaffPostAnswer, StaffPostCreate>({
      query: (body) => ({ url: '/api/staff/posts', method: 'POST', body }),
      rawResponseSchema: staffPostAnswerSchema,
      invalidatesTags: ['Posts'],
    }),
    updatePost: build.mutation<StaffPostAnswer, { id: number; content: StaffPostUpdate }>({
      query: ({ id, content }) => ({ url: `/api/staff/posts/${id}`, method: 'PUT', body: content }),
      rawResponseSchema: staffPostAnswerSchema,
      invalidatesTags: ['Posts'],
    }),
    /** Now (no `at`), or at `at` (an instant with its offset, in the future). */
    publishPost: build.mutation<StaffPostAnswer, { id: number; at?: string | undefined }>({
      query: ({ id, at }) => ({
        url: `/api/staff/posts/${id}/publish`,
        method: 'POST',
        body: at === undefined ? {} : { at },
      }),
      rawResponseSchema: staffPostAnswerSchema,
      invalidatesTags: ['Posts'],
    }),
    unpublishPost: build.mutation<StaffPostAnswer, number>({
      query: (id) => ({ url: `/api/staff/posts/${id}/unpublish`, method: 'POST' }),
      rawResponseSchema: staffPostAnswerSchema,
      invalidatesTags: ['Posts'],
    }),
    deletePost: build.mutation<null, number>({
      query: (id) => ({ url: `/api/staff/posts/${id}`, method: 'DELETE' }),
      // 204, no body.
      // Not invalidated here: the screen leaves for the list, which asks again on mount.
    }),
    previewPost: build.mutation<StaffPostPreviewAnswer, string>({
      query: (body) => ({ url: '/api/staff/posts/preview', method: 'POST', body: { body } }),
      rawResponseSchema: staffPostPreviewAnswerSchema,
    }),
  }),
});

export const {
  useGetPostsQuery,
  useGetPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  usePublishPostMutation,
  useUnpublishPostMutation,
  useDeletePostMutation,
  usePreviewPostMutation,
} = postsApi;
