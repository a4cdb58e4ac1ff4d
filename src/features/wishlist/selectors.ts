import { createSelector } from '@reduxjs/toolkit';
import { selectProductMap, type CatalogState, type Product } from '@/features/catalog';
import type { WishlistState } from './wishlistSlice';

type WithWishlist = { wishlist: WishlistState; catalog: CatalogState };

export const selectWishlistIds = (state: WithWishlist) => state.wishlist.ids;
export const selectIsWishlisted = (state: WithWishlist, id: number) => state.wishlist.ids.includes(id);
const selectSavedPrices = (state: WithWishlist) => state.wishlist.savedPrices;

/** Saved products in the order they were saved; ids matching no product are left out. */
export const selectWishlistProducts = createSelector([selectWishlistIds, selectProductMap], (ids, products) =>
  ids.flatMap((id): Product[] => {
    const p = products.get(id);
    return p ? [p] : [];
  }),
);

/** Number of saved products (the header wishlist badge). */
export const selectWishlistCount = (state: WithWishlist) => selectWishlistProducts(state).length;

/** A saved product, and by how much its price has dropped since it was saved (0: not lower). */
export interface WishlistEntry {
  product: Product;
  priceDrop: number;
}

/** How much lower a product's price is now than when it was saved (0 when it is not lower, or unknown). */
export function priceDropOf(product: Product, savedPrice: number | undefined): number {
  return savedPrice === undefined ? 0 : Math.max(0, savedPrice - product.price);
}

/** The saved products, in the order saved, each with its price drop (the wishlist page). */
export const selectWishlistEntries = createSelector(
  [selectWishlistProducts, selectSavedPrices],
  (products, savedPrices): WishlistEntry[] =>
    products.map((product) => ({ product, priceDrop: priceDropOf(product, savedPrices[product.id]) })),
);

/** How many saved products cost less now than when they were saved (the header's wishlist link says so). */
export const selectPriceDropCount = createSelector(
  [selectWishlistEntries],
  (entries) => entries.filter((entry) => entry.priceDrop > 0).length,
);
