import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { FAVORITES_KEY, toggleFavorite } from 'shared-ui';
import { ShortlistLink } from './ShortlistLink';

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <ShortlistLink />
  </MemoryRouter>
);

afterEach(() => window.localStorage.clear());

describe('the header shortlist link', () => {
  it('links to /shortlist with the number of saved properties', () => {
    window.localStorage.setItem(FAVORITES_KEY, '["residential:1","commercial:2","residential:3"]');
    render(at('/'));
    expect(screen.getByRole('link', { name: 'Shortlist (3)' })).toHaveAttribute('href', '/shortlist');
  });

  it('follows a favourite saved in this tab and one removed in another tab', () => {
    render(at('/'));
    expect(screen.getByRole('link', { name: 'Shortlist (0)' })).toBeInTheDocument();
    act(() => void toggleFavorite(window.localStorage, 'residential:5'));
    expect(screen.getByRole('link', { name: 'Shortlist (1)' })).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(FAVORITES_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    });
    expect(screen.getByRole('link', { name: 'Shortlist (0)' })).toBeInTheDocument();
  });

  it("leaves the count out of the server's HTML and hydrates without a mismatch", async () => {
    window.localStorage.setItem(FAVORITES_KEY, '["residential:1"]');
    const html = renderToString(at('/'));
    expect(html).not.toContain('(1)');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => void hydrateRoot(container, at('/')));
    expect(container.textContent).toContain('Shortlist (1)');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('is marked current on the shortlist page', () => {
    render(at('/shortlist'));
    expect(screen.getByRole('link', { name: /Shortlist/ })).toHaveAttribute('aria-current', 'page');
  });
});
