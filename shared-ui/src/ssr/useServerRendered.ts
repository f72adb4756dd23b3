import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onServer = () => true;

/**
 * True while rendering on the server and while the browser hydrates that HTML (React renders a
 * hydrating tree with the server snapshot), and it stays true for that component afterwards: what
 * the server rendered remains. False for a component first mounted in the browser.
 */
export function useServerRendered(): boolean {
  // Once a hydrated component has committed, React compares its server snapshot with the browser's
  // and renders the component again, at once and whole, when they differ: for a screen's hook, the
  // whole screen, a long task on a phone. The browser's snapshot is therefore what this component
  // rendered with (false until it has committed), so the answer is kept without that render.
  const rendered = useRef(false);
  const fromServer = useSyncExternalStore(subscribe, () => rendered.current, onServer);
  useLayoutEffect(() => {
    rendered.current = fromServer;
  }, [fromServer]);
  return fromServer;
}
