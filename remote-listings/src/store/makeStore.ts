import { configureStore } from '@reduxjs/toolkit';
import { listingsApi } from '../api/listingsApi';
import { filtersReducer } from '../features/listings/filtersSlice';

/** This remote's own store: its slices and its RTK Query API, nothing of other teams. */
export function makeStore() {
  return configureStore({
    reducer: {
      [listingsApi.reducerPath]: listingsApi.reducer,
      listingFilters: filtersReducer,
    },
    middleware: (getDefault) => getDefault().concat(listingsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
