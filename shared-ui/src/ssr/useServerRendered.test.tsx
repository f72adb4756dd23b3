import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useServerRendered } from './useServerRendered';

const renders: string[] = [];

function Probe({ label }: { label: string }) {
  const fromServer = useServerRendered();
  renders.push(label);
  return <p>{`${label}: ${fromServer ? 'server' : 'browser'}`}</p>;
}

/** Mounts a child later, in the browser, next to the hydrated one. */
function Page() {
  const [more, setMore] = useState(false);
  return (
    <div>
      <Probe label="first" />
      {more && <Probe label="later" />}
      <button type="button" onClick={() => setMore(true)}>
        more
      </button>
    </div>
  );
}

describe('useServerRendered', () => {
  it('is true in the server’s HTML', () => {
    expect(renderToString(<Probe label="a" />)).toBe('<p>a: server</p>');
  });

  it('stays true through hydration (no mismatch) and afterwards; a component mounted later is false', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByText('first: server')).toBeInTheDocument();
    // Hydrated once, and not rendered again when the hydration is done.
    expect(renders.filter((l) => l === 'first')).toEqual(['first', 'first']);
    await act(async () => screen.getByRole('button', { name: 'more' }).click());
    expect(screen.getByText('first: server')).toBeInTheDocument();
    expect(screen.getByText('later: browser')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });

  it('is false for a tree first mounted in the browser', () => {
    render(<Probe label="fresh" />);
    expect(screen.getByText('fresh: browser')).toBeInTheDocument();
  });
});
