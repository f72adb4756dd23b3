import type { StaffArea } from 'contracts/api';

export const AREA_TITLES: Readonly<Record<StaffArea, string>> = {
  leads: 'Leads',
  listings: 'Listings',
  posts: 'Blog posts',
  accounts: 'Staff accounts',
};

/**
 * The areas this build has screens for, in the order of the menu; /staff opens the first one the
 * role may open. (The API's routes come first; an area joins here with its screens.)
 */
export const STAFF_SCREENS: readonly StaffArea[] = ['leads', 'listings', 'posts', 'accounts'];
