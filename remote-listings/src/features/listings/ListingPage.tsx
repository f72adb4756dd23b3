import { useMemo } from 'react';
import { useNavigate, useParams } from 'shared-ui/router';
import { PageBanner, StatusMessage, PageMeta } from 'shared-ui';
import { activeFilterCount, withSort } from 'contracts/listing-query';
import { FilterPanel } from './FilterPanel';
import { FiltersDrawer } from './FiltersDrawer';
import { FiltersSidebar } from './FiltersSidebar';
import { ListingResultsView } from './ListingResultsView';
import { ListingToolbar } from './ListingToolbar';
import { listingBanner, listingMeta } from './listingMeta';
import { placeName, resolveListingRoute, searchPath, type ListingMode } from './listingRoute';
import { useListingPlaces } from './useListingPlaces';
import { useListingQuery } from './useListingQuery';
import { useListingResults } from './useListingResults';
import styles from './ListingPage.module.css';

/**
 * Property search listing and property category listing (one screen, two modes). The path names
 * the place and kind, the query string the filters and sort; the server's pages are shown as sent.
 */
export default function ListingPage({ mode }: { mode: ListingMode }) {
  const { propertyType, cityname, queryLocation, builder, queryCategory } = useParams();
  const navigate = useNavigate();
  const route = useMemo(
    () => resolveListingRoute(mode, { propertyType, cityname, queryLocation, builder, queryCategory }),
    [mode, propertyType, cityname, queryLocation, builder, queryCategory],
  );
  const { kind } = route;
  const { query, change, search } = useListingQuery(kind);
  const results = useListingResults(route, query, search);
  const places = useListingPlaces(route.city);

  const meta = listingMeta(route);

  const place = placeName(route);
  const banner = listingBanner(route);

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
      <PageMeta {...meta} />
      <PageBanner title={banner.title} crumbs={banner.crumbs} />
      <div className={styles.layout}>
        {/* Both are in the HTML (a server cannot know the screen's width); CSS shows one, so a phone
            sees no switch when the page hydrates. The drawer mounts its panel only while open. */}
        <div className={styles.drawerOnly}>
          <FiltersDrawer activeCount={activeFilterCount(query, kind)} count={results.count}>
            {panel}
          </FiltersDrawer>
        </div>
        <FiltersSidebar>{panel}</FiltersSidebar>
        <section className={styles.results} aria-labelledby="listing-heading">
          <ListingToolbar
            kind={kind}
            place={place}
            q={route.q}
            sort={query.sort}
            onSort={(s) => change(withSort(query, s))}
          />
          {route.problem && <StatusMessage tone="info" title="Nothing to list here" message={route.problem} />}
          <ListingResultsView kind={kind} results={results} />
          <p className={styles.seo}>{meta.description}</p>
        </section>
      </div>
    </>
  );
}
