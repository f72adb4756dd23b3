import type { ComponentType } from 'react';

/**
 * The contract between the shell and the remotes: which modules each remote exposes and what
 * they export. Remotes check their webpack `exposes` against this in a contract test; the shell
 * types every `loadRemote` call with it.
 */
export const REMOTE_EXPOSES = {
  listings: ['./routes', './SearchForm', './LatestListings', './BudgetGallery', './PopularProperties'],
  content: ['./routes', './Testimonials', './NewsFeed'],
  finance: ['./routes'],
} as const;

export type RemoteExposes = typeof REMOTE_EXPOSES;
export type RemoteId = keyof RemoteExposes;
export type ExposedModule<R extends RemoteId> = RemoteExposes[R][number];

/** `./routes`: renders the remote's screens for one first path segment it owns. */
export interface RemoteRoutesProps {
  segment: string;
}
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

/** A home-page fragment or sidebar widget: a component without props. */
export interface RemoteFragmentModule {
  default: ComponentType;
}

/** First path segment → owning remote (DESIGN.md 'Who owns which screen'). */
export const SEGMENT_OWNERS: Readonly<Record<string, RemoteId>> = {
  'search-property': 'listings',
  'project-listing': 'listings',
  property: 'listings',
  residential: 'listings',
  commercial: 'listings',
  about: 'content',
  blog: 'content',
  gallery: 'content',
  contact: 'content',
  'check-loan-eligibility': 'finance',
  'eligibility-check': 'finance',
  'emi-calculator': 'finance',
};

export const REMOTE_LABELS: Readonly<Record<RemoteId, string>> = {
  listings: 'Property listings',
  content: 'Blog and company pages',
  finance: 'Home-loan calculators',
};
