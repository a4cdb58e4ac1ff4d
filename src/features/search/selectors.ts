import { createSelector } from '@reduxjs/toolkit';
import {
  selectProducts,
  sortProducts,
  type CatalogState,
  type Product,
  type SortKey,
} from '@/features/catalog';
import { applyFilters, facetCounts } from './filters';
import type { SearchState } from './searchSlice';
import type { SearchEngine } from './engine/loadSearchEngine';

type WithSearch = { search: SearchState };
type WithCatalogAndSearch = WithSearch & { catalog: CatalogState };

export const selectSearchState = (state: WithSearch) => state.search;
export const selectSearchQuery = (state: WithSearch) => state.search.query;
export const selectFilters = (state: WithSearch) => state.search.filters;
export const selectSort = (state: WithSearch) => state.search.sort;

/** The engine is passed as the selectors' second argument: it is loaded lazily, in its own chunk. */
type EngineArg = Pick<SearchEngine, 'searchProducts'>;
const engineArg = (_state: WithCatalogAndSearch, engine: EngineArg) => engine;

/** Search results: the catalogue products matching the query, most relevant first (recomputed when the query changes). */
export const selectSearchResults = createSelector(
  [selectProducts, selectSearchQuery, engineArg],
  (products, query, engine): Product[] => (query ? engine.searchProducts(products, query) : []),
);

/** Search results that pass the filters (recomputed only when the results or the filters change). */
export const selectFilteredResults = createSelector(
  [selectSearchResults, selectFilters],
  (results, filters) => applyFilters(results, filters),
);

/** Filtered results in the chosen sort ('featured' keeps relevance order); re-sorts only when those change. */
export const selectFilteredSortedResults = createSelector(
  [selectFilteredResults, selectSort],
  (results, sort) => sortProducts(results, sort),
);

/** Brand, Size and Color options of the search results with their counts. */
export const selectFacetCounts = createSelector([selectSearchResults, selectFilters], (results, filters) =>
  facetCounts(results, filters),
);

/**
 * The same for any listing (a category, the sale): the base products are the second argument.
 * Pass a stable array (a memoized selector's result), or memoization cannot help.
 */
const baseArg = (_state: WithSearch, base: readonly Product[]) => base;

export const selectFilteredListing = createSelector([baseArg, selectFilters], (base, filters) =>
  applyFilters(base, filters),
);

/**
 * A listing's products, filtered and in the listing's sort: the one its address names, or its own
 * default (/sale: biggest discount first). Taken from the address rather than the store, so the
 * prerendered page is already in that order and nothing moves when the app takes over.
 */
export const selectFilteredSortedListing = createSelector(
  [selectFilteredListing, (_state: WithSearch, _base: readonly Product[], sort: SortKey) => sort],
  (products, sort) => sortProducts(products, sort),
);

export const selectListingFacetCounts = createSelector([baseArg, selectFilters], (base, filters) =>
  facetCounts(base, filters),
);
