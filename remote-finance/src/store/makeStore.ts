import { configureStore } from '@reduxjs/toolkit';
import { financeApi } from '../api/financeApi';
import { eligibilityReducer } from '../features/eligibility';
import { emiReducer } from '../features/emi';

/** This remote's own store: slices and the RTK Query API of this team only. */
export function makeStore() {
  return configureStore({
    reducer: {
      eligibility: eligibilityReducer,
      emi: emiReducer,
      [financeApi.reducerPath]: financeApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(financeApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
