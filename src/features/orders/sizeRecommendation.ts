import { createSelector } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { selectProductMap, type CatalogState, type Product } from '@/features/catalog';
import type { OrdersState } from './ordersSlice';
import { recommendSize } from './recommendSize';
import { selectDisplayedOrders } from './selectors';
import { historyProductIds, sizeHistoryOf } from './sizeHistory';

/*
 * The size recommended from the shopper's orders (issue 34): its selectors, in a module of their
 * own so that what imports the orders' selectors (the grievance desk's order choices, the orders
 * pages) does not bring the recommendation's rule along.
 */

type WithOrders = { orders: OrdersState };
type WithHistory = WithOrders & { auth: AuthState; catalog: CatalogState };

/**
 * The lines a size is recommended from (issue 34), as of `now`: those of the delivered orders the
 * Orders screen shows (the sample orders count), with what became of each (sizeHistory.ts).
 */
export const selectSizeHistory = createSelector(
  [(state: WithHistory, now: Date) => selectDisplayedOrders(state, now), selectProductMap],
  (views, products) => sizeHistoryOf(views, (id) => products.get(id)),
);

/** The products the size history needs from the catalogue (a page brings them in: useEnsureProducts). */
export const selectSizeHistoryProductIds = createSelector(
  [(state: WithHistory, now: Date) => selectDisplayedOrders(state, now)],
  historyProductIds,
);

/** The size recommended for `product` from the shopper's orders, or null (recommendSize.ts). */
export const selectSizeRecommendation = createSelector(
  [
    (state: WithHistory, now: Date, _product: Product) => selectSizeHistory(state, now),
    (_state: WithHistory, _now: Date, product: Product) => product,
  ],
  recommendSize,
);
