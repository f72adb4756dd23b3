import type { Blog } from 'contracts/api';

/** Test posts shaped like the API's answers. */
export function makeBlog(n: number, over: Partial<Blog> = {}): Blog {
  return {
    id: n,
    title: `Post number ${n} about Noida`,
    slug: `post-${n}`,
    image: `blog-${n}.svg`,
    description: `<p>${`Body of post ${n}. `.repeat(30)}</p>`,
    created_at: `2025-0${(n % 9) + 1}-10T05:30:00.000Z`,
    ...over,
  };
}

export const HOSTILE_BODY = [
  '<p>Safe intro</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/images/blogs/x.svg" onerror="window.__pwned = \'onerror\'" alt="x">',
  '<a href="javascript:window.__pwned=\'link\'">click me</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<p onclick="window.__pwned=\'click\'">Clickable paragraph</p>',
  '<svg><script>window.__pwned="svg"</script></svg>',
].join('');
