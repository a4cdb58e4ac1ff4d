import { createSelector } from '@reduxjs/toolkit';
import {
  isSoldOut,
  lowStock,
  selectProductMap,
  stockLeft,
  type CatalogState,
  type Product,
} from '@/features/catalog';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { selectCartLines, isValidQuantity } from './cartCount';
import { roomInLine, type CartState } from './cartSlice';

type WithCart = { cart: CartState; catalog: CatalogState };

export interface PricedCartLine {
  product: Product;
  size: string;
  quantity: number;
  /** Catalogue price × quantity; 0 for a size sold out since it was added (its price is not counted). */
  lineTotal: number;
  /** Pieces left of the size when only a few are ('Only 2 left in size M'), else null. */
  left: number | null;
  /** The size sold out since the line was added: the line stays, marked 'Sold out', and blocks checkout. */
  soldOut: boolean;
}

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

/**
 * Lines joined with the catalogue. Prices always come from the catalogue (a price carried by a
 * stored line is never read); a line whose product no longer exists, or whose quantity is not a
 * whole positive number, is left out, so nothing on screen is ever NaN.
 */
export const selectPricedCartLines = createSelector([selectCartLines, selectProductMap], (lines, products) =>
  lines.flatMap((line): PricedCartLine[] => {
    const product = products.get(line.id);
    if (!product || !isValidQuantity(line.quantity)) return [];
    const soldOut = isSoldOut(product, line.size);
    return [
      {
        product,
        size: line.size,
        quantity: line.quantity,
        lineTotal: soldOut ? 0 : product.price * line.quantity,
        left: lowStock(product, line.size),
        soldOut,
      },
    ];
  }),
);

export const selectIsCartEmpty = createSelector([selectPricedCartLines], (lines) => lines.length === 0);

/**
 * The lines at catalogue prices. Tax and total depend on the coupon: selectCartTotals
 * (features/coupons) works them out, in the screens that show them.
 */
export const selectCartSubtotal = createSelector([selectPricedCartLines], (lines) =>
  lines.reduce((sum, l) => sum + l.lineTotal, 0),
);
