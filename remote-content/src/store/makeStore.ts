import { configureStore } from '@reduxjs/toolkit';
import { contentApi } from '../api/contentApi';

/** This remote's own store: slices and the RTK Query API of this team only. */
export function makeStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
