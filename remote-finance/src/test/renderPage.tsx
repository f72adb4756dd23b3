import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { setRuntimeConfig, type RuntimeConfig } from 'shared-ui';
import { makeStore } from '../store/makeStore';

/** Shows the current location so tests can read what the page wrote to the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

/** Renders a page at `url` with a fresh store of this remote and a router. */
export function renderPage(page: ReactElement, url = '/') {
  const store = makeStore();
  const path = url.split('?')[0] ?? '/';
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

/** Absolute API base: Node's Request (used by RTK Query in jsdom) rejects relative URLs. */
export function useTestApiBase() {
  // Only apiBaseUrl is read by the code under test; the rest of the config is irrelevant here.
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} } as unknown as RuntimeConfig);
}
