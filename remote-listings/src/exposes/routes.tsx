import { lazy } from 'react';
import { defineRemoteRoutes } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';
import { DetailDataPrefetch } from '../features/property-detail/DetailDataPrefetch';
import { SimilarPrefetch } from '../features/similar-properties/SimilarPrefetch';

// Each screen is its own chunk: a visitor downloads only the screen they open.
const ListingPage = lazy(() => import('../features/listings/ListingPage'));
const CuratedListPage = lazy(() => import('../features/curated/CuratedListPage'));
const ResidentialDetailPage = lazy(() => import('../features/property-detail/ResidentialDetailPage'));
const CommercialDetailPage = lazy(() => import('../features/property-detail/CommercialDetailPage'));
const SearchRedirectPage = lazy(() => import('../features/home/SearchRedirectPage'));
const ShortlistPage = lazy(() => import('../features/shortlist/ShortlistPage'));
const ComparePage = lazy(() => import('../features/compare/ComparePage'));

const DETAIL = ':queryLocation/:propertyName/:pid';

/** A detail page's calls, started side by side (siblings: the server awaits them together). */
const detailData = (kind: 'residential' | 'commercial') => (
  <>
    <DetailDataPrefetch kind={kind} />
    <SimilarPrefetch kind={kind} />
  </>
);

/** This remote's screens per segment; a detail page's data is requested while its code loads. */
export default defineRemoteRoutes('listings', RemoteRoot, {
  'search-property': [
    // The home search sent as a plain GET form (no JavaScript): redirected to its listing URL.
    { element: <SearchRedirectPage /> },
    { path: ':propertyType/:cityname/:queryLocation/:builder', element: <ListingPage mode="search" /> },
  ],
  'project-listing': [{ element: <ListingPage mode="search" /> }],
  property: [
    { path: 'best-property', element: <CuratedListPage list="best-property" /> },
    { path: 'genuine-deal', element: <CuratedListPage list="genuine-deal" /> },
    { path: 'exclusive-deal', element: <CuratedListPage list="exclusive-deal" /> },
    { path: ':cityname/:queryLocation/:queryCategory', element: <ListingPage mode="category" /> },
  ],
  residential: [{ path: DETAIL, element: <ResidentialDetailPage />, data: detailData('residential') }],
  commercial: [{ path: DETAIL, element: <CommercialDetailPage />, data: detailData('commercial') }],
  shortlist: [{ element: <ShortlistPage /> }],
  compare: [{ element: <ComparePage /> }],
});
