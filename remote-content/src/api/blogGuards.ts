import { listField } from 'shared-ui';
import type { Blog } from 'contracts/api';

/**
 * API answers are outside input: a blog without a usable slug or title cannot be linked or shown,
 * so it is dropped; other fields fall back to harmless defaults.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isBlogSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && SLUG.test(value);
}

export function toBlog(value: unknown): Blog | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isBlogSlug(v.slug) || typeof v.title !== 'string' || v.title.trim() === '') return null;
  return {
    id: typeof v.id === 'number' && Number.isFinite(v.id) ? v.id : 0,
    slug: v.slug,
    title: v.title,
    image: typeof v.image === 'string' ? v.image : '',
    description: typeof v.description === 'string' ? v.description : '',
    created_at: typeof v.created_at === 'string' ? v.created_at : '',
  };
}

/** A list field of blogs (get_blogs, homeblogs): garbage becomes [], bad items are dropped. */
export function blogList(data: unknown, field: string): Blog[] {
  return listField<unknown>(data, field)
    .map(toBlog)
    .filter((b): b is Blog => b !== null);
}

/** The single post of get_blogdata, or null when the answer holds none. */
export function blogItem(data: unknown, field: string): Blog | null {
  if (!data || typeof data !== 'object') return null;
  const item = (data as Record<string, unknown>)[field];
  // Some answers wrap a single record in a list; accept the first element.
  return toBlog(Array.isArray(item) ? item[0] : item);
}

/** A blog image path: only a plain file name under /images/blogs/, else the site's fallback. */
export function blogImageUrl(file: string): string {
  return /^[\w.-]+\.(svg|png|jpe?g|webp|gif)$/i.test(file) ? `/images/blogs/${file}` : '/images/property/fallback.svg';
}
