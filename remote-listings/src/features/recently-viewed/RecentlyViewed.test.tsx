import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { RecentlyViewed } from './RecentlyViewed';
import { RECENT_KEY, recordView, type RecentEntry } from './recentlyViewed';

const entry = (pid: number, over: Partial<RecentEntry> = {}): RecentEntry => ({
  kind: 'residential',
  pid,
  citySlug: 'noida',
  slug: `listing-${pid}`,
  title: `Listing ${pid}`,
  location: 'Sector 150, Noida',
  image: `p-${pid}-1.svg`,
  price: 185,
  area: 1650,
  ...over,
});

const ui = (props: Parameters<typeof RecentlyViewed>[0] = {}) => (
  <MemoryRouter>
    <RecentlyViewed {...props} />
  </MemoryRouter>
);

afterEach(() => window.localStorage.clear());

describe('RecentlyViewed', () => {
  it('renders nothing at all when nothing was viewed', () => {
    const { container } = render(ui());
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the viewed listings newest first, with price and price per sqft, linking to their pages', () => {
    recordView(window.localStorage, entry(1));
    recordView(window.localStorage, entry(2, { kind: 'commercial', price: null }));
    render(ui({ variant: 'home' }));
    const section = screen.getByRole('region', { name: 'Recently Viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Listing 2', '/commercial/noida/listing-2/2'],
      ['Listing 1', '/residential/noida/listing-1/1'],
    ]);
    expect(section).toHaveTextContent('₹1.85 Cr ₹11,212/sqft');
    expect(section).toHaveTextContent('Price on request');
  });

  it('leaves out the listing on screen, and renders nothing when it was the only one', () => {
    recordView(window.localStorage, entry(1));
    const { container, unmount } = render(ui({ exclude: { kind: 'residential', pid: 1 } }));
    expect(container).toBeEmptyDOMElement();
    unmount();
    recordView(window.localStorage, entry(2));
    render(ui({ exclude: { kind: 'residential', pid: 1 } }));
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Listing 2']);
  });

  it('follows a view recorded later in this tab, and one from another tab', () => {
    render(ui());
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void recordView(window.localStorage, entry(3)));
    expect(screen.getByRole('link', { name: 'Listing 3' })).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(RECENT_KEY, JSON.stringify([entry(4)]));
      window.dispatchEvent(new StorageEvent('storage', { key: RECENT_KEY }));
    });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Listing 4']);
  });

  it('survives bad stored JSON by showing nothing', () => {
    window.localStorage.setItem(RECENT_KEY, '[{"kind":"residential","pid":');
    const { container } = render(ui());
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing on the server and hydrates that without a mismatch, then shows the list', async () => {
    recordView(window.localStorage, entry(1));
    const html = renderToString(ui());
    expect(html).toBe('');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      render(ui(), { container, hydrate: true, onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Listing 1' })).toBeInTheDocument();
    errors.mockRestore();
  });
});
