import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'shared-ui/router';
import { describeApiError, Dialog, PageBanner, Spinner, StatusMessage, useDocumentMeta, useIsMobile, type Crumb } from 'shared-ui';
import { cardFromListItem, ListingCard } from '../listing-card';
import { FilterPanel } from './FilterPanel';
import { filterListings, sortListings } from './filterListings';
import { SORT_OPTIONS, GROUPS_FOR, type SortId } from './filterOptions';
import { setSort } from './filtersSlice';
import { kindLabel, listingMeta } from './listingMeta';
import { placeName, resolveListingRoute, searchPath, type ListingMode } from './listingRoute';
import { useGetCitiesQuery, useGetListingPagesInfiniteQuery, useGetLocationsQuery } from './listingsEndpoints';
import { apiListingParams } from './urlQuery';
import { useListingFilters } from './useListingFilters';
import { useSettleDelay } from './useSettleDelay';
import styles from './ListingPage.module.css';

/** Spec: a spinner for about 1 second each time the filters or the data change. */
export const LISTING_SETTLE_MS = 1000;
/** Cards in the first row load their image at once (likely LCP). */
const ABOVE_FOLD = 3;

/** Property search listing and property category listing (one screen, two modes). */
export default function ListingPage({ mode }: { mode: ListingMode }) {
  const params = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { propertyType, cityname, queryLocation, builder, queryCategory } = params;
  const route = useMemo(
    () => resolveListingRoute(mode, { propertyType, cityname, queryLocation, builder, queryCategory }),
    [mode, propertyType, cityname, queryLocation, builder, queryCategory],
  );
  const { kind } = route;
  const { state, change, search } = useListingFilters(kind);

  const args = route.apiPath ? { apiPath: route.apiPath, params: apiListingParams(state, kind, { q: route.q, page: 1, pageSize: 1 }) } : skipToken;
  const list = useGetListingPagesInfiniteQuery(args);
  const cities = useGetCitiesQuery();
  const locations = useGetLocationsQuery(route.city || skipToken);

  useEffect(() => {
    if (list.isError) console.error('Listing: list call failed', list.error);
    if (cities.isError) console.error('Listing: GET /api/cities failed', cities.error);
    if (locations.isError) console.error('Listing: GET /api/search_city failed', locations.error);
  }, [list.isError, list.error, cities.isError, cities.error, locations.isError, locations.error]);

  // currentData: never show the previous filter set's cards under the new filters.
  const pages = list.currentData?.pages ?? [];
  const loaded = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const shown = useMemo(() => sortListings(filterListings(loaded, state.filters), state.sort), [loaded, state.filters, state.sort]);
  // The server's total covers every page; once every page is here, the filtered count is exact.
  const count = list.hasNextPage ? (pages[0]?.total ?? shown.length) : shown.length;

  const settling = useSettleDelay(`${route.apiPath ?? route.problem}|${route.q}|${search}`, LISTING_SETTLE_MS);
  // Fetching the first page of a new place or filter set (never an endless spinner: calls time out).
  const loadingNew = list.isFetching && !list.isFetchingNextPage && pages.length === 0;
  const busy = Boolean(route.apiPath) && (settling || loadingNew);

  const meta = listingMeta(route);
  useDocumentMeta(meta);

  const place = placeName(route);
  const crumbs: Crumb[] =
    mode === 'search'
      ? [{ label: 'Home', to: '/' }, { label: 'Property Listing', to: '/project-listing' }, { label: place || 'Unknown city' }]
      : [{ label: 'Home', to: '/' }, { label: kindLabel(kind), to: `/property/${route.city || 'noida'}/all/${kind}` }, { label: place || 'Unknown city' }];
  const bannerTitle = mode === 'search' ? 'PROJECT LISTING' : kindLabel(kind).toUpperCase();

  const activeCount = GROUPS_FOR[kind].reduce((n, g) => n + state.filters[g].length, 0) + (state.filters.type ? 1 : 0);
  const panel = (
    <FilterPanel
      kind={kind}
      city={route.city}
      location={route.location}
      cities={cities.data ?? []}
      locations={locations.data ?? []}
      placesError={cities.isError || locations.isError ? 'Cities and locations could not be loaded right now.' : undefined}
      value={state}
      onAction={change}
      onCity={(c) => navigate({ pathname: searchPath(kind, c), search })}
      onLocation={(l) => navigate({ pathname: searchPath(kind, route.city, l), search })}
    />
  );

  const listError = list.isError && pages.length === 0;
  return (
    <>
      <PageBanner title={bannerTitle} crumbs={crumbs} />
      <div className={styles.layout}>
        {isMobile ? (
          <>
            <button type="button" className={styles.filtersButton} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </button>
            <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} label="Filters" variant="side">
              <div className={styles.drawer}>
                <div className={styles.drawerHead}>
                  <h2 className={styles.drawerTitle}>Filters</h2>
                  <button type="button" className={styles.close} onClick={() => setDrawerOpen(false)} aria-label="Close filters">×</button>
                </div>
                {panel}
                <button type="button" className={styles.apply} onClick={() => setDrawerOpen(false)}>
                  Show {count} {count === 1 ? 'property' : 'properties'}
                </button>
              </div>
            </Dialog>
          </>
        ) : (
          <aside className={styles.sidebar} aria-label="Filters">
            <h2 className={styles.sideTitle}>Filters</h2>
            {panel}
          </aside>
        )}
        <section className={styles.results} aria-labelledby="listing-heading">
          <div className={styles.toolbar}>
            <h2 id="listing-heading" className={styles.heading}>
              {kindLabel(kind)}
              {place ? ` in ${place}` : ''}
              {route.q ? ` · '${route.q.replace(/-/g, ' ')}'` : ''}
            </h2>
            <div className={styles.sort}>
              <label htmlFor="listing-sort">Sort by</label>
              <select id="listing-sort" className={styles.sortSelect} value={state.sort || 'newest'} onChange={(e) => change(setSort(e.target.value as SortId))}>
                {SORT_OPTIONS.map((o) => (
                  <option key={o.id} value={o.id}>{o.label}</option>
                ))}
              </select>
            </div>
          </div>
          {route.problem && <StatusMessage tone="info" title="Nothing to list here" message={route.problem} />}
          {listError && <StatusMessage message={describeApiError(list.error)} onRetry={() => void list.refetch()} />}
          {/* The body keeps a screen's height so the SEO text below never jumps as cards arrive (CLS). */}
          <div className={styles.body}>
            {/* A failed first call shows only its message above: no count, no "no match" text. */}
            {busy ? (
              <Spinner label="Loading properties…" />
            ) : listError ? null : (
              <>
                <p className={styles.count} role="status">{count} property found</p>
                {shown.length === 0 ? (
                  <p className={styles.empty}>No more project matching your criteria</p>
                ) : (
                  <ul className={styles.grid}>
                    {shown.map((item, i) => (
                      <li key={`${item.p_id}-${i}`}>
                        <ListingCard listing={cardFromListItem(item)} kind={kind} aboveFold={i < ABOVE_FOLD} />
                      </li>
                    ))}
                  </ul>
                )}
                {list.hasNextPage && (
                  <div className={styles.more}>
                    <button type="button" className={styles.moreButton} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                      {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
                    </button>
                    <p className={styles.progress}>Showing {loaded.length} of {pages[0]?.total ?? loaded.length}</p>
                  </div>
                )}
                {list.isError && pages.length > 0 && <StatusMessage message={describeApiError(list.error)} onRetry={() => void list.fetchNextPage()} />}
              </>
            )}
          </div>
          <p className={styles.seo}>{meta.description}</p>
        </section>
      </div>
    </>
  );
}
