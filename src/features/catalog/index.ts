export type { Product } from './types';
export type { CatalogState } from './catalogSlice';
export {
  catalogSlice,
  initialCatalogState,
  productsAbsent,
  productsLoaded,
  reviewRefused,
  reviewSubmitted,
  summaryLoaded,
} from './catalogSlice';
export { PRODUCTS } from './products';
export type { CatalogueSummary } from './summary';
export { isDiscounted, summarize, summaryIds } from './summary';
export type { CatalogueFile } from './catalogueFile';
export { decodeCatalogue } from './catalogueFile';
export { artOf } from './productFields';
export { productSource, setProductSource } from './productSource';
export type { CatalogueManifest } from './catalogueLoader';
export { deferredSource, fetchData, shardSource } from './catalogueLoader';
export { ensureProducts } from './ensureProducts';
export { useEnsureProducts } from './useEnsureProducts';
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
