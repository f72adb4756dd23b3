import { blogImageUrl, blogItem, blogList, isBlogSlug, toBlog } from './blogGuards';

const good = { id: 3, title: 'T', slug: 'a-post', image: 'blog-3.svg', description: '<p>x</p>', created_at: '2025-01-01' };

describe('blog answer guards', () => {
  it('keeps good posts and drops ones without slug or title', () => {
    expect(blogList({ get_blogs: [good, { ...good, slug: '../x' }, { ...good, title: '' }, null, 7] }, 'get_blogs')).toEqual([good]);
  });

  it('turns garbage answers into an empty list', () => {
    expect(blogList(null, 'get_blogs')).toEqual([]);
    expect(blogList({ get_blogs: 'nope' }, 'get_blogs')).toEqual([]);
    expect(blogList('<html>', 'get_blogs')).toEqual([]);
  });

  it('fills missing optional fields with harmless defaults', () => {
    expect(toBlog({ title: 'T', slug: 'x' })).toEqual({ id: 0, title: 'T', slug: 'x', image: '', description: '', created_at: '' });
  });

  it('reads the single post, also from a one-item list', () => {
    expect(blogItem({ get_blogdata: good }, 'get_blogdata')).toEqual(good);
    expect(blogItem({ get_blogdata: [good] }, 'get_blogdata')).toEqual(good);
    expect(blogItem({}, 'get_blogdata')).toBeNull();
    expect(blogItem(undefined, 'get_blogdata')).toBeNull();
  });

  it('accepts only slug-shaped strings', () => {
    expect(isBlogSlug('a-b-1')).toBe(true);
    expect(isBlogSlug('A B')).toBe(false);
    expect(isBlogSlug('x'.repeat(201))).toBe(false);
    expect(isBlogSlug(5)).toBe(false);
  });

  it('builds image URLs only from plain file names', () => {
    expect(blogImageUrl('blog-1.svg')).toBe('/images/blogs/blog-1.svg');
    expect(blogImageUrl('../../etc/passwd')).toBe('/images/property/fallback.svg');
    expect(blogImageUrl('javascript:alert(1)')).toBe('/images/property/fallback.svg');
    expect(blogImageUrl('')).toBe('/images/property/fallback.svg');
  });
});
