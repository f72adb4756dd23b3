import type { RemoteId } from 'shared-ui';

interface HomeFragmentSpec {
  remote: RemoteId;
  expose: string;
  label: string;
  /** The room it keeps while loading, so the page does not jump. */
  minHeight: number;
  /** Below the fold: loaded when the visitor scrolls to within a screen of it, not with the first paint. */
  belowFold: boolean;
}

/** The remote fragments of the home page: where each comes from and how it loads. */
export const HOME_FRAGMENTS = {
  search: { remote: 'listings', expose: './SearchForm', label: 'Property search', minHeight: 230, belowFold: false },
  latest: { remote: 'listings', expose: './LatestListings', label: 'Latest Listings', minHeight: 520, belowFold: true },
  gallery: { remote: 'listings', expose: './BudgetGallery', label: 'Project Gallery', minHeight: 640, belowFold: true },
  testimonials: { remote: 'content', expose: './Testimonials', label: 'Client testimonials', minHeight: 320, belowFold: true },
  news: { remote: 'content', expose: './NewsFeed', label: 'Latest News Feeds', minHeight: 480, belowFold: true },
} as const satisfies Record<string, HomeFragmentSpec>;

/** The fragments of the home page's first paint: loaded at once (and warmed before the shell renders). */
export const FIRST_PAINT_FRAGMENTS = Object.values(HOME_FRAGMENTS).filter((f) => !f.belowFold);
