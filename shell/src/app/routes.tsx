import { Route, Routes, useLocation } from 'shared-ui/router';
import { SEGMENT_OWNERS } from 'contracts/registry';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundScreen } from './RouteErrorScreen';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { RemoteScreen } from '../federation/RemoteScreen';

/**
 * The shell maps only first path segments to their remotes (the registry, contracts/registry); each
 * remote routes the rest of the path itself, so a remote team can add or change a screen under its
 * segments without a shell release.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  return (
    <RootLayout>
      {/* A screen that throws is replaced by the error screen, inside the header and footer. */}
      <ScreenErrorBoundary pathname={pathname}>
        <Routes>
          <Route index element={<HomePage />} />
          {[...SEGMENT_OWNERS].map(([segment, remote]) => (
            <Route
              key={segment}
              path={`${segment}/*`}
              element={<RemoteScreen key={segment} remote={remote} segment={segment} />}
            />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </ScreenErrorBoundary>
    </RootLayout>
  );
}
