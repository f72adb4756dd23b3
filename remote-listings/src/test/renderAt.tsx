import type { ReactElement } from 'react';
import { renderRoute } from 'shared-ui/testing';
import { makeStore } from '../store/makeStore';

/** Renders `element` at `path` under the real route pattern, with a fresh store of this remote. */
export function renderAt(path: string, routePath: string, element: ReactElement) {
  return renderRoute(element, { store: makeStore(), url: path, routePath });
}
