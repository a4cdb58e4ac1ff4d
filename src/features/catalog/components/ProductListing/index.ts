export { ProductListing } from './ProductListing.container';
export type { ProductListingProps } from './ProductListing.container';
export { useListingUrlState } from './useListingUrlState';
