import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PRICE_RANGE, PAGE_SIZE } from '@/shared/lib/constants';
import type { Product, SortKey } from '@/features/catalog';
import { listingKey, type ListingBase, type ListingResult } from './engine/listing';
import type { Facets, Filters } from './types';

export type { Filters };

export type { SortKey };
export type ViewMode = 'grid' | 'list';

/** The state of the listing on screen (search, a category or the sale), as its URL describes it. */
export interface SearchState {
  query: string;
  filters: Filters;
  sort: SortKey;
  view: ViewMode;
}

/** What a listing page lists: a category's products, the sale's, or (with the URL's query) a search's. */
export type ListingScope = Exclude<ListingBase, { kind: 'search' }> | { kind: 'search' };

/** The catalogue's latest answer for the listing, as the slice keeps it. */
export interface ListingAnswerState {
  /** The request it answers (listingKey): while it is not the current one, the next answer is on its way. */
  key: string;
  /** The products to show, in order (their data in `products`). */
  ids: number[];
  products: Record<number, Product>;
  total: number;
  baseTotal: number;
  facets: Facets;
}

/**
 * The search slice: the listing's URL state (flat, as `SearchState`), what it lists, how many
 * products it asks for, and the catalogue's latest answer. The listing's one read path; its status
 * (waiting, answered, failed) is derived by the selectors.
 */
export interface SearchSliceState extends SearchState {
  /** What the URL state was taken from (the page's scope, options and search string): the slice is in step with the URL when it equals the page's. */
  source: string | null;
  /** What is asked of the catalogue; null: nothing (a search without a query). */
  base: ListingBase | null;
  /** How many products are asked for: one page, one more per Load more. */
  limit: number;
  answer: ListingAnswerState | null;
  /** The catalogue could not be loaded: nothing is answered until a retry. */
  failed: boolean;
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

export const initialSearchSliceState: SearchSliceState = {
  ...initialSearchState,
  source: null,
  base: null,
  limit: PAGE_SIZE,
  answer: null,
  failed: false,
};

const sameValues = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const FILTER_NAMES = ['priceRange', 'brands', 'sizes', 'colors'] as const;

/** The key of the request the state asks (listingKey), or null when it asks nothing. */
export const requestKeyOf = ({ base, filters, sort, limit }: SearchSliceState): string | null =>
  base ? listingKey({ base, filters, sort, limit }) : null;

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchSliceState,
  reducers: {
    /**
     * A listing page was opened, or its URL changed: the slice takes the state the URL describes
     * (the URL is its one source; controls change the URL, never this slice). A new list (another
     * base, other filters or sort) asks one page again; another base drops the last answer (the
     * women's products never show under Men, nor one query's under another's).
     */
    listingOpened(state, action: PayloadAction<{ source: string; scope: ListingScope; url: SearchState }>) {
      const { source, scope, url } = action.payload;
      const list = JSON.stringify([state.base, state.filters, state.sort]);
      const base =
        scope.kind !== 'search' ? scope : url.query ? { kind: 'search' as const, query: url.query } : null;
      if (JSON.stringify(base) !== JSON.stringify(state.base)) {
        state.base = base;
        state.answer = null;
      }
      state.source = source;
      state.query = url.query;
      state.sort = url.sort;
      state.view = url.view;
      // Field by field, so unchanged parts keep their identity and memoized selectors skip work
      // (a new sort does not re-run filtering).
      for (const name of FILTER_NAMES) {
        if (!sameValues<string | number>(state.filters[name], url.filters[name]))
          (state.filters as Record<typeof name, unknown>)[name] = url.filters[name];
      }
      if (JSON.stringify([state.base, state.filters, state.sort]) !== list) state.limit = PAGE_SIZE;
    },
    /** Load more: one more page of the same list. */
    moreRequested(state) {
      if (state.base) state.limit += PAGE_SIZE;
    },
    /** The catalogue answered `key`; an answer to anything but the current request is ignored. */
    listingAnswered(state, action: PayloadAction<{ key: string; result: ListingResult }>) {
      const { key, result } = action.payload;
      if (key !== requestKeyOf(state)) return;
      state.answer = {
        key,
        ids: result.products.map((product) => product.id),
        products: Object.fromEntries(result.products.map((product) => [product.id, product])),
        total: result.total,
        baseTotal: result.baseTotal,
        facets: result.facets,
      };
    },
    /** The catalogue could not be loaded: nothing is answered until a retry. */
    listingFailed(state) {
      state.failed = true;
    },
    /** Try again after a failure: the current request is on its way again. */
    listingRetried(state) {
      state.failed = false;
    },
  },
});

export const { listingOpened, moreRequested, listingAnswered, listingFailed, listingRetried } =
  searchSlice.actions;
