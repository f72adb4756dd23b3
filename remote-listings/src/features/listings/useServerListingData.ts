import { use } from 'react';
import { useStore } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useServerPage } from 'shared-ui';
import type { AppStore } from '../../store/makeStore';
import { listingPagesApi, type ListingPageArgs } from './listingsEndpoints';

const pending = new WeakMap<object, Map<string, Promise<unknown>>>();
const { getListingPages, getCities, getLocations } = listingPagesApi.endpoints;

/** The list's first page, then its next ones in turn, until `wanted` are loaded, the list ends or a call fails. */
async function loadPages(store: AppStore, arg: ListingPageArgs, wanted: number): Promise<void> {
  if (getListingPages.select(arg)(store.getState()).status === 'uninitialized')
    await store.dispatch(getListingPages.initiate(arg, { subscribe: false }));
  // At most one call per missing page, whatever the answers say.
  for (let i = 1; i < wanted; i += 1) {
    const entry = getListingPages.select(arg)(store.getState());
    if (entry.status !== 'fulfilled' || (entry.data?.pages.length ?? 0) >= wanted || !entry.hasNextPage) return;
    await store.dispatch(getListingPages.initiate(arg, { subscribe: false, direction: 'forward' }));
  }
}

/** Everything the screen shows, asked at once: the list's pages, the cities and the city's locations. */
async function loadAll(store: AppStore, arg: ListingPageArgs | typeof skipToken, wanted: number, city: string) {
  await Promise.all([
    arg === skipToken ? null : loadPages(store, arg, wanted),
    getCities.select()(store.getState()).status === 'uninitialized'
      ? store.dispatch(getCities.initiate(undefined, { subscribe: false }))
      : null,
    city && getLocations.select(city)(store.getState()).status === 'uninitialized'
      ? store.dispatch(getLocations.initiate(city, { subscribe: false }))
      : null,
  ]);
}

/**
 * On the server, waits (Suspense) until everything the listing screen shows is in the request's
 * store: the list with as many pages as the URL shows ('Load more' put `pages` in it), the cities
 * and the city's locations. The HTML then shows the cards the visitor saw and the browser adopts
 * them with no call. In the browser it does nothing.
 *
 * One `use`, in a component of its own above the screen: React matches a retried render's `use`
 * calls to the previous render's promises by their order, and the screen's query hooks wait only
 * for what is missing, which shifts that order (a later wait would take an earlier one's answer
 * and render without its data). With everything here, the screen's hooks never wait.
 */
export function useServerListingData(arg: ListingPageArgs | typeof skipToken, wanted: number, city: string): void {
  const page = useServerPage();
  const store = useStore() as AppStore;
  if (!page) return;
  let byStore = pending.get(store);
  if (!byStore) pending.set(store, (byStore = new Map()));
  const key = `${JSON.stringify(arg)}|${wanted}|${city}`;
  let loading = byStore.get(key);
  if (!loading) {
    // A failed call is a settled query (the screen shows its error state), never a thrown render.
    loading = loadAll(store, arg, wanted, city).catch(() => undefined);
    byStore.set(key, loading);
  }
  use(loading);
}
