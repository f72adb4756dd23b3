import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FAVORITES_KEY, toggleFavorite } from './favorites';
import { useFavoriteKeys } from './useFavoriteKeys';

function Count() {
  const keys = useFavoriteKeys();
  return <p>{keys === null ? 'unknown' : `${keys.length} saved`}</p>;
}

afterEach(() => window.localStorage.clear());

describe('useFavoriteKeys', () => {
  it('is unknown on the server and in the hydrating render, then reads the storage', async () => {
    window.localStorage.setItem(FAVORITES_KEY, '["residential:1","commercial:2"]');
    const html = renderToString(<Count />);
    expect(html).toContain('unknown');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Count />);
    });
    expect(container.textContent).toBe('2 saved');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('follows changes of this tab and of other tabs', () => {
    render(<Count />);
    expect(screen.getByText('0 saved')).toBeTruthy();
    act(() => void toggleFavorite(window.localStorage, 'residential:3'));
    expect(screen.getByText('1 saved')).toBeTruthy();
    act(() => {
      window.localStorage.setItem(FAVORITES_KEY, '["residential:3","residential:4"]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    });
    expect(screen.getByText('2 saved')).toBeTruthy();
  });
});
