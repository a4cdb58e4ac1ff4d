import { createSelector } from '@reduxjs/toolkit';
import type { Product, Category } from './types';
import type { CatalogState } from './catalogSlice';
import { FEATURED_COUNT, RELATED_COUNT, TRENDING_COUNT, TRENDING_MIN_RATING } from '@/shared/lib/constants';
import { RECENTLY_VIEWED_SHOWN } from '@/shared/lib/sizeKinds';
import { selectRecentlyViewedIds, selectStockAlerts, type PreferencesState } from '@/features/preferences';

type WithCatalog = { catalog: CatalogState };

export const selectProducts = (state: WithCatalog) => state.catalog.products;

export const selectProductMap = createSelector([selectProducts], (products) => {
  const map = new Map<number, Product>();
  for (const p of products) map.set(p.id, p);
  return map;
});

export const selectProductById = (state: WithCatalog, id: number): Product | undefined =>
  selectProductMap(state).get(id);

export const selectProductsByCategory = createSelector(
  [selectProducts, (_: WithCatalog, category: Category) => category],
  (products, category) => products.filter((p) => p.category === category),
);

export const selectFeatured = createSelector([selectProducts], (products) =>
  products.slice(0, FEATURED_COUNT),
);

export const selectTrending = createSelector([selectProducts], (products) =>
  products.filter((p) => p.rating >= TRENDING_MIN_RATING).slice(0, TRENDING_COUNT),
);

export const selectRelated = createSelector(
  [selectProducts, (_: WithCatalog, product: Product) => product],
  (products, product) =>
    products.filter((p) => p.category === product.category && p.id !== product.id).slice(0, RELATED_COUNT),
);

const NO_REVIEWS: never[] = [];
export const selectSubmittedReviews = (state: WithCatalog, productId: number) =>
  state.catalog.submittedReviews[productId] ?? NO_REVIEWS;

/** Every discounted product across categories, in catalogue order (the /sale listing). */
export const selectDiscounted = createSelector([selectProducts], (products) =>
  products.filter((p) => p.originalPrice > p.price && p.discount > 0),
);

/** The biggest discount on offer, in percent (0 when nothing is discounted). */
export const selectMaxDiscount = createSelector([selectDiscounted], (products) =>
  products.reduce((max, p) => Math.max(max, p.discount), 0),
);

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
