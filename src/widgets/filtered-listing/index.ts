export { FilteredListing } from './FilteredListing';
