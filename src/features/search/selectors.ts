import type { SearchState } from './searchSlice';

type WithSearch = { search: SearchState };

export const selectSearchState = (state: WithSearch) => state.search;
