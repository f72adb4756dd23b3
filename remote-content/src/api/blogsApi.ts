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
    /** null: the server answered with a post that cannot be shown (not found). */
    getBlogData: build.query<Blog | null, string>({
      query: (slug) => `/api/get-blogdata/${encodeURIComponent(slug)}`,
      rawResponseSchema: answerSchema('blogDataAnswerSchema'),
      transformResponse: (answer: BlogDataAnswer) => usableBlog(answer.get_blogdata),
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useGetBlogsQuery = serverReady(blogsApi.endpoints.getBlogs, blogsApi.useGetBlogsQuery);
export const useGetHomeBlogsQuery = serverReady(blogsApi.endpoints.getHomeBlogs, blogsApi.useGetHomeBlogsQuery);
export const useGetBlogDataQuery = serverReady(blogsApi.endpoints.getBlogData, blogsApi.useGetBlogDataQuery);
