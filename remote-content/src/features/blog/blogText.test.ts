import type { Blog } from 'contracts/api';
import { BLOG_EXCERPT_LENGTH, blogExcerpt, blogPostingJsonLd, TOP_CATEGORIES } from './blogText';

const blog = (over: Partial<Blog> = {}): Blog => ({
  id: 1,
  title: 'Buying in Noida',
  slug: 'buying-in-noida',
  image: 'blog-1.svg',
  description: '<p>Hello</p>',
  created_at: '2025-10-24T05:30:00.000Z',
  ...over,
});

describe('blogExcerpt', () => {
  it('keeps short text whole, without an ellipsis', () => {
    expect(blogExcerpt('<p>Short &amp; sweet</p>')).toBe('Short & sweet');
  });

  it('cuts the text of the HTML to 250 characters plus ...', () => {
    const html = `<h2>Title</h2><p>${'a'.repeat(300)}</p>`;
    const out = blogExcerpt(html);
    expect(out.endsWith('...')).toBe(true);
    expect(out.length).toBe(BLOG_EXCERPT_LENGTH + 3);
    expect(out.startsWith('Title a')).toBe(true);
    expect(out).not.toMatch(/[<>]/);
  });

  it('exactly 250 characters stay without an ellipsis', () => {
    expect(blogExcerpt('b'.repeat(250))).toBe('b'.repeat(250));
  });

  it('drops scripts and tags and handles empty input', () => {
    expect(blogExcerpt('<script>alert(1)</script><b>Safe</b>')).toBe('Safe');
    expect(blogExcerpt('')).toBe('');
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the post with absolute URLs', () => {
    const ld = blogPostingJsonLd(blog(), '/images/blogs/blog-1.svg', 'https://example.test', 'Firm');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Buying in Noida',
      image: 'https://example.test/images/blogs/blog-1.svg',
      datePublished: '2025-10-24T05:30:00.000Z',
      dateModified: '2025-10-24T05:30:00.000Z',
      author: { name: 'Admin' },
      mainEntityOfPage: 'https://example.test/blog/buying-in-noida',
    });
  });

  it('leaves out an unparseable or empty date, published and modified alike', () => {
    for (const created_at of ['soon', '']) {
      const ld = blogPostingJsonLd(blog({ created_at }), '/x.svg', '', 'Firm');
      expect(ld).not.toHaveProperty('datePublished');
      expect(ld).not.toHaveProperty('dateModified');
    }
  });
});

it('top categories carry the fixed counts', () => {
  expect(TOP_CATEGORIES.map((c) => `${c.name} ${c.count}`)).toEqual([
    'Apartments 26',
    'Picture Studio 16',
    'Office 56',
  ]);
});
