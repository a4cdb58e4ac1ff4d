import { createSelector } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { buyableSizes } from '@/features/catalog';
import { recommendSize, selectSizeHistory, type OrdersState } from '@/features/orders';
import type { CartState } from './cartSlice';
import { selectPricedCartLines } from './selectors';

// Read by the cart screen only: a module of its own, out of the first load's code.

type WithCartAndOrders = Parameters<typeof selectPricedCartLines>[0] & {
  cart: CartState;
  orders: OrdersState;
  auth: AuthState;
};

/** What the cart screen offers a line besides its quantity: the size recommended and 'Change size'. */
export interface LineSizeChoice {
  /** The size recommended from the shopper's orders when it differs from the line's and can be bought, else null. */
  recommended: string | null;
  /** 'Change size': the product's other sizes that can be bought (none when the line needs no change). */
  sizes: readonly string[];
}

const NO_SIZES: readonly string[] = [];

/**
 * For each priced cart line (same order): 'Recommended: {size}' (issue 34) when the size
 * recommended from the orders as of `now` is another one that can be bought, and the sizes
 * 'Change size' offers when the line's size is sold out or another is recommended (one select).
 */
export const selectLineSizeChoices = createSelector(
  [selectPricedCartLines, (state: WithCartAndOrders, now: Date) => selectSizeHistory(state, now)],
  (lines, history): LineSizeChoice[] =>
    lines.map((line) => {
      const recommendation = recommendSize(history, line.product);
      const recommended =
        recommendation && !recommendation.soldOut && recommendation.size !== line.size
          ? recommendation.size
          : null;
      const sizes =
        line.soldOut || recommended !== null
          ? buyableSizes(line.product).filter((size) => size !== line.size)
          : NO_SIZES;
      return { recommended, sizes };
    }),
);
