import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PRICE_RANGE } from '../../shared/lib/constants';
import type { SortKey } from '../catalog';

export interface Filters {
  priceRange: [number, number];
  brands: string[];
  sizes: string[];
  colors: string[];
}

export type { SortKey };
export type ViewMode = 'grid' | 'list';

export interface SearchState {
  query: string;
  filters: Filters;
  sort: SortKey;
  view: ViewMode;
}

export const initialFilters: Filters = {
  priceRange: [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]],
  brands: [],
  sizes: [],
  colors: [],
};

export const initialSearchState: SearchState = {
  query: '',
  filters: initialFilters,
  sort: 'featured',
  view: 'grid',
};

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** The URL changed: the store takes the state it describes (one-way: URL → store → screen). */
    urlStateChanged(_state, action: PayloadAction<SearchState>) {
      return action.payload;
    },
    querySubmitted(state, action: PayloadAction<string>) {
      state.query = action.payload.trim();
    },
  },
});

export const { urlStateChanged, querySubmitted } = searchSlice.actions;
