import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { productsAbsent, productsLoaded } from '@/features/catalog';
import { orderPlaced } from '@/features/orders';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';

/** A cart line keeps only identity and quantity; product data and prices always come from the catalogue. */
export interface CartLine {
  id: number;
  size: string;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  /** The applied coupon's code, upper case (features/coupons checks it again on every change). */
  coupon?: string;
}

/** A line the shopper removed, where it stood, and the coupon applied then: what Undo puts back. */
export interface RemovedLine {
  line: CartLine;
  index: number;
  coupon?: string;
}

export const initialCartState: CartState = { lines: [] };

type LineKey = { id: number; size: string };

const sameLine = (a: LineKey, b: LineKey) => a.id === b.id && a.size === b.size;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /**
     * Adds `quantity` (default 1) of a product in a size; a line with the same id and size grows
     * instead, up to MAX_LINE_QUANTITY. Only id, size and quantity are kept (a price in the payload
     * is never stored).
     */
    itemAdded(state, action: PayloadAction<{ id: number; size: string; quantity?: number }>) {
      const { id, size } = action.payload;
      const requested = action.payload.quantity ?? 1;
      const quantity = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
      const line = state.lines.find((l) => sameLine(l, { id, size }));
      if (line) line.quantity = Math.min(line.quantity + quantity, MAX_LINE_QUANTITY);
      else state.lines.push({ id, size, quantity: Math.min(quantity, MAX_LINE_QUANTITY) });
    },
    /**
     * Sets a line's quantity (whole, at most MAX_LINE_QUANTITY); 0 or less removes the line. A value
     * that is not a number is ignored.
     */
    quantityChanged(state, action: PayloadAction<{ id: number; size: string; quantity: number }>) {
      const { quantity } = action.payload;
      if (!Number.isFinite(quantity)) return;
      if (quantity <= 0) {
        state.lines = state.lines.filter((l) => !sameLine(l, action.payload));
        return;
      }
      const line = state.lines.find((l) => sameLine(l, action.payload));
      if (line) line.quantity = Math.min(Math.max(1, Math.floor(quantity)), MAX_LINE_QUANTITY);
    },
    /** Removes the line with this id and size (other sizes of the product stay); see removeFromCart. */
    itemRemoved(state, action: PayloadAction<RemovedLine>) {
      state.lines = state.lines.filter((l) => !sameLine(l, action.payload.line));
    },
    /**
     * Undo of a removal: the line goes back to its place with its size and quantity (joining a line
     * of the same product and size added since, within the cap), and the coupon applied at the
     * time comes back unless another one has been applied since.
     */
    lineRestored(state, action: PayloadAction<RemovedLine>) {
      const { line, index, coupon } = action.payload;
      const same = state.lines.find((l) => sameLine(l, line));
      if (same) same.quantity = Math.min(same.quantity + line.quantity, MAX_LINE_QUANTITY);
      else {
        const at = Math.min(Math.max(0, index), state.lines.length);
        state.lines.splice(at, 0, { ...line, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) });
      }
      if (coupon !== undefined && state.coupon === undefined) state.coupon = coupon;
    },
    /**
     * The lines, worked out elsewhere: held to their sizes' stock (stockCaps.ts), or a line moved to
     * another size (changeLineSize.ts). Only id, size and quantity are kept.
     */
    linesReplaced(state, action: PayloadAction<readonly CartLine[]>) {
      state.lines = action.payload.map(({ id, size, quantity }) => ({ id, size, quantity }));
    },
    /** A coupon the rules accepted (features/coupons applyCoupon); it replaces any other. */
    couponApplied(state, action: PayloadAction<string>) {
      state.coupon = action.payload;
    },
    /** The shopper pressed 'Remove coupon'. */
    couponRemoved(state) {
      delete state.coupon;
    },
    /**
     * The applied coupon no longer applies after a change (features/coupons re-checks it);
     * `reason` says why, in the shopper's words, for the message.
     */
    couponDropped(state, action: PayloadAction<{ code: string; reason: string }>) {
      if (state.coupon === action.payload.code) delete state.coupon;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCartState);
    builder.addCase(orderPlaced, () => initialCartState);
    // Storage is checked against the products at hand; in the browser a stored line's product may
    // arrive only later (its shard): then a size it does not offer, or a product the catalogue
    // does not have, drops the line, as reading it back would have.
    builder.addCase(productsLoaded, (state, action) => {
      const byId = new Map(action.payload.map((p) => [p.id, p]));
      const kept = state.lines.filter((line) => byId.get(line.id)?.size.includes(line.size) ?? true);
      if (kept.length < state.lines.length) state.lines = kept;
    });
    builder.addCase(productsAbsent, (state, action) => {
      const kept = state.lines.filter((line) => !action.payload.includes(line.id));
      if (kept.length < state.lines.length) state.lines = kept;
    });
  },
});

export const {
  itemAdded,
  quantityChanged,
  itemRemoved,
  lineRestored,
  linesReplaced,
  couponApplied,
  couponRemoved,
  couponDropped,
} = cartSlice.actions;

/** How many of a product in a size the cart holds (0 without such a line). */
export function quantityInLine(cart: CartState, id: number, size: string): number {
  return cart.lines.find((l) => sameLine(l, { id, size }))?.quantity ?? 0;
}

/**
 * How many more of a product in a size the cart can take: the line cap (MAX_LINE_QUANTITY) or the
 * pieces left of the size (`left`, Infinity when unlimited), whichever is lower, less what its
 * line holds.
 */
export function roomInLine(cart: CartState, id: number, size: string, left = Infinity): number {
  return Math.min(MAX_LINE_QUANTITY, left) - quantityInLine(cart, id, size);
}

/** Why an Add to Cart added nothing: no size was chosen, or the line already holds the most it may (99). */
export type AddToCartRefusal = 'noSize' | 'lineFull';

/**
 * The shopper asked for more of a size than is left (issue 19: stock per size): the line was
 * capped at what is left, or nothing more was added. The message says 'Only {left} left in size {size}'.
 */
export const stockLimitReached = createAction<{ productId: number; size: string; left: number }>(
  'cart/stockLimitReached',
);

/**
 * Add to Cart was pressed but nothing was added (addToCart.ts; the messages listener tells the
 * shopper why). An event like any other, so the DevTools log reads as the shopper's story.
 */
export const addToCartRefused = createAction<{ productId: number; reason: AddToCartRefusal }>(
  'cart/addToCartRefused',
);
