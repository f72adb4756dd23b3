import { excerptFromHtml, formatDate } from 'shared-ui';
import type { Blog } from 'contracts/api';

/** Spec section 9: blog excerpt 250 characters; Latest Blogs 4 items. */
export const BLOG_EXCERPT_LENGTH = 250;
export const LATEST_BLOGS_COUNT = 4;

/** Spec: the sidebar's Top Categories carry fixed counts. */
export const TOP_CATEGORIES: readonly { name: string; count: number }[] = [
  { name: 'Apartments', count: 26 },
  { name: 'Picture Studio', count: 16 },
  { name: 'Office', count: 56 },
];

/** The card text: the post's plain text cut to 250 characters plus '...'. */
export function blogExcerpt(html: string): string {
  return excerptFromHtml(html, BLOG_EXCERPT_LENGTH);
}

export function blogPath(slug: string): string {
  return `/blog/${slug}`;
}

/** Short description for the page's metadata (search snippets stay around 160 characters). */
export function blogMetaDescription(blog: Blog): string {
  return excerptFromHtml(blog.description, 160);
}

/** schema.org BlogPosting for a post; `origin` makes the URLs absolute. */
export function blogPostingJsonLd(
  blog: Blog,
  imageUrl: string,
  origin: string,
  publisher: string,
): Record<string, unknown> {
  const date = formatDate(blog.created_at) ? blog.created_at : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title.slice(0, 110),
    description: blogMetaDescription(blog),
    image: `${origin}${imageUrl}`,
    // A post carries only its creation date (the spec's fields; the site has no way to edit one),
    // so that is also its last change: search engines ask for dateModified.
    ...(date ? { datePublished: date, dateModified: date } : {}),
    author: { '@type': 'Person', name: 'Admin' },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: `${origin}${blogPath(blog.slug)}`,
  };
}
