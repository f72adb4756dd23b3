import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import type { PropertyListItem } from 'contracts/api';
import { LISTING_PAGE_SIZE, type ListingQuery } from 'contracts/listing-query';
import type { ListingRoute } from './listingRoute';
import { listingPageArgs, useGetListingPagesInfiniteQuery, type ListingPageData } from './listingsEndpoints';
import { useSettleDelay } from './useSettleDelay';

/** Spec: a spinner for about 1 second each time the filters or the data change. */
export const LISTING_SETTLE_MS = 1000;

const NO_PAGES: readonly ListingPageData[] = [];

export interface ListingResults {
  /** The spinner: the ~1 s settle after a change, or the first page of a new query on its way. */
  busy: boolean;
  /** The first call failed: the screen shows only its error (no count, no "no match" text). */
  failed: boolean;
  /** A 'Load more' call failed: the cards stay, its error shows below them. */
  moreFailed: boolean;
  error: unknown;
  /** Every card loaded so far, as the server filtered and sorted them. */
  items: readonly PropertyListItem[];
  /** '{n} property found': the server's total while pages remain, else what was loaded. */
  count: number;
  /** The server's total of the first page ('Showing x of total'). */
  total: number;
  /** The list's position of the first card (1, or past the first pages when the URL starts later). */
  firstShown: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** How many pages are loaded ('Load more' puts the next number in the URL). */
  pagesLoaded: number;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The listing's results: the pages of the list endpoint for the route and the URL's query, as
 * the server answers them (it filters, sorts and pages; nothing is filtered here again).
 * `wantedPages` is how many pages the URL shows ('Load more' raised it): the browser loads any its
 * cache lost (back to a list after its data was dropped); the server's are loaded by the page
 * (useServerListingPages). `from` is the list's page the URL's pages start at.
 */
export function useListingResults(
  route: Pick<ListingRoute, 'apiPath' | 'problem' | 'kind' | 'q'>,
  query: ListingQuery,
  search: string,
  wantedPages = 1,
  from = 1,
): ListingResults {
  const { apiPath, kind, q } = route;
  const arg = apiPath ? listingPageArgs({ apiPath, kind, q }, query, from) : skipToken;
  const list = useGetListingPagesInfiniteQuery(arg);

  useEffect(() => {
    if (list.isError) console.error('Listing: list call failed', list.error);
  }, [list.isError, list.error]);

  // currentData: never show the previous query's cards under the new one.
  const pages = list.currentData?.pages ?? NO_PAGES;
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const total = pages[0]?.total ?? items.length;

  // The first paint of results already at hand (the server's HTML, or back to a list already
  // shown) has no spinner; the spec's ~1 s is for the changes a visitor makes.
  const settling = useSettleDelay(`${apiPath ?? route.problem}|${q}|${search}`, LISTING_SETTLE_MS, pages.length > 0);
  // The first page of a new place or query on its way (never endless: calls time out).
  const loadingNew = list.isFetching && !list.isFetchingNextPage && pages.length === 0;
  const { fetchNextPage, refetch } = list;

  const loaded = pages.length;
  const canCatchUp = loaded > 0 && loaded < wantedPages && list.hasNextPage && !list.isFetching && !list.isError;
  useEffect(() => {
    if (canCatchUp) void fetchNextPage();
  }, [canCatchUp, loaded, fetchNextPage]);

  return {
    busy: Boolean(apiPath) && (settling || loadingNew),
    failed: list.isError && pages.length === 0,
    moreFailed: list.isError && pages.length > 0,
    error: list.error,
    items,
    // Pages that start later than the first show a part of the list: its count is the total.
    count: list.hasNextPage || from > 1 ? total : items.length,
    total,
    firstShown: (from - 1) * LISTING_PAGE_SIZE + 1,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    pagesLoaded: loaded,
    loadMore: () => void fetchNextPage(),
    retry: () => void refetch(),
  };
}
