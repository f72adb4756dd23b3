import type { ListingState } from 'contracts/api';

export const STATE_LABELS: Readonly<Record<ListingState, string>> = {
  published: 'Published',
  unpublished: 'Unpublished',
};
export const STATE_TONES = { published: 'good', unpublished: 'bad' } as const;
