import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { defineRemoteRoutes } from '../federation/defineRemoteRoutes';
import { ServerPageContext, createServerPage, type ServerPage } from '../ssr/serverPage';
import { NOT_FOUND_PAGE_TITLE, NotFoundScreen } from './NotFoundScreen';

function serverPage(path: string): ServerPage {
  return createServerPage(new URL(path, 'https://www.example.in'));
}

/** Renders `element` at `path` as the server does: a ServerPageContext around the tree. */
function renderOnServer(path: string, element: ReactNode, routePath = '*'): ServerPage {
  const page = serverPage(path);
  render(
    <ServerPageContext.Provider value={page}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </MemoryRouter>
    </ServerPageContext.Provider>,
  );
  return page;
}

describe('NotFoundScreen', () => {
  it('answers 404, is not indexed and names the path', () => {
    const page = renderOnServer('/no/such/page', <NotFoundScreen />);
    expect(page.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found: there is no page at /no/such/page')).toBeInTheDocument();
    expect(document.title).toBe(NOT_FOUND_PAGE_TITLE);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('shows a screen’s own not-found content instead, with its title, and still answers 404', () => {
    const page = renderOnServer(
      '/blog/gone',
      <NotFoundScreen title="Blog post not found – Site" description="Gone.">
        <p>We could not find this blog post.</p>
      </NotFoundScreen>,
    );
    expect(page.status).toBe(404);
    expect(screen.getByText('We could not find this blog post.')).toBeInTheDocument();
    expect(screen.queryByText(/404 Not Found/)).toBeNull();
    expect(document.title).toBe('Blog post not found – Site');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Gone.');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('never lowers a status another part of the page set higher', () => {
    const page = serverPage('/x');
    page.raiseStatus(500);
    render(
      <ServerPageContext.Provider value={page}>
        <MemoryRouter initialEntries={['/x']}>
          <NotFoundScreen />
        </MemoryRouter>
      </ServerPageContext.Provider>,
    );
    expect(page.status).toBe(500);
  });

  it('renders in the browser, where there is no server page', () => {
    render(
      <MemoryRouter initialEntries={['/gone']}>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText('404 Not Found: there is no page at /gone')).toBeInTheDocument();
  });
});

describe('a remote’s routes on the server', () => {
  const FinanceRoutes = defineRemoteRoutes('finance', ({ children }: { children: ReactNode }) => <>{children}</>, {
    'check-loan-eligibility': [{ element: <h1>Lead</h1> }],
    'eligibility-check': [{ element: <h1>Eligibility</h1> }],
    'emi-calculator': [{ element: <h1>EMI</h1> }],
  });

  it.each(['/emi-calculator/nope', '/check-loan-eligibility/a/b'])(
    '%s, which no screen matches, answers 404',
    (path) => {
      const segment = path.split('/')[1]!;
      const page = renderOnServer(path, <FinanceRoutes segment={segment} />, `/${segment}/*`);
      expect(page.status).toBe(404);
      expect(screen.getByText(`404 Not Found: there is no page at ${path}`)).toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );

  it('a screen that exists stays 200 and is indexed', () => {
    const page = renderOnServer('/emi-calculator', <FinanceRoutes segment="emi-calculator" />, '/emi-calculator/*');
    expect(screen.getByRole('heading', { name: 'EMI' })).toBeInTheDocument();
    expect(page.status).toBe(200);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
