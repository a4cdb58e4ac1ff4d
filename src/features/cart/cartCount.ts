import { createSelector } from '@reduxjs/toolkit';
import { selectProductMap, type CatalogState } from '@/features/catalog';
import type { CartState } from './cartSlice';

// The header's count, on every page: a module of its own, so that the cart's other selectors
// (selectors.ts: prices, stock) load with the screens that show them, not with main.js.

type WithCart = { cart: CartState; catalog: CatalogState };

export const selectCartLines = (state: WithCart) => state.cart.lines;

/** A line's quantity is a whole positive number (storage may have held anything). */
export const isValidQuantity = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0;

/**
 * Total quantity of all lines (the header cart badge): the lines selectPricedCartLines shows, those
 * whose product exists and whose quantity is a whole positive number.
 */
export const selectCartCount = createSelector([selectCartLines, selectProductMap], (lines, products) =>
  lines.reduce(
    (sum, line) => sum + (products.has(line.id) && isValidQuantity(line.quantity) ? line.quantity : 0),
    0,
  ),
);
