import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { ListingKind } from '../listing-card';
import { filtersReducer, replaceFilters, type FiltersAction } from './filtersSlice';
import { parseListingQuery, sameQuery, serializeListingQuery, type ListingQueryState } from './urlQuery';

/**
 * Filters and sort kept in step between the URL and the Redux slice. The URL is the source
 * (links, bookmarks, back button): it is copied into the slice whenever it changes. A visitor's
 * change goes through the slice's reducer first and is then pushed as a new history entry; until
 * the router has caught up, the slice is trusted, so a ticked box never flickers back.
 */
export function useListingFilters(kind: ListingKind) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const slice = useAppSelector((s) => s.listingFilters);
  const fromUrl = useMemo(() => parseListingQuery(search, kind), [search, kind]);
  const inStep = slice.kind === kind && sameQuery(slice, fromUrl, kind);
  /** The query string a visitor's change is navigating to, until the URL shows it. */
  const pending = useRef<string | null>(null);
  const sliceSearch = serializeListingQuery(slice, kind);
  const awaitingUrl = pending.current !== null && slice.kind === kind && pending.current === sliceSearch;

  useLayoutEffect(() => {
    if (inStep) pending.current = null;
    else if (!awaitingUrl) dispatch(replaceFilters({ kind, ...fromUrl }));
  }, [inStep, awaitingUrl, kind, fromUrl, dispatch]);

  const state: ListingQueryState = inStep || awaitingUrl ? { filters: slice.filters, sort: slice.sort } : fromUrl;

  const change = useCallback(
    (action: FiltersAction) => {
      const next = filtersReducer({ kind, ...state }, action);
      const nextSearch = serializeListingQuery(next, kind);
      pending.current = nextSearch;
      dispatch(replaceFilters(next));
      navigate({ search: nextSearch });
    },
    [kind, state, dispatch, navigate],
  );

  return { state, change, search: serializeListingQuery(state, kind) };
}
