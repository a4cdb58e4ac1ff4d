export { ProductListingView } from './ProductListingView';
