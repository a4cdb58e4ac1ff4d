import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CatalogState } from '@/features/catalog';
import { wishlistItemAdded, wishlistItemRemoved, type WishlistState } from './wishlistSlice';

type WishlistThunk = ThunkAction<
  void,
  { wishlist: WishlistState; catalog: CatalogState },
  unknown,
  UnknownAction
>;

/**
 * Saves a product (card heart, product page) with the price it has now, so the wishlist can tell
 * the shopper when it drops. A product the catalogue does not know is not saved.
 */
export const saveToWishlist =
  (id: number): WishlistThunk =>
  (dispatch, getState) => {
    const product = getState().catalog.products.find((p) => p.id === id);
    if (product) dispatch(wishlistItemAdded({ id, price: product.price }));
  };

/**
 * Takes a product off the wishlist (card heart, product page, wishlist page): `itemRemoved` with
 * the place it held and its saved price, so the 'Removed from wishlist' message can offer Undo
 * (app/messages.ts). A product that is not saved removes nothing.
 */
export const removeFromWishlist =
  (id: number): WishlistThunk =>
  (dispatch, getState) => {
    const { ids, savedPrices } = getState().wishlist;
    const index = ids.indexOf(id);
    if (index >= 0) dispatch(wishlistItemRemoved({ id, index, price: savedPrices[id] }));
  };
