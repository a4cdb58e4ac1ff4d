import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';

export interface WishlistState {
  /** Product ids, in the order they were saved. */
  ids: number[];
}

export const initialWishlistState: WishlistState = { ids: [] };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    itemAdded(state, action: PayloadAction<number>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    itemRemoved(state, action: PayloadAction<number>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialWishlistState);
  },
});

export const { itemAdded: wishlistItemAdded, itemRemoved: wishlistItemRemoved } = wishlistSlice.actions;
