import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import type { RemoteName, RemoteSegment } from 'contracts/registry';
import { NotFoundScreen } from '../components/NotFoundScreen';
import { Spinner } from '../components/Spinner';

/** The props of a remote's `./routes` module: the first path segment the shell mounted it under. */
export interface RemoteRoutesProps {
  segment: string;
}

/** One screen under a segment. */
export interface RemoteRoute {
  /** Relative to the segment ('best-property', ':slug', ':city/:location/:category'); none: the segment itself. */
  path?: string;
  /** The screen, usually a `lazy()` component: shown inside a Suspense boundary with a spinner. */
  element: ReactNode;
  /** Rendered beside (outside) that boundary: starts the screen's API calls while its code downloads. */
  data?: ReactNode;
}

/** Each segment the registry gives remote R → its screens; a missing or foreign segment fails the type check. */
export type RemoteRouteTable<R extends RemoteName> = { readonly [S in RemoteSegment<R>]: readonly RemoteRoute[] };

const notFound = <NotFoundScreen />;

/**
 * A remote's `./routes` module: the shell mounts it under `/<segment>/*` and it routes the rest of
 * the path with its own `<Routes>`, inside the remote's root (its store and marks). A path no
 * screen matches, or a segment the remote does not own, is the site's 404 screen.
 */
export function defineRemoteRoutes<R extends RemoteName>(
  remote: R,
  Root: ComponentType<{ children: ReactNode }>,
  table: RemoteRouteTable<R>,
): ComponentType<RemoteRoutesProps> {
  const routesOf = (segment: string): readonly RemoteRoute[] =>
    Object.hasOwn(table, segment) ? table[segment as RemoteSegment<R>] : [];
  function RemoteRoutes({ segment }: RemoteRoutesProps) {
    return (
      <Root>
        <Routes>
          {routesOf(segment).map(({ path, element, data }) => {
            const screen = (
              <>
                {data}
                <Suspense fallback={<Spinner label="Loading page…" />}>{element}</Suspense>
              </>
            );
            return path ? <Route key={path} path={path} element={screen} /> : <Route key="" index element={screen} />;
          })}
          <Route path="*" element={notFound} />
        </Routes>
      </Root>
    );
  }
  RemoteRoutes.displayName = `RemoteRoutes(${remote})`;
  return RemoteRoutes;
}
