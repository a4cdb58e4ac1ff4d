export type { Filters, SortKey, ViewMode, SearchState } from './searchSlice';
export { searchSlice, urlStateChanged, initialFilters, initialSearchState } from './searchSlice';
export type { Suggestion, FacetOption, Facets } from './types';
export * from './selectors';
export { SearchBoxContainer, SUGGEST_MIN_CHARS } from './components/SearchBox.container';
export type { SearchBoxContainerProps } from './components/SearchBox.container';
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
export { FilterPanel } from './components/FilterPanel';
export type { FilterPanelProps } from './components/FilterPanel';
export { PriceRange } from './components/PriceRange';
export type { PriceRangeProps } from './components/PriceRange';
export { FilterDrawer, FiltersButton } from './components/FilterDrawer';
export type { FilterDrawerProps, FiltersButtonProps } from './components/FilterDrawer';
export { ResultsHeader } from './components/ResultsHeader';
export type { ResultsHeaderProps } from './components/ResultsHeader';
export { NoResults } from './components/NoResults';
export type { NoResultsProps } from './components/NoResults';
export { FilterSidebar, MobileFilters, ListingLayout } from './components/ListingFilters';
export type { ListingFiltersProps } from './components/ListingFilters';
export type { ListingFiltersOptions, ListingFiltersResult } from './useListingFilters';
export { useListingFilters } from './useListingFilters';
export { StartSearching, POPULAR_SEARCHES } from './components/StartSearching';
export type { StartSearchingProps } from './components/StartSearching';
