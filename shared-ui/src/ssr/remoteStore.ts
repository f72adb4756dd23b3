import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { useServerPage } from './serverPage';
import { takeServerStoreState } from './serverState';

/** The action that puts a server render's store state into the browser's store of that remote. */
export const SERVER_STATE_ACTION = 'site/serverState';

interface ServerStateAction extends Action<typeof SERVER_STATE_ACTION> {
  payload: Record<string, unknown>;
}

function isServerStateAction(action: unknown): action is ServerStateAction {
  return (action as { type?: unknown } | null)?.type === SERVER_STATE_ACTION;
}

/**
 * For `createApi({ extractRehydrationInfo })`: RTK Query adopts the cache the server filled (the
 * remote's state under this API's reducer path), so hooks find their data at once.
 */
export function extractServerState(action: UnknownAction, { reducerPath }: { reducerPath: string }) {
  if (!isServerStateAction(action)) return undefined;
  // The state came from this site's own server render of the same build's API slice.
  return action.payload[reducerPath] as never;
}

interface MinimalStore {
  dispatch(action: UnknownAction): unknown;
  getState(): unknown;
}

const browserStores = new Map<string, MinimalStore>();

/**
 * One store per page for each remote, shared by all its exposed modules. On the server, "page"
 * means this request (never shared between visitors); in the browser, the one page, started from
 * the server's state when the HTML came with one.
 */
export function useRemoteStore<S extends MinimalStore>(remote: string, make: () => S): S {
  const page = useServerPage();
  const key = `store:${remote}`;
  if (page) {
    let store = page.scoped.get(key) as S | undefined;
    if (!store) {
      store = make();
      page.scoped.set(key, store);
    }
    return store;
  }
  let store = browserStores.get(remote) as S | undefined;
  if (!store) {
    store = make();
    const state = takeServerStoreState(remote);
    if (state) store.dispatch({ type: SERVER_STATE_ACTION, payload: state });
    browserStores.set(remote, store);
  }
  return store;
}

/** The states of the stores one server render created: remote name → state. */
export function scopedStoreStates(scoped: Map<string, unknown>): Record<string, unknown> {
  const states: Record<string, unknown> = {};
  for (const [key, value] of scoped) {
    if (key.startsWith('store:')) states[key.slice('store:'.length)] = (value as MinimalStore).getState();
  }
  return states;
}

const isApiSlice = (key: string, value: unknown): boolean =>
  (value as { config?: { reducerPath?: unknown } } | null)?.config?.reducerPath === key;

/**
 * Ends one server render's stores once its response is sent: each RTK Query slice is reset, which
 * also cancels its cache timers (an unused answer is otherwise kept 60 s, and with it the store).
 */
export function releaseScopedStores(scoped: Map<string, unknown>): void {
  for (const [key, value] of scoped) {
    if (!key.startsWith('store:')) continue;
    const store = value as MinimalStore;
    const state = store.getState() as Record<string, unknown>;
    for (const [slice, sliceState] of Object.entries(state)) {
      // RTK Query's own reset action for the API mounted at this reducer path.
      if (isApiSlice(slice, sliceState)) store.dispatch({ type: `${slice}/resetApiState` });
    }
  }
  scoped.clear();
}
