import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth';
import { orderPlaced } from '../orders';

/** A cart line keeps only identity and quantity; product data and prices always come from the catalogue. */
export interface CartLine {
  id: number;
  size: string;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
}

export const initialCartState: CartState = { lines: [] };

const sameLine = (a: { id: number; size: string }, b: { id: number; size: string }) =>
  a.id === b.id && a.size === b.size;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds `quantity` (default 1) of a product in a size; a matching line grows instead. */
    itemAdded(state, action: PayloadAction<{ id: number; size: string; quantity?: number }>) {
      const { id, size } = action.payload;
      const quantity = Math.max(1, Math.floor(action.payload.quantity ?? 1));
      const line = state.lines.find((l) => sameLine(l, { id, size }));
      if (line) line.quantity += quantity;
      else state.lines.push({ id, size, quantity });
    },
    /** Sets a line's quantity; 0 or less removes the line. */
    quantityChanged(state, action: PayloadAction<{ id: number; size: string; quantity: number }>) {
      const { quantity } = action.payload;
      if (!(quantity > 0)) {
        state.lines = state.lines.filter((l) => !sameLine(l, action.payload));
        return;
      }
      const line = state.lines.find((l) => sameLine(l, action.payload));
      if (line) line.quantity = Math.floor(quantity);
    },
    itemRemoved(state, action: PayloadAction<{ id: number; size: string }>) {
      state.lines = state.lines.filter((l) => !sameLine(l, action.payload));
    },
    cleared() {
      return initialCartState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCartState);
    builder.addCase(orderPlaced, () => initialCartState);
  },
});

export const { itemAdded, quantityChanged, itemRemoved, cleared } = cartSlice.actions;
