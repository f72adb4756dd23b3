import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useNearViewport } from './useNearViewport';

function Probe({ renderOnServer = true }: { renderOnServer?: boolean }) {
  const { ref, near, seen } = useNearViewport<HTMLDivElement>('200px', { renderOnServer });
  return (
    <div ref={ref} data-seen={seen}>
      {near ? 'near' : 'far'}
    </div>
  );
}

/** An IntersectionObserver that never reports: only the server's answer can make the probe near. */
class SilentObserver {
  static created = 0;
  constructor() {
    SilentObserver.created += 1;
  }
  observe() {}
  disconnect() {}
}

describe('useNearViewport with server rendering', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    SilentObserver.created = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = SilentObserver;
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('is near in the server’s HTML, and hydrating it keeps it near with no mismatch (seen waits for the viewport)', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<div data-seen="false">near</div>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('near');
    // The viewport is still asked, for regions that hydrate only when they come near.
    expect(SilentObserver.created).toBe(1);
    expect(container.firstElementChild).toHaveAttribute('data-seen', 'false');
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });

  it('is far on the server and while hydrating unless asked to render there (a third-party embed)', async () => {
    const html = renderToString(<Probe renderOnServer={false} />);
    expect(html).toBe('<div data-seen="false">far</div>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe renderOnServer={false} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('far');
    expect(SilentObserver.created).toBe(1);
    act(() => root?.unmount());
    container.remove();
  });

  it('starts far when mounted fresh in the browser, and waits for the observer', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(SilentObserver.created).toBe(1);
  });
});
