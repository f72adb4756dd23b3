import { isSlug, type Blog } from 'contracts/api';

/**
 * Answers are checked against the contract on arrival (blogsApi). What is left here is what the
 * contract cannot say: a post whose slug is not a plain slug or whose title is blank cannot be
 * linked or shown, so it is left out. Blog image URLs are the contract's (blogImageUrl).
 */
export function isBlogSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && isSlug(value);
}

/** The post, or null when it cannot be linked or shown. */
export function usableBlog(blog: Blog): Blog | null {
  return isBlogSlug(blog.slug) && blog.title.trim() !== '' ? blog : null;
}

/** The posts of a list that can be linked and shown. */
export function usableBlogs(blogs: readonly Blog[]): Blog[] {
  return blogs.filter((b) => usableBlog(b) !== null);
}
