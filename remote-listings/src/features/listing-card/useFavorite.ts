import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, favoriteKey, isFavorite, subscribeFavorites, toggleFavorite } from 'shared-ui';
import type { ListingKind } from './cardModel';

/**
 * Whether this listing is a favourite on this device, and a toggle that reports a refused write.
 * Every reader on the page (this button, the header's count, the shortlist) hears a change made
 * here; other tabs' changes arrive as 'storage' events (subscribeFavorites).
 */
export function useFavorite(kind: ListingKind, pid: number): { favorite: boolean; toggle: () => boolean | null } {
  const key = favoriteKey(kind, pid);
  const favorite = useSyncExternalStore(
    subscribeFavorites,
    () => isFavorite(browserStorage(), key),
    () => false,
  );
  const toggle = useCallback(() => toggleFavorite(browserStorage(), key), [key]);
  return { favorite, toggle };
}
