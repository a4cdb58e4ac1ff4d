import { createSelector } from '@reduxjs/toolkit';
import type { CartState } from '@/features/cart';
import { ensureProducts, type CatalogState } from '@/features/catalog';
import type { OrdersState } from '@/features/orders';
import type { PreferencesState } from '@/features/preferences';
import type { WishlistState } from '@/features/wishlist';
import type { StartListening } from '@/shared/lib/effectsMiddleware';

/** The slices that name products (the store's state has them all). */
interface WithShopper {
  catalog: CatalogState;
  cart: CartState;
  wishlist: WishlistState;
  preferences: PreferencesState;
  orders: OrdersState;
}

/**
 * The products the shopper's own state names: cart lines, saved items, recently viewed products,
 * back-in-stock alerts and the items of placed orders. In the browser the store holds only the
 * products loaded so far; these must be there for the header, the cart, the wishlist and the
 * pages that list them.
 */
export const selectWantedProductIds = createSelector(
  [
    (state: WithShopper) => state.cart.lines,
    (state: WithShopper) => state.wishlist.ids,
    (state: WithShopper) => state.preferences.recentlyViewed,
    (state: WithShopper) => state.preferences.stockAlerts,
    (state: WithShopper) => state.orders.list,
  ],
  (lines, saved, viewed, alerts, orders): number[] => [
    ...new Set([
      ...lines.map((line) => line.id),
      ...saved,
      ...viewed,
      ...alerts.map((alert) => alert.productId),
      ...orders.flatMap((order) => order.items.map((item) => item.id)),
    ]),
  ],
);

/**
 * Whenever those ids change (a stored cart restored, another tab's change, a product viewed),
 * brings the missing ones into the store: their shards are fetched, once. A shard that cannot be
 * fetched (offline) is asked for again on the next change.
 */
export function startCatalogSync(startListening: StartListening<WithShopper>): void {
  startListening({
    predicate: (_action, current, previous) =>
      selectWantedProductIds(current) !== selectWantedProductIds(previous),
    effect: (_action, { dispatch, getState }) =>
      (dispatch as (thunk: ReturnType<typeof ensureProducts>) => Promise<void>)(
        ensureProducts(selectWantedProductIds(getState())),
      ).catch(() => undefined),
  });
}
