export type { Product } from './types';
export type { CatalogState } from './catalogSlice';
export {
  catalogSlice,
  catalogueLoaded,
  initialCatalogState,
  reviewRefused,
  reviewSubmitted,
} from './catalogSlice';
export { loadCatalogue } from './loadCatalogue';
export { PRODUCTS } from './products';
export { BRANDS } from './brands';
export * from './selectors';
export type { SortKey } from './sort';
export { sortProducts, CATEGORY_SORT_OPTIONS, SEARCH_SORT_OPTIONS } from './sort';
export { SAMPLE_REVIEWS } from './sampleReviews';
export { submitReview } from './submitReview';
export * from './stock';
export { checkStockAlerts } from './backInStock';
export { sizeChartFor } from './sizeCharts';
// Components last: they import other features (cart, wishlist) that import this index.
export * from './components';
