import { useState } from 'react';
import { useStore } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
// Through the shared package, so the server page context is the one the shell provides.
import { useServerPage, useServerRendered } from 'shared-ui';

/** The part of an RTK Query endpoint (query or infinite query) a server render needs. */
interface ServerFetchable<Arg> {
  name: string;
  initiate(arg: Arg, options: { subscribe: false }): unknown;
  select(arg: Arg): (state: never) => { status: string };
}

interface ThunkStore {
  dispatch(thunk: unknown): unknown;
  getState(): unknown;
}

interface Fetch {
  promise: Promise<void>;
  settled: boolean;
}

const pending = new WeakMap<object, Map<string, Fetch>>();

/** One call per store and query, so that the render React retries finds the same one. */
function fetchOnce<Arg>(store: ThunkStore, endpoint: ServerFetchable<Arg>, arg: Arg): Fetch {
  let byKey = pending.get(store);
  if (!byKey) pending.set(store, (byKey = new Map()));
  const key = `${endpoint.name}:${JSON.stringify(arg ?? null)}`;
  let fetch = byKey.get(key);
  if (!fetch) {
    const result = store.dispatch(endpoint.initiate(arg, { subscribe: false })) as PromiseLike<unknown>;
    const started: Fetch = { promise: Promise.resolve(), settled: false };
    // A failed call is a settled query (the screen shows its error state), never a thrown render.
    started.promise = Promise.resolve(result).then(
      () => void (started.settled = true),
      () => void (started.settled = true),
    );
    byKey.set(key, (fetch = started));
  }
  return fetch;
}

/**
 * On the server, waits (Suspense) until this query has an answer in the request's store, so the
 * HTML shows the data and the browser gets it in the server state. In the browser it does nothing:
 * the query hook fetches as always, or finds the server's answer already in the store.
 */
export function useServerFetch<Arg>(endpoint: ServerFetchable<Arg>, arg: Arg | typeof skipToken): void {
  const page = useServerPage();
  const store = useStore() as unknown as ThunkStore;
  if (!page || arg === skipToken) return;
  const { status } = endpoint.select(arg)(store.getState() as never);
  if (status === 'fulfilled' || status === 'rejected') return;
  const fetch = fetchOnce(store, endpoint, arg);
  // Thrown, not `use()`d: React matches a component's `use()` calls by their order across its
  // retries, and a query that has answered no longer waits, so a later query would take its place
  // (and its answer) and render without data. A thrown promise retries the component afresh.
  if (!fetch.settled) throw fetch.promise;
}

/**
 * An endpoint's query hook that also renders on the server: use it for the hooks a remote exports
 * (`export const useGetXQuery = serverReady(api.endpoints.getX, api.useGetXQuery)`).
 */
export function serverReady<Arg, Hook extends (arg: Arg | typeof skipToken, options?: { skip?: boolean }) => unknown>(
  endpoint: ServerFetchable<Arg>,
  hook: Hook,
): Hook {
  const useServerReadyQuery = (arg: Arg | typeof skipToken, options?: { skip?: boolean }) => {
    useServerFetch(endpoint, options?.skip ? skipToken : arg);
    return hook(arg, options);
  };
  // Same parameters, same result: only the server's wait is added.
  return useServerReadyQuery as Hook;
}

/**
 * The argument for a render-as-you-fetch component's query (one rendered beside a screen's
 * Suspense boundary, to start the screen's calls while its code loads): skipToken in the browser
 * while it hydrates the server's HTML, for the argument it hydrated with. The server's answers,
 * and its failures, are in the store already; asking again then (a failed query is asked again)
 * would show the screen, hydrating later, something other than the server's HTML. The screen's
 * own query hook still tries a failed call again once it has hydrated.
 */
export function usePrefetchArg<Arg>(arg: Arg | typeof skipToken): Arg | typeof skipToken {
  const page = useServerPage();
  const fromServer = useServerRendered();
  const [hydratedWith] = useState(() => (fromServer && !page ? JSON.stringify(arg ?? null) : null));
  return hydratedWith !== null && arg !== skipToken && JSON.stringify(arg ?? null) === hydratedWith ? skipToken : arg;
}
