import type { Blog } from 'contracts/api';
import { contentApi } from './contentApi';
import { blogItem, blogList } from './blogGuards';

/** Blog and news calls (spec section 7): list, home feed, one post by slug. */
export const blogsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => '/api/get-blogs',
      transformResponse: (data: unknown) => blogList(data, 'get_blogs'),
    }),
    getHomeBlogs: build.query<Blog[], void>({
      query: () => '/api/homeblogs',
      transformResponse: (data: unknown) => blogList(data, 'homeblogs'),
    }),
    /** null: the server answered, but with no usable post. */
    getBlogData: build.query<Blog | null, string>({
      query: (slug) => `/api/get-blogdata/${encodeURIComponent(slug)}`,
      transformResponse: (data: unknown) => blogItem(data, 'get_blogdata'),
    }),
  }),
});

export const { useGetBlogsQuery, useGetHomeBlogsQuery, useGetBlogDataQuery } = blogsApi;
