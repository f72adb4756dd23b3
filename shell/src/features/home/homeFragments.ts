import type { RemoteId } from 'shared-ui';

/** The remote fragments of the home page: where each comes from and the room it keeps while loading. */
export const HOME_FRAGMENTS = {
  search: { remote: 'listings', expose: './SearchForm', label: 'Property search', minHeight: 230 },
  latest: { remote: 'listings', expose: './LatestListings', label: 'Latest Listings', minHeight: 520 },
  gallery: { remote: 'listings', expose: './BudgetGallery', label: 'Project Gallery', minHeight: 640 },
  testimonials: { remote: 'content', expose: './Testimonials', label: 'Client testimonials', minHeight: 320 },
  news: { remote: 'content', expose: './NewsFeed', label: 'Latest News Feeds', minHeight: 480 },
} as const satisfies Record<string, { remote: RemoteId; expose: string; label: string; minHeight: number }>;
