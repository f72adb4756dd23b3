import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The signed-in session's CSRF token: the API refuses every write without it in X-CSRF-Token.
 * Kept in memory only (never in storage a script of another page could read); a reload asks the
 * API for the session again, which answers the token.
 */
export const csrfSlice = createSlice({
  name: 'csrf',
  initialState: { token: null as string | null },
  reducers: {
    setCsrfToken: (state, action: PayloadAction<string | null>) => {
      state.token = action.payload;
    },
  },
});

export const { setCsrfToken } = csrfSlice.actions;

export const csrfTokenOf = (state: unknown): string | null =>
  (state as { csrf?: { token: string | null } }).csrf?.token ?? null;
