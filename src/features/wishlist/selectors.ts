import { createSelector } from '@reduxjs/toolkit';
import { selectProductMap, type CatalogState, type Product } from '../catalog';
import type { WishlistState } from './wishlistSlice';

type WithWishlist = { wishlist: WishlistState; catalog: CatalogState };

export const selectWishlistIds = (state: WithWishlist) => state.wishlist.ids;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.ids.length;
export const selectIsWishlisted = (state: WithWishlist, id: number) => state.wishlist.ids.includes(id);

export const selectWishlistProducts = createSelector([selectWishlistIds, selectProductMap], (ids, products) =>
  ids.flatMap((id): Product[] => {
    const p = products.get(id);
    return p ? [p] : [];
  }),
);
