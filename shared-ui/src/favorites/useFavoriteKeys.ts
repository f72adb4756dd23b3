import { useMemo, useSyncExternalStore } from 'react';
import { browserStorage, parseFavorites, readFavoritesText, subscribeFavorites } from './favorites';

// The snapshot is the stored text (a string compares by value, so an unchanged store never
// re-renders); it is parsed once per change below.
const clientText = () => readFavoritesText(browserStorage()) ?? '';
// undefined on the server and in the hydrating render: the server cannot know a visitor's
// favourites, so the first client render must not either (its HTML has to match).
const serverText = () => undefined;

/**
 * This device's favourite keys ('residential:12', oldest first), kept in step with other tabs and
 * other bundles of this page; null until hydration has finished (server HTML and the first
 * client render show "unknown").
 */
export function useFavoriteKeys(): string[] | null {
  const text = useSyncExternalStore<string | undefined>(subscribeFavorites, clientText, serverText);
  return useMemo(() => (text === undefined ? null : parseFavorites(text)), [text]);
}
