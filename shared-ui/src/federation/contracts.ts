import type { ComponentType } from 'react';
import segmentOwners from './segmentOwners.json';

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

/**
 * First path segment → owning remote (DESIGN.md 'Who owns which screen'). A JSON file, so that
 * the production server reads the same table to preload a page's remote (scripts/server).
 */
export const SEGMENT_OWNERS = segmentOwners as Readonly<Record<string, RemoteId>>;

export const REMOTE_LABELS: Readonly<Record<RemoteId, string>> = {
  listings: 'Property listings',
  content: 'Blog and company pages',
  finance: 'Home-loan calculators',
};
