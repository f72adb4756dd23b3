import type { ExpressionBuilder } from 'kysely';
import type { Database, PostState } from '../../db/schema';

/**
 * Which posts the public sees (migration 0016, docs/staff-posts.md): published ones, and scheduled
 * ones whose time has come. No job publishes a scheduled post: every public query compares
 * publish_at with the clock (the API's timer only empties the caches at that time:
 * features/posts/schedule.ts). ISO-8601 UTC text compares as time in both dialects.
 */
export function isPublicPost(eb: ExpressionBuilder<Database, 'blogs'>, nowIso: string) {
  return eb.or([
    eb('blogs.state', '=', 'published'),
    eb.and([eb('blogs.state', '=', 'scheduled'), eb('blogs.publish_at', '<=', nowIso)]),
  ]);
}

/** The date the public answers give a post: when it was published (created_at for a row made by hand without one). */
export function publicDate(eb: ExpressionBuilder<Database, 'blogs'>) {
  return eb.fn.coalesce('blogs.publish_at', 'blogs.created_at');
}

/** What the public is told of a post that is not public: absent (404) or taken down (410). */
export function publicFate(
  post: { state: PostState; publish_at: string | null },
  nowIso: string,
): 'public' | 'gone' | 'absent' {
  if (post.state === 'published') return 'public';
  if (post.state === 'scheduled') return post.publish_at !== null && post.publish_at <= nowIso ? 'public' : 'absent';
  return post.state === 'unpublished' ? 'gone' : 'absent';
}
