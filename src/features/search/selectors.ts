import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '@/features/catalog';
import { listingKey, type ListingRequest } from './engine/listing';
import { activeFilterCount } from './filters';
import type { SearchSliceState, SearchState } from './searchSlice';
import type { Facets } from './types';

/** The state these selectors read (the store's state has it). */
interface WithSearch {
  search: SearchSliceState;
}

const NO_PRODUCTS: readonly Product[] = [];
const NO_FACETS: Facets = { prices: [], brands: [], sizes: [], colors: [] };

export const selectSearchSource = (state: WithSearch) => state.search.source;
export const selectQuery = (state: WithSearch) => state.search.query;
export const selectFilters = (state: WithSearch) => state.search.filters;
export const selectSort = (state: WithSearch) => state.search.sort;
export const selectView = (state: WithSearch) => state.search.view;
export const selectListingBase = (state: WithSearch) => state.search.base;
export const selectLimit = (state: WithSearch) => state.search.limit;
export const selectListingAnswer = (state: WithSearch) => state.search.answer;

/** The listing's URL state, one value: a new object only when one of its parts changed. */
export const selectUrlState = createSelector(
  [selectQuery, selectFilters, selectSort, selectView],
  (query, filters, sort, view): SearchState => ({ query, filters, sort, view }),
);

/** What to ask the catalogue (null: nothing, a search without a query). */
export const selectListingRequest = createSelector(
  [selectListingBase, selectFilters, selectSort, selectLimit],
  (base, filters, sort, limit): ListingRequest | null => (base ? { base, filters, sort, limit } : null),
);

/** The products of the latest answer, in its order. */
export const selectListingProducts = createSelector([selectListingAnswer], (answer) =>
  answer
    ? answer.ids.flatMap((id) => {
        const product = answer.products[id];
        return product ? [product] : [];
      })
    : NO_PRODUCTS,
);

/** How many products pass the filters (0 before the first answer). */
export const selectListingTotal = (state: WithSearch) => state.search.answer?.total ?? 0;
/** How many products the listing has before the filters. */
export const selectListingBaseTotal = (state: WithSearch) => state.search.answer?.baseTotal ?? 0;
export const selectFacets = (state: WithSearch) => state.search.answer?.facets ?? NO_FACETS;
export const selectActiveFilterCount = createSelector([selectFilters], activeFilterCount);

/** Nothing to show yet: no answer of this listing has arrived. */
export const selectListingLoading = (state: WithSearch) =>
  state.search.base !== null && state.search.answer === null;
/** The current request as text (listingKey): what the answer in the slice must answer. */
export const selectListingKey = createSelector([selectListingRequest], (request) =>
  request ? listingKey(request) : null,
);

/** The answer to the current request is on its way (the last one of the listing stays on screen). */
export const selectListingPending = createSelector(
  [selectListingKey, selectListingAnswer],
  (key, answer) => key !== null && answer?.key !== key,
);
/** The catalogue could not be loaded, and the current request is not answered. */
export const selectListingFailed = (state: WithSearch) => state.search.failed && selectListingPending(state);
