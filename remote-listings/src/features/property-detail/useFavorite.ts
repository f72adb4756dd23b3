import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, FAVORITES_KEY, favoriteKey, isFavorite, toggleFavorite } from './favorites';
import type { PropertyKind } from './parseDetail';

// Every favourite button on the page re-reads after a change here; other tabs tell us through
// the 'storage' event.
const listeners = new Set<() => void>();

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === FAVORITES_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this listing is a favourite on this device, and a toggle that reports a refused write. */
export function useFavorite(kind: PropertyKind, pid: number): { favorite: boolean; toggle: () => boolean | null } {
  const key = favoriteKey(kind, pid);
  const favorite = useSyncExternalStore(
    subscribe,
    () => isFavorite(browserStorage(), key),
    () => false,
  );
  const toggle = useCallback(() => {
    const result = toggleFavorite(browserStorage(), key);
    listeners.forEach((l) => l());
    return result;
  }, [key]);
  return { favorite, toggle };
}
