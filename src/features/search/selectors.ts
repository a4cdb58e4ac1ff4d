import type { SearchState } from './searchSlice';

type WithSearch = { search: SearchState };

export const selectSearchQuery = (state: WithSearch) => state.search.query;
export const selectFilters = (state: WithSearch) => state.search.filters;
export const selectSort = (state: WithSearch) => state.search.sort;
export const selectView = (state: WithSearch) => state.search.view;
