export { ProductListing } from './ProductListing.container';
export type { ProductListingProps } from './ProductListing.container';
export { ProductListingView } from './ProductListingView';
export type { ProductListingViewProps } from './ProductListingView';
export { useListingUrlState } from './useListingUrlState';
