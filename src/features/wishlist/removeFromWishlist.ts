import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { wishlistItemRemoved, type WishlistState } from './wishlistSlice';

/**
 * Takes a product off the wishlist (card heart, product page, wishlist page): `itemRemoved` with
 * the place it held, so the 'Removed from wishlist' message can offer Undo (app/messages.ts).
 * A product that is not saved removes nothing.
 */
export const removeFromWishlist =
  (id: number): ThunkAction<void, { wishlist: WishlistState }, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const index = getState().wishlist.ids.indexOf(id);
    if (index >= 0) dispatch(wishlistItemRemoved({ id, index }));
  };
