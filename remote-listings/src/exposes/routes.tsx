import { lazy, Suspense } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { ErrorScreen, Spinner, type RemoteRoutesProps } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';
import { DetailDataPrefetch } from '../features/property-detail/DetailDataPrefetch';

// Each screen is its own chunk: a visitor downloads only the screen they open.
const ListingPage = lazy(() => import('../features/listings/ListingPage'));
const CuratedListPage = lazy(() => import('../features/curated/CuratedListPage'));
const ResidentialDetailPage = lazy(() => import('../features/property-detail/ResidentialDetailPage'));
const CommercialDetailPage = lazy(() => import('../features/property-detail/CommercialDetailPage'));

const notFound = <ErrorScreen message="404 Not Found" />;

/** Screens for the first path segment the shell mounted this remote under. */
function SegmentRoutes({ segment }: RemoteRoutesProps) {
  switch (segment) {
    case 'search-property':
      return (
        <Routes>
          <Route path=":propertyType/:cityname/:queryLocation/:builder" element={<ListingPage mode="search" />} />
          <Route path="*" element={notFound} />
        </Routes>
      );
    case 'project-listing':
      return (
        <Routes>
          <Route index element={<ListingPage mode="search" />} />
          <Route path="*" element={notFound} />
        </Routes>
      );
    case 'property':
      return (
        <Routes>
          <Route path="best-property" element={<CuratedListPage list="best-property" />} />
          <Route path="genuine-deal" element={<CuratedListPage list="genuine-deal" />} />
          <Route path="exclusive-deal" element={<CuratedListPage list="exclusive-deal" />} />
          <Route path=":cityname/:queryLocation/:queryCategory" element={<ListingPage mode="category" />} />
          <Route path="*" element={notFound} />
        </Routes>
      );
    case 'residential':
      return (
        <Routes>
          <Route path=":queryLocation/:propertyName/:pid" element={<ResidentialDetailPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      );
    case 'commercial':
      return (
        <Routes>
          <Route path=":queryLocation/:propertyName/:pid" element={<CommercialDetailPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      );
    default:
      return notFound;
  }
}

/** Data a screen needs, requested beside its Suspense boundary while its code downloads. */
function SegmentData({ segment }: RemoteRoutesProps) {
  if (segment !== 'residential' && segment !== 'commercial') return null;
  return (
    <Routes>
      <Route path=":queryLocation/:propertyName/:pid" element={<DetailDataPrefetch kind={segment} />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

export default function ListingsRoutes(props: RemoteRoutesProps) {
  return (
    <RemoteRoot>
      <SegmentData {...props} />
      <Suspense fallback={<Spinner label="Loading page…" />}>
        <SegmentRoutes {...props} />
      </Suspense>
    </RemoteRoot>
  );
}
