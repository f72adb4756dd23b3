import { isFirstPaint, type RemoteModuleRef } from 'contracts/registry';

type HomeFragmentSpec = RemoteModuleRef & {
  label: string;
  /** The room it keeps while loading, so the page does not jump. */
  minHeight: number;
};

/** The remote fragments of the home page: where each comes from and the room it keeps. */
const FRAGMENTS = {
  search: { remote: 'listings', expose: './SearchForm', label: 'Property search', minHeight: 230 },
  latest: { remote: 'listings', expose: './LatestListings', label: 'Latest Listings', minHeight: 520 },
  // No room kept: it renders nothing until the browser has something to show (below the fold).
  recent: { remote: 'listings', expose: './RecentlyViewed', label: 'Recently Viewed', minHeight: 0 },
  gallery: { remote: 'listings', expose: './BudgetGallery', label: 'Project Gallery', minHeight: 640 },
  testimonials: { remote: 'content', expose: './Testimonials', label: 'Client testimonials', minHeight: 320 },
  news: { remote: 'content', expose: './NewsFeed', label: 'Latest News Feeds', minHeight: 480 },
} as const satisfies Record<string, HomeFragmentSpec>;

type Fragments = typeof FRAGMENTS;

/**
 * Each fragment, and whether it is below the fold: loaded when the visitor scrolls to within a
 * screen of it. Those of the first paint are named in the registry (contracts/registry), which the
 * production server also reads (from dist) to preload their remotes' manifests.
 */
export const HOME_FRAGMENTS = Object.fromEntries(
  Object.entries(FRAGMENTS).map(([key, f]) => [key, { ...f, belowFold: !isFirstPaint(f) }]),
) as { readonly [K in keyof Fragments]: Fragments[K] & { readonly belowFold: boolean } };

/** The fragments of the home page's first paint: loaded at once (and warmed before the shell renders). */
export const FIRST_PAINT_FRAGMENTS = Object.values(HOME_FRAGMENTS).filter((f) => !f.belowFold);
