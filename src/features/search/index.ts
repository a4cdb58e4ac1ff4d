export type { Filters, SortKey, ViewMode, SearchState } from './searchSlice';
export { searchSlice, urlStateChanged, initialFilters, initialSearchState } from './searchSlice';
export type { Suggestion, FacetOption, Facets } from './types';
export * from './selectors';
export { HeaderSearch, SUGGEST_MIN_CHARS } from './components/HeaderSearch.container';
export { SearchBox } from './components/SearchBox';
export type { SearchBoxProps } from './components/SearchBox';
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
