import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../router';
import { createServerPage, ServerPageContext, type ServerPageForms } from '../ssr/serverPage';

/**
 * `element` rendered as the site server renders a page at `path` (its providers are the caller's):
 * the HTML, and the page the render told its status and redirect to. `forms`: a post-back to show.
 */
export function renderOnServer(element: ReactElement, path: string, forms?: ServerPageForms) {
  const page = createServerPage(new URL(path, 'https://www.example.in'), undefined, false, forms);
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </ServerPageContext.Provider>,
  );
  return { html, page };
}
