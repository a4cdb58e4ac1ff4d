import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CatalogState } from '@/features/catalog';
import { addToCartRefused, itemAdded, roomInLine, type AddToCartRefusal, type CartState } from './cartSlice';

type AddToCartThunk = ThunkAction<
  'added' | AddToCartRefusal,
  { cart: CartState; catalog: CatalogState },
  unknown,
  UnknownAction
>;

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
 * up. The success and refusal messages come from the events (app/messages.ts), so the shopper is
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
    const room = roomInLine(getState().cart, productId, size);
    if (room <= 0) {
      dispatch(addToCartRefused({ productId, reason: 'lineFull' }));
      return 'lineFull';
    }
    dispatch(itemAdded({ id: productId, size, quantity: Math.min(quantity, room) }));
    return 'added';
  };

/**
 * Add to Cart on a card or the wishlist: one of the product's first listed size (the spec's rule
 * for cards). A product with no size at all adds nothing.
 */
export const quickAddToCart =
  (productId: number): AddToCartThunk =>
  (dispatch, getState) => {
    const product = getState().catalog.products.find((p) => p.id === productId);
    return dispatch(addToCart({ productId, size: product?.size[0] ?? null }));
  };
