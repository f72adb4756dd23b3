import type { ListingState } from 'contracts/api';

export const STATE_LABELS: Readonly<Record<ListingState, string>> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
};
export const STATE_TONES = { draft: 'warn', published: 'good', unpublished: 'bad' } as const;
