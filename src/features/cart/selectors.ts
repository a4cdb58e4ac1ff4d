import { createSelector } from '@reduxjs/toolkit';
import { selectProductMap, type CatalogState, type Product } from '../catalog';
import { taxFor } from './pricing';
import type { CartState } from './cartSlice';

type WithCart = { cart: CartState; catalog: CatalogState };

export interface PricedCartLine {
  product: Product;
  size: string;
  quantity: number;
  lineTotal: number;
}

export const selectCartLines = (state: WithCart) => state.cart.lines;

/** Lines joined with the catalogue; a line whose product no longer exists is left out. */
export const selectPricedCartLines = createSelector([selectCartLines, selectProductMap], (lines, products) =>
  lines.flatMap((line): PricedCartLine[] => {
    const product = products.get(line.id);
    return product
      ? [{ product, size: line.size, quantity: line.quantity, lineTotal: product.price * line.quantity }]
      : [];
  }),
);

export const selectCartCount = createSelector([selectCartLines], (lines) =>
  lines.reduce((sum, l) => sum + l.quantity, 0),
);

export const selectCartSubtotal = createSelector([selectPricedCartLines], (lines) =>
  lines.reduce((sum, l) => sum + l.lineTotal, 0),
);

export const selectCartTax = createSelector([selectCartSubtotal], taxFor);

export const selectCartShipping = () => 0;

export const selectCartTotal = createSelector(
  [selectCartSubtotal, selectCartTax],
  (subtotal, tax) => subtotal + tax,
);
