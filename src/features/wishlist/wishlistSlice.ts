import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';

export interface WishlistState {
  /** Product ids, in the order they were saved. */
  ids: number[];
}

export const initialWishlistState: WishlistState = { ids: [] };

/** A product the shopper took off the wishlist and where it stood: what Undo puts back. */
export interface RemovedItem {
  id: number;
  index: number;
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    itemAdded(state, action: PayloadAction<number>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    /** Removes the product (see removeFromWishlist, which says where it stood). */
    itemRemoved(state, action: PayloadAction<RemovedItem>) {
      state.ids = state.ids.filter((id) => id !== action.payload.id);
    },
    /** Undo of a removal: the product goes back to its place, unless it has been saved again since. */
    itemRestored(state, action: PayloadAction<RemovedItem>) {
      const { id, index } = action.payload;
      if (state.ids.includes(id)) return;
      state.ids.splice(Math.min(Math.max(0, index), state.ids.length), 0, id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialWishlistState);
  },
});

export const {
  itemAdded: wishlistItemAdded,
  itemRemoved: wishlistItemRemoved,
  itemRestored: wishlistItemRestored,
} = wishlistSlice.actions;
