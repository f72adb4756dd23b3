export { RecentlyViewed, RECENT_TITLE } from './RecentlyViewed';
export { useRecentlyViewed, useRecordView } from './useRecentlyViewed';
export {
  MAX_RECENT,
  RECENT_CHANGE_EVENT,
  RECENT_KEY,
  parseRecent,
  recentEntryOf,
  type ViewedListing,
  type RecentEntry,
  type RecentKind,
} from './recentlyViewed';
