import { orNotFound } from 'shared-ui';
import { serverReady } from 'shared-ui/query';
import type { Blog, BlogDataAnswer, BlogsAnswer, HomeBlogsAnswer } from 'contracts/api';
import { answerSchema } from './answerSchema';
import { contentApi } from './contentApi';
import { usableBlog, usableBlogs } from './blogGuards';

/**
 * Blog and news calls (spec section 7): list, home feed, one post by slug. Each answer is checked
 * against its contract schema (a malformed one is the screen's error state).
 */
export const blogsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => '/api/get-blogs',
      rawResponseSchema: answerSchema('blogsAnswerSchema'),
      transformResponse: (answer: BlogsAnswer) => usableBlogs(answer.get_blogs),
    }),
    getHomeBlogs: build.query<Blog[], void>({
      query: () => '/api/homeblogs',
      rawResponseSchema: answerSchema('homeBlogsAnswerSchema'),
      transformResponse: (answer: HomeBlogsAnswer) => usableBlogs(answer.homeblogs),
    }),
    /** null: no such post, or one that cannot be shown (an answer, kept: the browser does not ask again). */
    getBlogData: build.query<Blog | null, string>({
      query: (slug) => `/api/get-blogdata/${encodeURIComponent(slug)}`,
      extraOptions: { notFoundIsAnswer: true },
      rawResponseSchema: orNotFound(answerSchema('blogDataAnswerSchema')),
      transformResponse: (answer: BlogDataAnswer | null) => (answer ? usableBlog(answer.get_blogdata) : null),
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useGetBlogsQuery = serverReady(blogsApi.endpoints.getBlogs, blogsApi.useGetBlogsQuery);
export const useGetHomeBlogsQuery = serverReady(blogsApi.endpoints.getHomeBlogs, blogsApi.useGetHomeBlogsQuery);
export const useGetBlogDataQuery = serverReady(blogsApi.endpoints.getBlogData, blogsApi.useGetBlogDataQuery);
