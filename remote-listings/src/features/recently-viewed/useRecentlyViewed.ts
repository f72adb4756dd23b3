import { useEffect, useSyncExternalStore } from 'react';
import { browserStorage, parseRecent, readRaw, recordView, subscribeRecent, type RecentEntry } from './recentlyViewed';

const NONE: readonly RecentEntry[] = [];

// The snapshot must be the same array while the stored text is the same (useSyncExternalStore).
let lastRaw = '';
let lastList: readonly RecentEntry[] = NONE;
function snapshot(): readonly RecentEntry[] {
  const raw = readRaw(browserStorage());
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = raw ? parseRecent(raw) : NONE;
  }
  return lastList;
}

/**
 * The recently viewed listings. The server, and the browser while it hydrates the server's HTML,
 * see none (storage is the browser's alone: the first render must match the server's); the list
 * comes right after, and follows views recorded in this tab or in another.
 */
export function useRecentlyViewed(): readonly RecentEntry[] {
  return useSyncExternalStore(subscribeRecent, snapshot, () => NONE);
}

/** Records a view of `entry` once it is shown (an effect: never during a render, never on the server). */
export function useRecordView(entry: RecentEntry | null): void {
  const key = entry ? JSON.stringify(entry) : '';
  useEffect(() => {
    if (key) recordView(browserStorage(), JSON.parse(key) as unknown);
  }, [key]);
}
