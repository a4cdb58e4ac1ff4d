import { createSelector } from '@reduxjs/toolkit';
import type { Product } from './types';
import type { CatalogState } from './catalogSlice';
import { relatedIds, summarize } from './summary';
import { RECENTLY_VIEWED_SHOWN } from '@/shared/lib/sizeKinds';
import { selectRecentlyViewedIds, selectStockAlerts, type PreferencesState } from '@/features/preferences';

type WithCatalog = { catalog: CatalogState };

/** The products at hand (see CatalogState: the whole catalogue only in tests and stories). */
export const selectProducts = (state: WithCatalog) => state.catalog.products;

export const selectProductMap = createSelector([selectProducts], (products) => {
  const map = new Map<number, Product>();
  for (const p of products) map.set(p.id, p);
  return map;
});

export const selectProductById = (state: WithCatalog, id: number): Product | undefined =>
  selectProductMap(state).get(id);

/** What the whole catalogue says: its manifest's, or worked out from the products when the store holds them all. */
export const selectCatalogSummary = createSelector(
  [(state: WithCatalog) => state.catalog.summary, selectProducts],
  (summary, products) => summary ?? summarize(products),
);

/** Whether the store holds the whole catalogue (tests, stories), or loads it piece by piece (the browser). */
export const selectHoldsWholeCatalog = (state: WithCatalog) => state.catalog.summary === undefined;

const NO_IDS: readonly number[] = [];
const selectAbsentIds = (state: WithCatalog) => state.catalog.absent ?? NO_IDS;

/**
 * A product a page asks for by id: 'ready' when at hand, 'absent' when the catalogue has no such
 * product, else 'loading' (its shard is on its way: ensureProducts).
 */
export function selectProductStatus(state: WithCatalog, id: number): 'ready' | 'loading' | 'absent' {
  if (selectProductMap(state).has(id)) return 'ready';
  const summary = state.catalog.summary;
  if (!summary || id > summary.maxId || id < 1 || selectAbsentIds(state).includes(id)) return 'absent';
  return 'loading';
}

/** Of these ids, those neither at hand nor known to be absent: what ensureProducts would load. */
export function missingProductIds(state: WithCatalog, ids: readonly number[]): number[] {
  if (selectHoldsWholeCatalog(state)) return [];
  const map = selectProductMap(state);
  const absent = selectAbsentIds(state);
  return [...new Set(ids)].filter((id) => !map.has(id) && !absent.includes(id));
}

/** The products of these ids that are at hand, in the order given. */
const productsOf = (ids: readonly number[], map: ReadonlyMap<number, Product>) =>
  ids.flatMap((id) => {
    const product = map.get(id);
    return product ? [product] : [];
  });

export const selectFeatured = createSelector([selectCatalogSummary, selectProductMap], (summary, map) =>
  productsOf(summary.featured, map),
);

export const selectTrending = createSelector([selectCatalogSummary, selectProductMap], (summary, map) =>
  productsOf(summary.trending, map),
);

/** 'You May Also Like': the first products of the product's category, itself left out. */
export const selectRelated = createSelector(
  [selectCatalogSummary, selectProductMap, (_: WithCatalog, product: Product) => product],
  (summary, map, product) => productsOf(relatedIds(summary, product), map),
);

/** The biggest discount on offer, in percent (0 when nothing is discounted). */
export const selectMaxDiscount = (state: WithCatalog) => selectCatalogSummary(state).sale.maxDiscount;

/** The picture of the product with the biggest discount (the sale's banner), or null. */
export const selectSaleImage = (state: WithCatalog) => selectCatalogSummary(state).sale.image;

/**
 * 'Recently viewed': the products last looked at, most recent first, at most 8, leaving out
 * `exceptId` (the product page's own product) and ids the catalogue no longer has.
 */
export const selectRecentlyViewed = createSelector(
  [
    selectRecentlyViewedIds,
    selectProductMap,
    (_: WithCatalog & { preferences: PreferencesState }, exceptId: number | null) => exceptId,
  ],
  (ids, products, exceptId) =>
    ids
      .flatMap((id): Product[] => {
        const product = id === exceptId ? undefined : products.get(id);
        return product ? [product] : [];
      })
      .slice(0, RECENTLY_VIEWED_SHOWN),
);

/** The back-in-stock alerts with their products (the profile lists them); a product no longer sold is left out. */
export const selectStockAlertEntries = createSelector(
  [selectStockAlerts, selectProductMap],
  (alerts, products): { product: Product; size: string }[] =>
    alerts.flatMap(({ productId, size }) => {
      const product = products.get(productId);
      return product ? [{ product, size }] : [];
    }),
);
