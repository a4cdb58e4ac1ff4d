import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { productsAbsent, productsLoaded } from '@/features/catalog';

export interface WishlistState {
  /** Product ids, in the order they were saved. */
  ids: number[];
  /**
   * The price each saved product had when it was saved, by id: the wishlist says 'Price dropped by
   * ₹n' when the catalogue's price is lower now (issue 19).
   */
  savedPrices: Record<string, number>;
}

export const initialWishlistState: WishlistState = { ids: [], savedPrices: {} };

/** A product to save, with its price at that moment. */
export interface SavedItem {
  id: number;
  price: number;
}

/** A product the shopper took off the wishlist, where it stood and the price it was saved at: what Undo puts back. */
export interface RemovedItem {
  id: number;
  index: number;
  /** The price it was saved at (absent: it is kept at today's price when put back). */
  price?: number;
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Saves a product with today's price (saveToWishlist reads it from the catalogue); a saved one stays as it was. */
    itemAdded(state, action: PayloadAction<SavedItem>) {
      const { id, price } = action.payload;
      if (state.ids.includes(id)) return;
      state.ids.push(id);
      state.savedPrices[id] = price;
    },
    /** Removes the product (see removeFromWishlist, which says where it stood). */
    itemRemoved(state, action: PayloadAction<RemovedItem>) {
      const { id } = action.payload;
      state.ids = state.ids.filter((saved) => saved !== id);
      delete state.savedPrices[id];
    },
    /** Undo of a removal: the product goes back to its place and price, unless it has been saved again since. */
    itemRestored(state, action: PayloadAction<RemovedItem>) {
      const { id, index, price } = action.payload;
      if (state.ids.includes(id)) return;
      state.ids.splice(Math.min(Math.max(0, index), state.ids.length), 0, id);
      if (price !== undefined) state.savedPrices[id] = price;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialWishlistState);
    // A saved product that arrives only after storage was read (in the browser, its shard): kept
    // at today's price when its saved price was missing; one the catalogue does not have, dropped.
    builder.addCase(productsLoaded, (state, action) => {
      for (const product of action.payload) {
        if (state.ids.includes(product.id) && state.savedPrices[product.id] === undefined)
          state.savedPrices[product.id] = product.price;
      }
    });
    builder.addCase(productsAbsent, (state, action) => {
      if (!state.ids.some((id) => action.payload.includes(id))) return;
      state.ids = state.ids.filter((id) => !action.payload.includes(id));
      for (const id of action.payload) delete state.savedPrices[id];
    });
  },
});

export const {
  itemAdded: wishlistItemAdded,
  itemRemoved: wishlistItemRemoved,
  itemRestored: wishlistItemRestored,
} = wishlistSlice.actions;
