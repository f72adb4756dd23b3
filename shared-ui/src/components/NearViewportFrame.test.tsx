import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NearViewportFrame } from './NearViewportFrame';

const MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=77.3,28.5,77.4,28.6';

describe('NearViewportFrame', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('is an empty box in the server’s HTML: no third-party page with the first paint', () => {
    const html = renderToString(<NearViewportFrame src={MAP} title="Map of the office" className="mapBox" />);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/^<div class="[^"]*mapBox"><\/div>$/);
  });

  it('adds the frame, named and sized, once the visitor comes within its margin', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const margins: unknown[] = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: typeof report, opts: { rootMargin: string }) {
        report = cb;
        margins.push(opts.rootMargin);
      }
      observe() {}
      disconnect() {}
    };
    render(
      <NearViewportFrame
        src={MAP}
        title="Map of the office"
        className="mapBox"
        margin="300px"
        width={600}
        height={450}
      />,
    );
    expect(screen.queryByTitle('Map of the office')).toBeNull();
    expect(margins).toEqual(['300px']);
    act(() => report?.([{ isIntersecting: true }]));
    const frame = screen.getByTitle('Map of the office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', MAP);
    expect(frame).toHaveAttribute('width', '600');
    expect(frame).toHaveAttribute('height', '450');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(frame.parentElement).toHaveClass('mapBox');
  });
});
