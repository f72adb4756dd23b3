import { makeBlog } from '../features/blog/blogFixtures';
import { isBlogSlug, usableBlog, usableBlogs } from './blogGuards';

const good = makeBlog(3, { slug: 'a-post' });

describe('blog posts the pages can link and show', () => {
  it('keeps good posts and leaves out ones without a plain slug or a title', () => {
    expect(
      usableBlogs([good, { ...good, slug: '../x' }, { ...good, title: ' ' }, { ...good, slug: 'A Post' }]),
    ).toEqual([good]);
    expect(usableBlogs([])).toEqual([]);
  });

  it('a single post: itself, or null when it cannot be shown', () => {
    expect(usableBlog(good)).toBe(good);
    expect(usableBlog({ ...good, title: '' })).toBeNull();
    expect(usableBlog({ ...good, slug: 'x'.repeat(201) })).toBeNull();
  });

  it('accepts only slug-shaped strings', () => {
    expect(isBlogSlug('a-b-1')).toBe(true);
    expect(isBlogSlug('A B')).toBe(false);
    expect(isBlogSlug('a--b')).toBe(false);
    expect(isBlogSlug('x'.repeat(200))).toBe(true);
    expect(isBlogSlug('x'.repeat(201))).toBe(false);
    expect(isBlogSlug(5)).toBe(false);
  });
});
