export type { Filters, SortKey, ViewMode, SearchState } from './searchSlice';
export {
  searchSlice,
  urlStateChanged,
  querySubmitted,
  initialFilters,
  initialSearchState,
} from './searchSlice';
export * from './selectors';
export { HeaderSearch } from './components/HeaderSearch';
export { applyFilters, matchesFilters, activeFilterCount } from './filters';
