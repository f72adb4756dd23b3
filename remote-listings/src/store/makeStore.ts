import { configureStore } from '@reduxjs/toolkit';
import { listingsApi } from '../api/listingsApi';

/**
 * This remote's own store: its RTK Query API, nothing of other teams. The listing filters live in
 * the URL, not in the store.
 */
export function makeStore() {
  return configureStore({
    reducer: {
      [listingsApi.reducerPath]: listingsApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(listingsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
