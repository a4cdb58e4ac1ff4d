import { createSelector } from '@reduxjs/toolkit';
import { lowStock, selectProductMap, stockLeft, type CatalogState, type Product } from '@/features/catalog';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { roomInLine, type CartState } from './cartSlice';

type WithCart = { cart: CartState; catalog: CatalogState };

export interface PricedCartLine {
  product: Product;
  size: string;
  quantity: number;
  /** Catalogue price × quantity. */
  lineTotal: number;
  /** Pieces left of the size when only a few are ('Only 2 left'), else null. */
  left: number | null;
}

export const selectCartLines = (state: WithCart) => state.cart.lines;

/**
 * How many more of a product the cart can take in `size` (the line cap, 99, or the pieces left of
 * the size, less what its line holds): the product page's stepper stops there. No size chosen
 * yet: a whole line's worth.
 */
export const selectRoomInLine = (state: WithCart, id: number, size: string | null): number => {
  if (size === null) return MAX_LINE_QUANTITY;
  const product = selectProductMap(state).get(id);
  return roomInLine(state.cart, id, size, product ? stockLeft(product, size) : Infinity);
};

const isValidQuantity = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0;

/**
 * Lines joined with the catalogue. Prices always come from the catalogue (a price carried by a
 * stored line is never read); a line whose product no longer exists, or whose quantity is not a
 * whole positive number, is left out, so nothing on screen is ever NaN.
 */
export const selectPricedCartLines = createSelector([selectCartLines, selectProductMap], (lines, products) =>
  lines.flatMap((line): PricedCartLine[] => {
    const product = products.get(line.id);
    if (!product || !isValidQuantity(line.quantity)) return [];
    return [
      {
        product,
        size: line.size,
        quantity: line.quantity,
        lineTotal: product.price * line.quantity,
        left: lowStock(product, line.size),
      },
    ];
  }),
);

/** Total quantity of all lines (the header cart badge). */
export const selectCartCount = createSelector([selectPricedCartLines], (lines) =>
  lines.reduce((sum, l) => sum + l.quantity, 0),
);

export const selectIsCartEmpty = createSelector([selectPricedCartLines], (lines) => lines.length === 0);

/**
 * The lines at catalogue prices. Tax and total depend on the coupon: selectCartTotals
 * (features/coupons) works them out, in the screens that show them.
 */
export const selectCartSubtotal = createSelector([selectPricedCartLines], (lines) =>
  lines.reduce((sum, l) => sum + l.lineTotal, 0),
);
