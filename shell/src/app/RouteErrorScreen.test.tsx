import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { createServerPage, ServerPageContext, type ServerPage } from 'shared-ui';
import { NotFoundScreen, RouteErrorScreen } from './RouteErrorScreen';

function serverPage(path: string): ServerPage {
  return createServerPage(new URL(path, 'https://www.example.in'));
}

describe('the shell’s fallback screens on the server', () => {
  it('the not-found screen answers 404 with noindex', () => {
    const page = serverPage('/no/such/page');
    render(
      <ServerPageContext.Provider value={page}>
        <MemoryRouter initialEntries={['/no/such/page']}>
          <NotFoundScreen />
        </MemoryRouter>
      </ServerPageContext.Provider>,
    );
    expect(page.status).toBe(404);
    expect(screen.getByText('404 Not Found: there is no page at /no/such/page')).toBeInTheDocument();
    expect(document.title).toBe('Page not found – Unexpected Application Error!');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('the error screen keeps the status (the page still answers) and is not indexed', () => {
    const page = serverPage('/about');
    render(
      <ServerPageContext.Provider value={page}>
        <RouteErrorScreen error={new Error('Boom')} />
      </ServerPageContext.Provider>,
    );
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    expect(document.title).toBe('Unexpected Application Error!');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
