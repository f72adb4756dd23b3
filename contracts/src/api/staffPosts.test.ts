import {
  POST_BODY_MAX,
  postSlugFromTitle,
  staffPostCreateSchema,
  staffPostPublishSchema,
  staffPostsQuerySchema,
  staffPostUpdateSchema,
} from './staffPosts';
import { isSlug } from './slug';

describe('postSlugFromTitle', () => {
  it.each([
    ['Noida vs Gurgaon: Where Should You Buy in 2025?', 'noida-vs-gurgaon-where-should-you-buy-in-2025'],
    ['  Stamp Duty (UP) — 2025  ', 'stamp-duty-up-2025'],
    ['Café & Résumé', 'cafe-resume'],
    ['???', 'post'],
    ['नोएडा', 'post'],
  ])('%p gives %p', (title, slug) => {
    expect(postSlugFromTitle(title)).toBe(slug);
  });

  it('is always a slug, cut at a word with room for a suffix', () => {
    const slug = postSlugFromTitle('word '.repeat(60));
    expect(isSlug(slug)).toBe(true);
    expect(slug.length).toBeLessThanOrEqual(90);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('staff post schemas', () => {
  const post = { title: ' A title ', body: '<p>x</p>' };

  it('accepts a draft and trims the title', () => {
    expect(staffPostCreateSchema.parse(post)).toEqual({ title: 'A title', body: '<p>x</p>' });
  });

  it('wants publishAt with state scheduled, and only then', () => {
    expect(staffPostCreateSchema.safeParse({ ...post, state: 'scheduled' }).success).toBe(false);
    expect(staffPostCreateSchema.safeParse({ ...post, publishAt: '2026-12-01T09:00:00+05:30' }).success).toBe(false);
    expect(
      staffPostCreateSchema.safeParse({ ...post, state: 'scheduled', publishAt: '2026-12-01T09:00:00+05:30' }).success,
    ).toBe(true);
    expect(staffPostCreateSchema.safeParse({ ...post, state: 'scheduled', publishAt: 'tomorrow' }).success).toBe(false);
    expect(staffPostPublishSchema.safeParse({ at: '2026-12-01T03:30:00Z' }).success).toBe(true);
    expect(staffPostPublishSchema.safeParse({ at: '2026-12-01' }).success).toBe(false);
  });

  it('refuses bad slugs, pictures, long bodies, unstorable text and unknown fields', () => {
    for (const bad of [
      { ...post, slug: 'Not A Slug' },
      { ...post, slug: 'a'.repeat(101) },
      { ...post, image: '../etc/passwd' },
      { ...post, body: 'x'.repeat(POST_BODY_MAX + 1) },
      { ...post, title: 'a\u0000b' },
      { ...post, title: '   ' },
      { ...post, state: 'unpublished' },
      { ...post, author: 1 },
    ])
      expect(staffPostCreateSchema.safeParse(bad).success).toBe(false);
    expect(staffPostUpdateSchema.safeParse({ ...post, slug: 'a-new-slug', image: 'blog-3.svg' }).success).toBe(true);
    expect(staffPostUpdateSchema.safeParse({ ...post, state: 'published' }).success).toBe(false);
  });

  it('pages the list', () => {
    expect(staffPostsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(staffPostsQuerySchema.parse({ page: '2', limit: '5', state: 'draft' })).toEqual({
      page: 2,
      limit: 5,
      state: 'draft',
    });
    expect(staffPostsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
