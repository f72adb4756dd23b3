import type { ReactElement } from 'react';
import { useLocation } from 'shared-ui/router';
import { renderRoute, TEST_API_ORIGIN } from 'shared-ui/testing';
import { setRuntimeConfig, type RuntimeConfig } from 'shared-ui';
import { makeStore } from '../store/makeStore';

/** Shows the current location so tests can read what the page wrote to the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

/** Renders a page at `url` (matched by `routePath`, default the URL's path) with a fresh store of this remote and a router. */
export function renderPage(page: ReactElement, url = '/', routePath = url.split('?')[0] ?? '/') {
  return renderRoute(page, { store: makeStore(), url, routePath, beside: <LocationProbe /> });
}

/** Absolute API base: Node's Request (used by RTK Query in jsdom) rejects relative URLs. */
export function useTestApiBase() {
  // Only apiBaseUrl is read by the code under test; the rest of the config is irrelevant here.
  setRuntimeConfig({ apiBaseUrl: TEST_API_ORIGIN, remotes: {} } as unknown as RuntimeConfig);
}
