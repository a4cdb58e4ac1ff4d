export { FilterSidebar, MobileFilters, ListingLayout } from './ListingFilters';
export type { ListingFiltersProps } from './ListingFilters';
