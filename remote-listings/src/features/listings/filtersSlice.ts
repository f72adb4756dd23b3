import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingKind } from '../listing-card';
import { EMPTY_FILTERS, type FilterGroup, type ListingFilters, type SortId } from './filterOptions';
import type { ListingQueryState } from './urlQuery';

/** The listing filters and sort; mirrors the page URL (the URL wins when they differ). */
export interface FiltersState extends ListingQueryState {
  kind: ListingKind;
}

const initialState: FiltersState = { kind: 'residential', filters: EMPTY_FILTERS, sort: '' };

export const filtersSlice = createSlice({
  name: 'listingFilters',
  initialState,
  reducers: {
    /** From the URL (first load, back button, a shared link). */
    replaceFilters: (_state, action: PayloadAction<FiltersState>) => action.payload,
    toggleOption: (state, action: PayloadAction<{ group: FilterGroup; value: string }>) => {
      const { group, value } = action.payload;
      const list = state.filters[group];
      state.filters[group] = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
    },
    setType: (state, action: PayloadAction<string>) => {
      state.filters.type = action.payload;
    },
    setSort: (state, action: PayloadAction<SortId | ''>) => {
      state.sort = action.payload;
    },
    clearFilters: (state) => {
      state.filters = EMPTY_FILTERS;
    },
  },
});

export const { replaceFilters, toggleOption, setType, setSort, clearFilters } = filtersSlice.actions;
export type FiltersAction = ReturnType<(typeof filtersSlice.actions)[keyof typeof filtersSlice.actions]>;
export const filtersReducer = filtersSlice.reducer;
export const emptyFilters = (): ListingFilters => ({ ...EMPTY_FILTERS });
