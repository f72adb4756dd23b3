import { use } from 'react';
import { useStore } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useServerPage } from 'shared-ui';
import type { AppStore } from '../../store/makeStore';
import { listingPagesApi, type ListingPageArgs } from './listingsEndpoints';

const pending = new WeakMap<object, Map<string, Promise<void>>>();

/** The list's first page, then its next ones in turn, until `wanted` are loaded, the list ends or a call fails. */
async function loadPages(store: AppStore, arg: ListingPageArgs, wanted: number): Promise<void> {
  const endpoint = listingPagesApi.endpoints.getListingPages;
  if (endpoint.select(arg)(store.getState()).status === 'uninitialized')
    await store.dispatch(endpoint.initiate(arg, { subscribe: false }));
  // At most one call per missing page, whatever the answers say.
  for (let i = 1; i < wanted; i += 1) {
    const entry = endpoint.select(arg)(store.getState());
    if (entry.status !== 'fulfilled' || (entry.data?.pages.length ?? 0) >= wanted || !entry.hasNextPage) return;
    await store.dispatch(endpoint.initiate(arg, { subscribe: false, direction: 'forward' }));
  }
}

/**
 * On the server, a URL that shows more than one page ('Load more' put `pages` in it) waits
 * (Suspense) until those pages are in the request's store, so the HTML shows the same cards the
 * visitor saw and the browser adopts them with no call. In the browser it does nothing.
 *
 * Call it in a component of its own, above the screen's query hooks: React matches a retried
 * render's `use` calls to the promises of the one before by their order, and those hooks wait
 * only when their data is missing, which shifts the order.
 */
export function useServerListingPages(arg: ListingPageArgs | typeof skipToken, wanted: number): void {
  const page = useServerPage();
  const store = useStore() as AppStore;
  if (!page || arg === skipToken || wanted <= 1) return;
  let byArg = pending.get(store);
  if (!byArg) pending.set(store, (byArg = new Map()));
  const key = `${JSON.stringify(arg)}|${wanted}`;
  let loading = byArg.get(key);
  if (!loading) {
    // A failed page is a settled list (its error shows under the cards), never a thrown render.
    loading = loadPages(store, arg, wanted).catch(() => undefined);
    byArg.set(key, loading);
  }
  // On every render of this component until the pages are in.
  use(loading);
}
