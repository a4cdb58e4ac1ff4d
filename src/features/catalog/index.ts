export type { Product } from './types';
export type { CatalogState } from './catalogSlice';
export {
  catalogSlice,
  initialCatalogState,
  productsAbsent,
  productsLoaded,
  summaryLoaded,
} from './catalogSlice';
export { PRODUCTS } from './products';
export type { CatalogSummary } from './summary';
export { isDiscounted, summarize, summaryIds } from './summary';
export type { CatalogFile } from './catalogFile';
export { decodeCatalog } from './catalogFile';
export { artOf } from './productFields';
export { bundledSource, type ProductSource } from './productSource';
export type { CatalogManifest } from './catalogLoader';
export { deferredSource, fetchData, shardSource } from './catalogLoader';
export { ensureProducts } from './ensureProducts';
export { useEnsureProducts } from './useEnsureProducts';
export { BRANDS } from './brands';
export * from './selectors';
export type { SortKey } from './sort';
export { sortProducts, CATEGORY_SORT_OPTIONS, SEARCH_SORT_OPTIONS } from './sort';
export * from './stock';
export { checkStockAlerts } from './backInStock';
export { kindSizes, sizeChartFor, sizeKindOf } from './sizeCharts';
export { netQuantityMeasure } from './netQuantity';
// Components last: they import other features (cart, wishlist) that import this index.
export * from './components';
