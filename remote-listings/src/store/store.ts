import { makeStore, type AppStore } from './makeStore';

let store: AppStore | undefined;

/** One store per page for this remote, shared by all of its exposed modules. */
export function getStore(): AppStore {
  store ??= makeStore();
  return store;
}
