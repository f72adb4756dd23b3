import type { RouteObject } from 'shared-ui/router';
import { SEGMENT_OWNERS } from 'shared-ui';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../features/home/HomePage';
import { RouteErrorScreen, NotFoundScreen } from './RouteErrorScreen';
import { RemoteScreen } from '../federation/RemoteScreen';

/**
 * The shell maps only first path segments to their remotes; each remote routes the rest of the
 * path itself, so a remote team can add or change a screen without a shell release.
 */
export function siteRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootLayout><RouteErrorScreen /></RootLayout>,
      hydrateFallbackElement: <div />,
      children: [
        {
          // Pathless: routing errors render inside the header and footer.
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <HomePage /> },
            ...Object.entries(SEGMENT_OWNERS).map(([segment, remote]) => ({
              path: `${segment}/*`,
              element: <RemoteScreen key={segment} remote={remote} segment={segment} />,
            })),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
