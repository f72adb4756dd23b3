/**
 * Favourite listings ("the shortlist"), kept on this device in localStorage as a JSON array of
 * keys such as 'residential:12', newest last. The one place that names the storage key and the
 * change event: the detail page's Favorite button, the shortlist page (remote-listings) and the
 * header's count (shell) are separate bundles, so they meet only through storage and a window
 * event. What is read back is validated: garbage, another app's value or a storage that throws
 * (private mode, quota, disabled) reads as "no favourites", never a crash.
 */
export const FAVORITES_KEY = 'site.favorites';
/** Dispatched on window after this tab changed the favourites (other tabs get a 'storage' event). */
export const FAVORITES_CHANGE_EVENT = 'site:favorites-change';
/** Enough for any visitor; stops a runaway value from growing without bound. */
export const MAX_FAVORITES = 500;

export type FavoriteKind = 'residential' | 'commercial';
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const ENTRY = /^(residential|commercial):([1-9]\d{0,14})$/;

export function favoriteKey(kind: FavoriteKind, pid: number): string {
  return `${kind}:${pid}`;
}

/** 'commercial:12' → { kind: 'commercial', id: 12 }; null for anything else. */
export function parseFavoriteKey(key: string): { kind: FavoriteKind; id: number } | null {
  const m = ENTRY.exec(key);
  return m ? { kind: m[1] as FavoriteKind, id: Number(m[2]) } : null;
}

/** The favourites in a stored text (null: none stored), valid and unique, oldest first. */
export function parseFavorites(raw: string | null): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const valid = parsed.filter((v): v is string => typeof v === 'string' && ENTRY.test(v));
  return [...new Set(valid)].slice(-MAX_FAVORITES);
}

/** The stored text, or null when there is none or the storage cannot be read. */
export function readFavoritesText(storage: StorageLike | null | undefined): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(FAVORITES_KEY);
  } catch {
    return null;
  }
}

export function readFavorites(storage: StorageLike | null | undefined): string[] {
  return parseFavorites(readFavoritesText(storage));
}

export function isFavorite(storage: StorageLike | null | undefined, key: string): boolean {
  return readFavorites(storage).includes(key);
}

function write(storage: StorageLike, next: string[]): boolean {
  try {
    storage.setItem(FAVORITES_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  notifyFavoritesChanged();
  return true;
}

/** Adds or removes the key; returns the new state, or null when the storage refused the write. */
export function toggleFavorite(storage: StorageLike | null | undefined, key: string): boolean | null {
  if (!storage || !ENTRY.test(key)) return null;
  const current = readFavorites(storage);
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key].slice(-MAX_FAVORITES);
  return write(storage, next) ? next.includes(key) : null;
}

/** Removes every favourite of these listing ids (whatever kind it was saved as); false when refused. */
export function removeFavorites(storage: StorageLike | null | undefined, ids: readonly number[]): boolean {
  if (!storage) return false;
  const current = readFavorites(storage);
  const next = current.filter((k) => !ids.includes(parseFavoriteKey(k)?.id ?? -1));
  if (next.length === current.length) return true;
  return write(storage, next);
}

/** window.localStorage, or null where reading it throws (some privacy settings do). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Tells every part of this page (any bundle) that the favourites changed. */
export function notifyFavoritesChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(FAVORITES_CHANGE_EVENT));
}

/** Calls `notify` when the favourites change in this tab or another; returns the unsubscribe. */
export function subscribeFavorites(notify: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (e.key === null || e.key === FAVORITES_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(FAVORITES_CHANGE_EVENT, notify);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(FAVORITES_CHANGE_EVENT, notify);
  };
}
