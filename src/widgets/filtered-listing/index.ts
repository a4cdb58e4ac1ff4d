export { FilteredListing } from './FilteredListing';
export type { FilteredListingProps } from './FilteredListing';
