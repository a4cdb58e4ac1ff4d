import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CheckoutState {
  /** Place Order was pressed and the 2 s wait is running. */
  placing: boolean;
  /** The order this checkout placed (the page then goes to /orders); null until then. */
  placedOrderId: string | null;
}

const initialCheckoutState: CheckoutState = { placing: false, placedOrderId: null };

/**
 * Where a checkout stands: an order being placed, and the order it placed. The flow itself is
 * placeOrder.ts; this slice is all of checkout that the store carries on every page.
 */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** Place Order was pressed: the wait runs. */
    placingStarted: () => ({ placing: true, placedOrderId: null }),
    /** The wait is over: an order was placed (its id), or none (null). */
    placingEnded: (_state, action: PayloadAction<{ orderId: string | null }>) => ({
      placing: false,
      placedOrderId: action.payload.orderId,
    }),
    /** The shopper left the checkout page: a new visit starts afresh. */
    checkoutLeft: () => initialCheckoutState,
  },
});

export const { placingStarted, placingEnded, checkoutLeft } = checkoutSlice.actions;

export const selectPlacingOrder = (state: { checkout: CheckoutState }) => state.checkout.placing;
export const selectPlacedOrderId = (state: { checkout: CheckoutState }) => state.checkout.placedOrderId;
