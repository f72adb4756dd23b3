import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { makeStore } from '../store/makeStore';

/** Renders with a fresh store of this remote and a router at `path` (matched by `pattern`). */
export function renderWithProviders(ui: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const store = makeStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
