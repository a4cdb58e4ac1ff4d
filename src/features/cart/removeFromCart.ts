import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { itemRemoved, type CartState } from './cartSlice';

/**
 * Remove on a cart line: `itemRemoved` with the line as it was, its place and the applied coupon,
 * so the 'Removed from cart' message can offer Undo (app/messages.ts) without anyone keeping a
 * copy. A line that is not in the cart removes nothing.
 */
export const removeFromCart =
  ({
    id,
    size,
  }: {
    id: number;
    size: string;
  }): ThunkAction<void, { cart: CartState }, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const { lines, coupon } = getState().cart;
    const index = lines.findIndex((l) => l.id === id && l.size === size);
    const line = lines[index];
    if (!line) return;
    dispatch(itemRemoved({ line: { ...line }, index, ...(coupon === undefined ? {} : { coupon }) }));
  };
