import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { selectCartTotal, selectPricedCartLines, type CartState } from '@/features/cart';
import type { CatalogState } from '@/features/catalog';
import { orderPlaced, selectNextOrderId, type OrdersState } from '@/features/orders';
import { TIMERS } from '@/shared/lib/constants';
import { delay } from '@/shared/lib/delay';
import { buildOrder, type PaymentFormValues, type ShippingFormValues } from './buildOrder';

export interface CheckoutState {
  /** Place Order was pressed and the 2 s wait is running. */
  placing: boolean;
  /** The order this checkout placed (the page then goes to /orders); null until then. */
  placedOrderId: string | null;
}

const initialCheckoutState: CheckoutState = { placing: false, placedOrderId: null };

type CheckoutRootState = {
  auth: AuthState;
  catalog: CatalogState;
  cart: CartState;
  orders: OrdersState;
  checkout: CheckoutState;
};

export interface PlaceOrderInput {
  shipping: ShippingFormValues;
  /** The payment step's values: only their summary (last 4 digits, UPI id) reaches the order. */
  payment: PaymentFormValues;
}

/** Why no order was placed: the shopper left during the wait, or the cart emptied meanwhile. */
export type PlaceOrderFailure = 'left' | 'emptyCart';

/**
 * Place Order: 'Processing...' for 2 s (spec section 4), then the order is built from the cart as
 * it is now (another tab may have changed it during the wait) and saved with `orderPlaced`, which
 * also empties the cart; the message comes from that event (app/messages.ts).
 *
 * Never two orders: while one is being placed, another call does nothing (`condition`). Abort the
 * returned promise when the page goes away: the wait stops and nothing is placed.
 */
export const placeOrder = createAsyncThunk<
  string,
  PlaceOrderInput,
  { state: CheckoutRootState; rejectValue: PlaceOrderFailure }
>(
  'checkout/placeOrder',
  async ({ shipping, payment }, { getState, dispatch, signal, rejectWithValue }) => {
    if (!(await delay(TIMERS.placeOrder, signal))) return rejectWithValue('left');
    const state = getState();
    const lines = selectPricedCartLines(state);
    if (lines.length === 0) return rejectWithValue('emptyCart');
    const order = buildOrder({
      id: selectNextOrderId(state),
      date: new Date(),
      lines,
      total: selectCartTotal(state),
      shipping,
      payment,
    });
    dispatch(orderPlaced(order));
    return order.id;
  },
  { condition: (_input, { getState }) => !getState().checkout.placing },
);

/** Where a checkout stands: placing (the wait), and the order it placed. */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The shopper left the checkout page: a new visit starts afresh. */
    checkoutLeft: () => initialCheckoutState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(placeOrder.pending, () => ({ placing: true, placedOrderId: null }))
      .addCase(placeOrder.fulfilled, (_state, action) => ({ placing: false, placedOrderId: action.payload }))
      .addCase(placeOrder.rejected, () => initialCheckoutState);
  },
});

export const { checkoutLeft } = checkoutSlice.actions;

export const selectPlacingOrder = (state: { checkout: CheckoutState }) => state.checkout.placing;
export const selectPlacedOrderId = (state: { checkout: CheckoutState }) => state.checkout.placedOrderId;
