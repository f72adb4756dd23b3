import { isSlug } from 'contracts/api';

/**
 * Recently viewed listings, kept on this device in localStorage: a JSON array, newest first, one
 * entry per listing, at most MAX_RECENT. Each entry carries what its tile shows, so the home page
 * lists them without a call. What is read back is validated entry by entry: garbage, another
 * app's value or a storage that throws (private mode, quota, disabled) reads as "none", never a
 * crash, and nothing from storage reaches a link or an image URL unchecked.
 */
export const RECENT_KEY = 'site.recently-viewed';
/** Dispatched on window after this tab recorded a view (other tabs get a 'storage' event). */
export const RECENT_CHANGE_EVENT = 'site:recently-viewed-change';
export const MAX_RECENT = 6;
/** Longer text is cut: a tile shows one or two lines, and storage stays small. */
const MAX_TEXT = 160;
/** A stored value longer than this is not ours (six entries are a couple of KB). */
const MAX_STORED = 20_000;

export type RecentKind = 'residential' | 'commercial';

export interface RecentEntry {
  kind: RecentKind;
  pid: number;
  citySlug: string;
  slug: string;
  title: string;
  location: string;
  /** First photo's file name ('' for none). */
  image: string;
  /** Lakhs; null when unknown. */
  price: number | null;
  /** sqft; null when unknown. */
  area: number | null;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const FILE = /^[\w.-]+\.(?:svg|png|jpe?g|webp|gif|avif)$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : null);
const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** One stored entry, or null when any part of it is not what this module writes. */
export function toRecentEntry(value: unknown): RecentEntry | null {
  if (!isRecord(value)) return null;
  const { kind, pid, citySlug, slug } = value;
  if (kind !== 'residential' && kind !== 'commercial') return null;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid < 1) return null;
  if (typeof citySlug !== 'string' || !isSlug(citySlug) || typeof slug !== 'string' || !isSlug(slug)) return null;
  const title = text(value.title);
  const location = text(value.location);
  const image = text(value.image);
  if (!title || location === null || image === null || (image !== '' && !FILE.test(image))) return null;
  return { kind, pid, citySlug, slug, title, location, image, price: amount(value.price), area: amount(value.area) };
}

const sameListing = (a: Pick<RecentEntry, 'kind' | 'pid'>, b: Pick<RecentEntry, 'kind' | 'pid'>) =>
  a.kind === b.kind && a.pid === b.pid;

/** The stored text as entries: valid ones only, the first of any duplicate, at most MAX_RECENT. */
export function parseRecent(raw: string | null): RecentEntry[] {
  if (raw === null || raw.length > MAX_STORED) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: RecentEntry[] = [];
  for (const value of parsed) {
    const entry = toRecentEntry(value);
    if (entry && !out.some((e) => sameListing(e, entry))) out.push(entry);
    if (out.length === MAX_RECENT) break;
  }
  return out;
}

/** `entry` first, its older copy removed, the oldest dropped beyond MAX_RECENT. */
export function addRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  return [entry, ...list.filter((e) => !sameListing(e, entry))].slice(0, MAX_RECENT);
}

/** The entries without the listing being looked at. */
export function withoutListing(list: readonly RecentEntry[], kind: RecentKind, pid: number): RecentEntry[] {
  return list.filter((e) => !sameListing(e, { kind, pid }));
}

export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws where storage is disabled.
    return null;
  }
}

/** The raw stored text ('' when there is none or storage cannot be read). */
export function readRaw(storage: StorageLike | null): string {
  try {
    return storage?.getItem(RECENT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function readRecent(storage: StorageLike | null): RecentEntry[] {
  return parseRecent(readRaw(storage) || null);
}

/** Records a view (newest first); false when storage refused it. Tells this tab's readers. */
export function recordView(storage: StorageLike | null, value: unknown): boolean {
  const entry = toRecentEntry(value);
  if (!storage || !entry) return false;
  try {
    const next = addRecent(readRecent(storage), entry);
    storage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECENT_CHANGE_EVENT));
  return true;
}

/** Calls `notify` when this tab records a view or another tab changes the stored list. */
export function subscribeRecent(notify: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === RECENT_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(RECENT_CHANGE_EVENT, notify);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(RECENT_CHANGE_EVENT, notify);
  };
}

/** What a detail page knows of its listing (structurally: the detail view's fields). */
export interface ViewedListing {
  pid: number;
  name: string;
  title: string;
  citySlug: string;
  location: string;
  images: readonly string[];
  price: number | null;
  area: number | null;
}

/** The entry of a listing shown on a detail page; null when it could not be linked to again. */
export function recentEntryOf(kind: RecentKind, listing: ViewedListing, slug: string): RecentEntry | null {
  return toRecentEntry({
    kind,
    pid: listing.pid,
    citySlug: listing.citySlug,
    slug,
    title: listing.title || listing.name,
    location: listing.location,
    image: listing.images[0] ?? '',
    price: listing.price,
    area: listing.area,
  });
}
