import type { ReactElement } from 'react';
import { renderRoute } from 'shared-ui/testing';
import { makeStore } from '../store/makeStore';

/** Renders with a fresh store of this remote and a router at `path` (matched by `pattern`). */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  return renderRoute(ui, { store: makeStore(), url: path, routePath: pattern });
}
