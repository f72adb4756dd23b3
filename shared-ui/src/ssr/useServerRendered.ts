import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while rendering on the server and while the browser hydrates that HTML (React renders a
 * hydrating tree with the server snapshot), and it stays true for that component afterwards: what
 * the server rendered remains. False for a component first mounted in the browser.
 */
export function useServerRendered(): boolean {
  const fromServer = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  // The answer at mount is kept: a later render reads the browser snapshot (false).
  const [atMount] = useState(fromServer);
  return atMount;
}
