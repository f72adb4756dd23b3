import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderOnServer } from 'shared-ui/testing';
import { makeStore } from '../store/makeStore';

/** A page as the site server renders it at `path`: its HTML, the redirect it asked for, and the store state the browser starts from. */
export function serverRender(screen: ReactElement, path: string) {
  const store = makeStore();
  const { html, page } = renderOnServer(<Provider store={store}>{screen}</Provider>, path);
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
