import { createSelector } from '@reduxjs/toolkit';
import { selectProductMap, type CatalogState, type Product } from '@/features/catalog';
import type { WishlistState } from './wishlistSlice';

type WithWishlist = { wishlist: WishlistState; catalog: CatalogState };

export const selectWishlistIds = (state: WithWishlist) => state.wishlist.ids;
export const selectIsWishlisted = (state: WithWishlist, id: number) => state.wishlist.ids.includes(id);

/** Saved products in the order they were saved; ids matching no product are left out. */
export const selectWishlistProducts = createSelector([selectWishlistIds, selectProductMap], (ids, products) =>
  ids.flatMap((id): Product[] => {
    const p = products.get(id);
    return p ? [p] : [];
  }),
);

/** Number of saved products (the header wishlist badge). */
export const selectWishlistCount = (state: WithWishlist) => selectWishlistProducts(state).length;
