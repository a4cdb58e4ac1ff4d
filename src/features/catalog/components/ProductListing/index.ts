export { ProductListingView } from './ProductListingView';
export type { ProductListingViewProps } from './ProductListingView';
