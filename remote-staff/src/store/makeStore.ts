import { configureStore } from '@reduxjs/toolkit';
import { csrfSlice } from '../api/csrf';
import { staffApi } from '../api/staffApi';

/** This remote's own store: the session's CSRF token and the RTK Query API of this team only. */
export function makeStore() {
  return configureStore({
    reducer: {
      [csrfSlice.name]: csrfSlice.reducer,
      [staffApi.reducerPath]: staffApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(staffApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
