export { ProductListingView } from './ProductListingView';
export { FiltersSkeleton } from './ListingSkeleton';
