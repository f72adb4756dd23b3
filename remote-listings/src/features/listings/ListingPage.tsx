import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate, useParams } from 'shared-ui/router';
import { JsonLd, PageBanner, StatusMessage, PageMeta, useHttpStatus, usePageUrl, useServerRedirect } from 'shared-ui';
import {
  activeFilterCount,
  listingSearch,
  nextListingPages,
  parseListingFrom,
  parseListingPages,
  parseListingSearch,
  withSort,
} from 'contracts/listing-query';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { filterFormTarget } from './filterFormTarget';
import { FiltersDrawer } from './FiltersDrawer';
import { FiltersSidebar } from './FiltersSidebar';
import { ListingResultsView } from './ListingResultsView';
import { ListingToolbar } from './ListingToolbar';
import { listingPageArgs } from './listingsEndpoints';
import { breadcrumbJsonLd } from '../property-detail';
import { listingBanner, listingMeta } from './listingMeta';
import { placeName, resolveListingRoute, searchPath, type ListingMode } from './listingRoute';
import { replaceSearchInPlace } from './replaceSearchInPlace';
import { useListingPlaces } from './useListingPlaces';
import { useListingQuery } from './useListingQuery';
import { useListingResults } from './useListingResults';
import { useScrollMemory } from './useScrollMemory';
import { useServerListingData } from './useServerListingData';
import styles from './ListingPage.module.css';

/**
 * Property search listing and property category listing (one screen, two modes). The path names
 * the place and kind, the query string the filters, the sort and the pages shown; the server's
 * pages are shown as sent. On the server, everything the screen shows is waited for here, before
 * the screen's own query hooks run (useServerListingData says why).
 */
export default function ListingPage({ mode }: { mode: ListingMode }) {
  const { propertyType, cityname, queryLocation, builder, queryCategory } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { apiPath, kind, q, city } = resolveListingRoute(mode, {
    propertyType,
    cityname,
    queryLocation,
    builder,
    queryCategory,
  });
  // The filter form sent without JavaScript names the place as parameters: on to the listing's own
  // address (a 303 from the server, which then renders and asks for nothing here).
  const formTarget = filterFormTarget({ kind, city }, search);
  useServerRedirect(formTarget, 303);
  useEffect(() => {
    if (formTarget) void navigate(formTarget, { replace: true });
  }, [formTarget, navigate]);
  useServerListingData(
    apiPath && !formTarget
      ? listingPageArgs({ apiPath, kind, q }, parseListingSearch(search, kind), parseListingFrom(search))
      : skipToken,
    parseListingPages(search),
    city,
  );
  return formTarget ? null : <ListingScreen mode={mode} />;
}

function ListingScreen({ mode }: { mode: ListingMode }) {
  const { propertyType, cityname, queryLocation, builder, queryCategory } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = useMemo(
    () => resolveListingRoute(mode, { propertyType, cityname, queryLocation, builder, queryCategory }),
    [mode, propertyType, cityname, queryLocation, builder, queryCategory],
  );
  const { kind } = route;
  const { query, change, search, pages, from } = useListingQuery(kind);
  const listed = useListingResults(route, query, search, pages, from);
  const places = useListingPlaces(route.city);
  // 'Load more' also names the pages shown in the URL: back, reload and a shared link show them all.
  // Past the cap its link leads to the next pages on their own (every listing reachable from HTML);
  // a click with JavaScript keeps adding in place under the capped URL.
  const results = {
    ...listed,
    loadMore: () => {
      listed.loadMore();
      replaceSearchInPlace(listingSearch(query, kind, listed.pagesLoaded + 1, from));
    },
  };
  const next = nextListingPages(from, listed.pagesLoaded);
  const settled = !results.busy && !results.failed;
  useScrollMemory(!results.busy);

  const meta = listingMeta(route);
  // Nothing to list (an unknown place or category, a search or filters that match nothing, pages
  // past the list's end): the page still says its count, but answers 404 and asks not to be indexed.
  const nothingListed = route.problem !== null || (settled && results.items.length === 0);
  useHttpStatus(nothingListed ? 404 : 200);

  const place = placeName(route);
  const banner = listingBanner(route);
  const { origin } = usePageUrl();

  const panel = (
    <FilterPanel
      kind={kind}
      city={route.city}
      location={route.location}
      {...places}
      value={query}
      onChange={change}
      onCity={(c) => navigate({ pathname: searchPath(kind, c), search })}
      onLocation={(l) => navigate({ pathname: searchPath(kind, route.city, l), search })}
    />
  );

  return (
    <>
      <PageMeta {...meta} noindex={nothingListed} />
      {nothingListed ? null : <JsonLd data={breadcrumbJsonLd(banner.crumbs, `${origin}${pathname}`, origin)} />}
      {/* The h1: the spec's banner text, and what and where this page lists (each city its own). */}
      <PageBanner
        title={
          banner.subtitle ? (
            <>
              {banner.title} <span className={styles.bannerHeading}>{banner.subtitle}</span>
            </>
          ) : (
            banner.title
          )
        }
        crumbs={banner.crumbs}
      />
      <div className={styles.layout}>
        {/* The sidebar and the phones' drawer (in the toolbar) are both in the HTML (a server cannot
            know the screen's width); CSS shows one, so a phone sees no switch when the page hydrates.
            The drawer mounts its panel only while open. */}
        <FiltersSidebar action={pathname}>{panel}</FiltersSidebar>
        <section className={styles.results} aria-labelledby="listing-heading">
          <ListingToolbar
            kind={kind}
            place={place}
            q={route.q}
            sort={query.sort}
            onSort={(s) => change(withSort(query, s))}
            count={settled ? results.count : null}
            filters={
              <FiltersDrawer activeCount={activeFilterCount(query, kind)} count={results.count}>
                {panel}
              </FiltersDrawer>
            }
          />
          <FilterChips
            kind={kind}
            value={query}
            onChange={change}
            hrefFor={(next) => `${pathname}${listingSearch(next, kind)}`}
            headingId="listing-heading"
          />
          {route.problem && <StatusMessage tone="info" title="Nothing to list here" message={route.problem} />}
          <ListingResultsView
            kind={kind}
            results={results}
            moreHref={`${pathname}${listingSearch(query, kind, next.pages, next.from)}`}
            startHref={from > 1 ? `${pathname}${listingSearch(query, kind)}` : undefined}
          />
          <p className={styles.seo}>{meta.description}</p>
        </section>
      </div>
    </>
  );
}
