import { render } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '../../router';

export interface RouteRenderOptions {
  /** A fresh store of the app under test (each remote owns its store). */
  store: Store;
  /** Where the router starts. */
  url?: string;
  /** The route pattern `element` is mounted under ('/blog/:slug'); any other path shows 'Elsewhere'. */
  routePath?: string;
  /** Rendered inside the router beside the routes (a probe that reads the location). */
  beside?: ReactNode;
}

/** Renders a screen as its app mounts it: the app's store, a router at `url`, the real route pattern. */
export function renderRoute(element: ReactElement, { store, url = '/', routePath = '*', beside }: RouteRenderOptions) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={routePath} element={element} />
          {routePath !== '*' && <Route path="*" element={<p>Elsewhere</p>} />}
        </Routes>
        {beside}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}
