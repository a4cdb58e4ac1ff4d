import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PRICE_RANGE } from '@/shared/lib/constants';
import type { SortKey } from '@/features/catalog';

export interface Filters {
  priceRange: [number, number];
  brands: string[];
  sizes: string[];
  colors: string[];
}

export type { SortKey };
export type ViewMode = 'grid' | 'list';

/** The state of the listing on screen (search, a category or the sale), mirrored from its URL. */
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

const sameValues = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /**
     * The URL changed: the store takes the state it describes. The URL is the one source of this
     * state (one way: URL → store → screen); controls change the URL, never this slice.
     */
    urlStateChanged(state, action: PayloadAction<SearchState>) {
      // Field by field, so unchanged parts keep their identity and memoized selectors skip work
      // (a new sort does not re-run filtering).
      const next = action.payload;
      state.query = next.query;
      state.sort = next.sort;
      state.view = next.view;
      const filters = state.filters;
      if (!sameValues(filters.priceRange, next.filters.priceRange))
        filters.priceRange = next.filters.priceRange;
      if (!sameValues(filters.brands, next.filters.brands)) filters.brands = next.filters.brands;
      if (!sameValues(filters.sizes, next.filters.sizes)) filters.sizes = next.filters.sizes;
      if (!sameValues(filters.colors, next.filters.colors)) filters.colors = next.filters.colors;
    },
  },
});

export const { urlStateChanged } = searchSlice.actions;
