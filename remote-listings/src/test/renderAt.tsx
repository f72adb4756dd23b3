import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { makeStore } from '../store/makeStore';

/** Renders `element` at `path` under the real route pattern, with a fresh store of this remote. */
export function renderAt(path: string, routePath: string, element: ReactElement) {
  const store = makeStore();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}
