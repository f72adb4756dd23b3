import * as z from 'zod/mini';
import { described, int, okStatus } from './fields';

/** A blog or news post. */
export const blogSchema = z.object({
  id: int(),
  title: z.string(),
  image: described(z.string(), 'File under /images/blogs/'),
  slug: z.string(),
  description: described(z.string(), 'HTML body'),
  created_at: described(z.string(), 'ISO 8601'),
});
export type Blog = z.infer<typeof blogSchema>;

/** GET /api/get-blogs: every post, newest first. */
export const blogsAnswerSchema = z.object({ status: okStatus, get_blogs: z.array(blogSchema) });
export type BlogsAnswer = z.infer<typeof blogsAnswerSchema>;

/** GET /api/homeblogs: the newest posts (home Latest News Feeds). */
export const homeBlogsAnswerSchema = z.object({ status: okStatus, homeblogs: z.array(blogSchema) });
export type HomeBlogsAnswer = z.infer<typeof homeBlogsAnswerSchema>;

/** GET /api/get-blogdata/{slug}: one post. */
export const blogDataAnswerSchema = z.object({ status: okStatus, get_blogdata: blogSchema });
export type BlogDataAnswer = z.infer<typeof blogDataAnswerSchema>;
