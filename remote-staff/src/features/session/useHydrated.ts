import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render that
 * follows: the session lives in a cookie only the browser sends, so the staff screens ask for it
 * only once hydrated (the server's HTML and the first browser render then agree).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
