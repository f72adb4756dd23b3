import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'shared-ui/router';
import { createServerPage, ServerPageContext } from 'shared-ui';
import { makeStore } from '../store/makeStore';

/** A page as the site server renders it at `path`: its HTML, the redirect it asked for, and the store state the browser starts from. */
export function serverRender(screen: ReactElement, path: string) {
  const store = makeStore();
  const page = createServerPage(new URL(path, 'https://www.example.in'));
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      </Provider>
    </ServerPageContext.Provider>,
  );
  return { html, state: store.getState(), redirect: page.redirect };
}

/** Every `tag` element's attributes in `html`, in document order. */
export const tagsIn = (html: string, tag: string): Record<string, string>[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attrs]) =>
    Object.fromEntries([...(attrs ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? ''])),
  );

/** The text of the element with `data-testid="id"`. */
export const testIdText = (html: string, id: string): string | undefined =>
  new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
