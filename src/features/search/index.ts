export type { Filters, SortKey, ViewMode, SearchState } from './searchSlice';
export { searchSlice, urlStateChanged, initialFilters, initialSearchState } from './searchSlice';
export type { Suggestion, FacetOption, Facets } from './types';
export * from './selectors';
export { HeaderSearch } from './components/HeaderSearch';
export {
  applyFilters,
  matchesFilters,
  activeFilterCount,
  isPriceRangeActive,
  facetCounts,
  sizeOptionsFor,
  colorOptionsFor,
} from './filters';
export type { UrlStateOptions } from './urlState';
export { parseSearchParams, toSearchParams, toSearchString, searchUrl, sameSearchState } from './urlState';
export type { SearchUrlState } from './useSearchUrlState';
export { useSearchUrlState } from './useSearchUrlState';
export type { SearchEngine, SearchEngineStatus } from './engine/loadSearchEngine';
export { loadSearchEngine, useSearchEngine } from './engine/loadSearchEngine';
