import { configureStore } from '@reduxjs/toolkit';

/** This remote's own store: slices and the RTK Query API of this team only. */
export function makeStore() {
  return configureStore({
    reducer: {},
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
