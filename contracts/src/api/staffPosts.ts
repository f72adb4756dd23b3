import './zodConfig';
import * as z from 'zod/mini';
import { int } from './fields';
import { BLOG_FILE } from './images';
import { SLUG_PATTERN, toSlug } from './slug';
import { STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from './storableText';

/**
 * The staff's blog desk (/api/staff/posts, docs/staff-posts.md): editors and admins write posts,
 * publish them now or at a set time, unpublish and delete them. Shared by the API (which validates
 * with them) and the back-office screens. The public blog's answers are unchanged (blogs.ts): a
 * post there is `{ id, title, image, slug, description (the HTML body), created_at (its
 * publication date) }`; it has no excerpt, category or tags (the page derives its excerpt from
 * the body).
 */

/**
 * draft: never public. scheduled: public from publishAt on. published: public (publishAt is when).
 * unpublished: taken down; its public page answers 410.
 */
export const POST_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostStateName = (typeof POST_STATES)[number];
export const postStateSchema = z.enum(POST_STATES);

export const STAFF_POSTS_PAGE_MAX = 100;
export const POST_TITLE_MAX = 200;
/** The public post route refuses longer path segments (414). */
export const POST_SLUG_MAX = 100;
/** Characters of HTML, as sent (a long post is 20–40 thousand). */
export const POST_BODY_MAX = 100_000;

const storable = () => z.regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE);

const titleSchema = z
  .string({ error: 'This field is required' })
  .check(
    z.trim(),
    z.minLength(1, 'This field is required'),
    z.maxLength(POST_TITLE_MAX, `Please keep this under ${POST_TITLE_MAX} characters`),
    storable(),
  );

/**
 * The slug a new post gets from its title: the site's slug rule (toSlug: lower case, spaces to
 * hyphens), then accents dropped and anything but letters, digits and hyphens turned into hyphens,
 * so 'Noida vs Gurgaon: Where to Buy?' gives 'noida-vs-gurgaon-where-to-buy'. Cut at a word to
 * leave room for the API's '-2' when the slug is taken; 'post' when nothing is left.
 */
export function postSlugFromTitle(title: string): string {
  const slug = toSlug(title.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const room = POST_SLUG_MAX - 10;
  const cut = slug.length <= room ? slug : slug.slice(0, room).replace(/-[^-]*$/, '');
  return cut === '' ? 'post' : cut;
}

/** A slug as the site's URLs carry it (lower-case letters and digits in hyphen-joined runs). */
export const postSlugSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(POST_SLUG_MAX, `Please keep the slug under ${POST_SLUG_MAX} characters`),
    z.regex(SLUG_PATTERN, 'Use lower-case letters and digits joined by single hyphens, e.g. noida-metro-guide'),
  );

/** The cover picture: a file under /images/blogs/ ('' for the site's fallback picture). */
const imageSchema = z.string().check(
  z.maxLength(200),
  z.refine((v) => v === '' || BLOG_FILE.test(v), 'Give a picture file name such as blog-3.svg, or nothing'),
);

const bodySchema = z
  .string({ error: 'This field is required' })
  .check(z.maxLength(POST_BODY_MAX, `Please keep the body under ${POST_BODY_MAX} characters`), storable());

/** An instant with its offset (2026-12-01T09:00:00+05:30 or …Z); the API stores it in UTC. */
export const publishAtSchema = z.iso.datetime({
  offset: true,
  error: 'Give the date and time with its offset, e.g. 2026-12-01T09:00:00+05:30',
});

/** GET /api/staff/posts: newest change first, page by page. */
export const staffPostsQuerySchema = z.strictObject({
  state: z.optional(postStateSchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), storable())),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(STAFF_POSTS_PAGE_MAX)), 20),
});
export type StaffPostsQuery = z.infer<typeof staffPostsQuerySchema>;

/** A post in the list: everything but the body. */
export const staffPostSummarySchema = z.object({
  id: int(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  /** The state now: a scheduled post whose time has passed is published. */
  state: postStateSchema,
  /** UTC ISO 8601; null for a draft. */
  publishAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who made it; null for posts from before staff accounts. */
  author: z.nullable(z.object({ id: int(), email: z.string() })),
});
export type StaffPostSummary = z.infer<typeof staffPostSummarySchema>;

/** One post: the summary, the sanitised body, and the slugs that redirect to it. */
export const staffPostSchema = z.object({
  ...staffPostSummarySchema.shape,
  body: z.string(),
  oldSlugs: z.array(z.string()),
});
export type StaffPost = z.infer<typeof staffPostSchema>;

export const staffPostsAnswerSchema = z.object({
  posts: z.array(staffPostSummarySchema),
  total: int(),
  page: int(),
  limit: int(),
});
export type StaffPostsAnswer = z.infer<typeof staffPostsAnswerSchema>;

/** GET, PUT, publish and unpublish of /api/staff/posts/{id}; POST /api/staff/posts (201). */
export const staffPostAnswerSchema = z.object({ post: staffPostSchema });
export type StaffPostAnswer = z.infer<typeof staffPostAnswerSchema>;

const content = {
  title: titleSchema,
  /** Absent: made from the title (new post) or kept (edit). A new slug keeps the old one as a redirect. */
  slug: z.optional(postSlugSchema),
  image: z.optional(imageSchema),
  /** HTML; stored sanitised by the rules the public page uses. */
  body: bodySchema,
};

/** POST /api/staff/posts: a draft (default), published now, or scheduled for publishAt (in the future). */
export const staffPostCreateSchema = z
  .strictObject({
    ...content,
    state: z.optional(z.enum(['draft', 'published', 'scheduled'])),
    publishAt: z.optional(publishAtSchema),
  })
  .check(
    z.refine((b) => (b.state === 'scheduled') === (b.publishAt !== undefined), {
      message: 'Give publishAt with state "scheduled", and only then',
      path: ['publishAt'],
    }),
  );
export type StaffPostCreate = z.infer<typeof staffPostCreateSchema>;

/** PUT /api/staff/posts/{id}: the content; the state changes through publish and unpublish. */
export const staffPostUpdateSchema = z.strictObject(content);
export type StaffPostUpdate = z.infer<typeof staffPostUpdateSchema>;

/** POST /api/staff/posts/{id}/publish: now, or at `at` (in the future: the post is scheduled). */
export const staffPostPublishSchema = z.strictObject({ at: z.optional(publishAtSchema) });
export type StaffPostPublish = z.infer<typeof staffPostPublishSchema>;

/** POST /api/staff/posts/preview: the body as it will be stored and shown. */
export const staffPostPreviewSchema = z.strictObject({ body: bodySchema });
export type StaffPostPreview = z.infer<typeof staffPostPreviewSchema>;
export const staffPostPreviewAnswerSchema = z.object({ body: z.string() });
export type StaffPostPreviewAnswer = z.infer<typeof staffPostPreviewAnswerSchema>;
