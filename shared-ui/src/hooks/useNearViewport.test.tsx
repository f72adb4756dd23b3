import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const { ref, near } = useNearViewport<HTMLDivElement>('200px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true when the element comes within the margin, then stops observing', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = jest.fn();
    const options: unknown[] = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: typeof report, opts: unknown) {
        report = cb;
        options.push(opts);
      }
      observe() {}
      disconnect = disconnect;
    };
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(options[0]).toEqual({ rootMargin: '200px' });
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
