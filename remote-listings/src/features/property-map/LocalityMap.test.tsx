import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import sample from 'shared-ui/src/config/sample-runtime-config.json';
import { useTestApiHost } from '../../test/testConfig';
import { LocalityMap } from './LocalityMap';

/** An IntersectionObserver the test drives: `reveal()` says the map came near. */
class TestObserver {
  static last: TestObserver | null = null;
  static margins: string[] = [];
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    o?: { rootMargin?: string },
  ) {
    TestObserver.last = this;
    TestObserver.margins.push(o?.rootMargin ?? '');
  }
  observe() {}
  disconnect() {}
  reveal() {
    this.callback([{ isIntersecting: true }]);
  }
}

const props = {
  latitude: 28.4195,
  longitude: 77.481,
  address: 'Tower 4, ATS Pristine, Sector 150, Noida, Uttar Pradesh 201301',
  locality: 'Sector 150, Noida',
};
const frame = () => document.querySelector('iframe');

const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
beforeEach(() => {
  useTestApiHost();
  TestObserver.last = null;
  TestObserver.margins = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver;
});
afterEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
});

describe('LocalityMap', () => {
  it('shows the address and the open-in-map link at once, and the map only when it nears the screen', () => {
    render(<LocalityMap {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.getByText(props.address).tagName).toBe('ADDRESS');
    const open = screen.getByRole('link', { name: 'Open in OpenStreetMap (opens in a new tab)' });
    expect(open).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=28.41950&mlon=77.48100#map=15/28.41950/77.48100',
    );
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(frame()).toBeNull();
    expect(TestObserver.margins).toEqual(['300px']);
    act(() => TestObserver.last?.reveal());
    const map = frame();
    expect(map).toHaveAttribute('title', 'Map of Sector 150, Noida with the property marked');
    const src = new URL(map?.getAttribute('src') ?? '');
    // The host the site's footer map is configured with: the page's policy allows its frames.
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('28.41950,77.48100');
  });

  it.each([
    [null, null],
    [undefined, 77.4],
    [28.4, null],
    [Number.NaN, 77.4],
    [95, 77.4],
  ])('shows nothing at all for (%p, %p): no broken map', (latitude, longitude) => {
    const { container } = render(<LocalityMap {...props} latitude={latitude} longitude={longitude} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('with a map host it cannot centre, keeps the address and the link but embeds nothing', () => {
    const parsed = parseRuntimeConfig({
      ...sample,
      site: { ...sample.site, mapEmbedUrl: 'https://www.google.com/maps/embed?pb=abc' },
    });
    if (!parsed.ok) throw new Error(parsed.error);
    setRuntimeConfig(parsed.config);
    render(<LocalityMap {...props} />);
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeInTheDocument();
    act(() => TestObserver.last?.reveal());
    expect(frame()).toBeNull();
  });

  it('the server sends the address, the link and an empty box; hydrating it matches and then the map loads near', async () => {
    const html = renderToString(<LocalityMap {...props} />);
    expect(html).toContain(props.address);
    expect(html).not.toContain('<iframe');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LocalityMap {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('iframe')).toBeNull();
    act(() => TestObserver.last?.reveal());
    expect(container.querySelector('iframe')).not.toBeNull();
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
