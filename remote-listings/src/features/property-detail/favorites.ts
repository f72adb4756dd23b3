import type { PropertyKind } from './parseDetail';

/**
 * Favourite listings, kept on this device in localStorage as a JSON array of keys such as
 * 'residential:12'. What is read back is validated: garbage, another app's value or a storage
 * that throws (private mode, quota, disabled) reads as "no favourites", never a crash.
 */
export const FAVORITES_KEY = 'site.favorites';
const ENTRY = /^(residential|commercial):[1-9]\d{0,14}$/;
/** Enough for any visitor; stops a runaway value from growing without bound. */
export const MAX_FAVORITES = 500;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function favoriteKey(kind: PropertyKind, pid: number): string {
  return `${kind}:${pid}`;
}

export function readFavorites(storage: StorageLike | null | undefined): string[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(FAVORITES_KEY);
  } catch {
    return [];
  }
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

export function isFavorite(storage: StorageLike | null | undefined, key: string): boolean {
  return readFavorites(storage).includes(key);
}

/** Adds or removes the key; returns the new state, or null when the storage refused the write. */
export function toggleFavorite(storage: StorageLike | null | undefined, key: string): boolean | null {
  if (!storage || !ENTRY.test(key)) return null;
  const current = readFavorites(storage);
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key].slice(-MAX_FAVORITES);
  try {
    storage.setItem(FAVORITES_KEY, JSON.stringify(next));
  } catch {
    return null;
  }
  return next.includes(key);
}

/** window.localStorage, or null where reading it throws (some privacy settings do). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
