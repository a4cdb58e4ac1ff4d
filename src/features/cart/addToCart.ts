import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { firstBuyableSize, stockLeft, type CatalogState } from '@/features/catalog';
import {
  addToCartRefused,
  itemAdded,
  quantityChanged,
  quantityInLine,
  roomInLine,
  stockLimitReached,
  type AddToCartRefusal,
  type CartState,
} from './cartSlice';

type CartThunk<R> = ThunkAction<R, { cart: CartState; catalog: CatalogState }, unknown, UnknownAction>;
type AddToCartThunk = CartThunk<'added' | 'stockLimit' | AddToCartRefusal>;

/** Pieces left of a product's size (Infinity: unlimited, or a product the catalogue does not know). */
const leftOf = (catalog: CatalogState, productId: number, size: string) => {
  const product = catalog.products.find((p) => p.id === productId);
  return product ? stockLeft(product, size) : Infinity;
};

export interface AddToCartInput {
  productId: number;
  /** The chosen size; null when the shopper has not chosen one. */
  size: string | null;
  /** How many (the product page's stepper; default 1). */
  quantity?: number;
}

/**
 * The one way anything is added to the cart. The product page adds the chosen quantity of the
 * chosen size; without a size nothing is added (`addToCartRefused`, 'noSize'). A line holds at most
 * MAX_LINE_QUANTITY (99): a full line takes nothing more ('lineFull'), a nearly full one is filled
 * up. A size with only a few pieces left caps its line there: asking for more adds what is left
 * and says 'Only {n} left in size {size}' (`stockLimitReached`); nothing left to add: 'stockLimit'.
 * The success and refusal messages come from the events (app/messages.ts), so the shopper is
 * never told something was added when nothing was. Returns what happened, for the screen (focus
 * the sizes on 'noSize').
 */
export const addToCart =
  ({ productId, size, quantity = 1 }: AddToCartInput): AddToCartThunk =>
  (dispatch, getState) => {
    if (size === null) {
      dispatch(addToCartRefused({ productId, reason: 'noSize' }));
      return 'noSize';
    }
    const { cart, catalog } = getState();
    const left = leftOf(catalog, productId, size);
    const room = roomInLine(cart, productId, size, left);
    const stockBound = left < MAX_LINE_QUANTITY && quantityInLine(cart, productId, size) + quantity > left;
    if (room <= 0) {
      if (stockBound) dispatch(stockLimitReached({ productId, size, left }));
      else dispatch(addToCartRefused({ productId, reason: 'lineFull' }));
      return stockBound ? 'stockLimit' : 'lineFull';
    }
    dispatch(itemAdded({ id: productId, size, quantity: Math.min(quantity, room) }));
    if (stockBound) dispatch(stockLimitReached({ productId, size, left }));
    return 'added';
  };

/**
 * The cart screen's stepper: sets a line's quantity, at least 1 (Remove takes a line out), and at
 * most what is left of its size; asking for more caps the line with 'Only {n} left in size {size}'.
 */
export const changeQuantity =
  ({ id, size, quantity }: { id: number; size: string; quantity: number }): CartThunk<void> =>
  (dispatch, getState) => {
    const left = leftOf(getState().catalog, id, size);
    if (quantity > left) {
      dispatch(quantityChanged({ id, size, quantity: Math.max(1, left) }));
      dispatch(stockLimitReached({ productId: id, size, left }));
      return;
    }
    dispatch(quantityChanged({ id, size, quantity: Math.max(1, quantity) }));
  };

/**
 * Add to Cart on a card or the wishlist: one of the product's first listed size that can be bought
 * (the spec's rule for cards, with stock per size). A product with no size to buy adds nothing.
 */
export const quickAddToCart =
  (productId: number): AddToCartThunk =>
  (dispatch, getState) => {
    const product = getState().catalog.products.find((p) => p.id === productId);
    return dispatch(addToCart({ productId, size: product ? firstBuyableSize(product) : null }));
  };
