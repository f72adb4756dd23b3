import type { PostStateName, StaffPostSummary } from 'contracts/api';
import { formatDateTime } from '../../lib/dateTime';

export const STATE_LABELS: Readonly<Record<PostStateName, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

export const STATE_TONES = { draft: 'warn', scheduled: 'warn', published: 'good', unpublished: 'bad' } as const;

/** The post's public address (the content remote's /blog/{slug}). */
export const publicPostPath = (slug: string): string => `/blog/${slug}`;

/** When the public sees it, in India time: 'Publishes 1 Dec 2026, 09:00 IST', or why never. */
export function publishTimeText(post: Pick<StaffPostSummary, 'state' | 'publishAt'>): string {
  const at = post.publishAt === null ? '' : formatDateTime(post.publishAt);
  switch (post.state) {
    case 'draft':
      return 'Not published';
    case 'scheduled':
      return at ? `Publishes ${at}` : 'Scheduled';
    case 'published':
      return at ? `Published ${at}` : 'Published';
    case 'unpublished':
      return at ? `Taken down (was published ${at})` : 'Taken down';
  }
}
