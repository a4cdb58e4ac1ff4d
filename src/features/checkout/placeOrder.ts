import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { addressSaved, type AuthState, type SavedAddress } from '@/features/auth';
import { selectPricedCartLines, type CartState } from '@/features/cart';
import type { CatalogState } from '@/features/catalog';
import { selectCartTotals } from '@/features/coupons';
import { orderPlaced, selectNextOrderId, type OrdersState } from '@/features/orders';
import { TIMERS } from '@/shared/lib/constants';
import { delay } from '@/shared/lib/delay';
import { buildOrder, type PaymentFormValues, type ShippingFormValues } from './buildOrder';
import { placingEnded, placingStarted, type CheckoutState } from './checkoutSlice';

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
  /** The shipping address to keep in the address book once the order is placed ('Save this address'). */
  saveAddress?: SavedAddress | null;
}

/**
 * What came of Place Order: the order's id; or nothing, because an order is already being
 * placed (`busy`), the shopper left during the wait (`left`), or the cart was emptied meanwhile
 * (`emptyCart`).
 */
export type PlaceOrderResult =
  { placed: true; orderId: string } | { placed: false; reason: 'busy' | 'left' | 'emptyCart' };

/**
 * Place Order: 'Processing...' for 2 s (spec section 4), then the order is built from the cart as
 * it is now (another tab may have changed it during the wait) and saved with `orderPlaced`, which
 * also empties the cart; the message comes from that event (app/messages.ts). A new address the
 * shopper chose to save joins the address book then (`addressSaved`), and only then. The checkout slice
 * follows the wait (`placingStarted`, `placingEnded`), for the page.
 *
 * Never two orders: while one is being placed, another call places nothing. Abort `signal` when
 * the page goes away: the wait stops and nothing is placed. A plain thunk like the other flows
 * (signIn, sendMessage): this module loads with the checkout page, not on every page.
 */
export const placeOrder =
  (
    { shipping, payment, saveAddress }: PlaceOrderInput,
    signal?: AbortSignal,
  ): ThunkAction<Promise<PlaceOrderResult>, CheckoutRootState, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    if (getState().checkout.placing) return { placed: false, reason: 'busy' };
    dispatch(placingStarted());
    if (!(await delay(TIMERS.placeOrder, signal))) {
      dispatch(placingEnded({ orderId: null }));
      return { placed: false, reason: 'left' };
    }
    const state = getState();
    const lines = selectPricedCartLines(state);
    if (lines.length === 0) {
      dispatch(placingEnded({ orderId: null }));
      return { placed: false, reason: 'emptyCart' };
    }
    const { total, coupon } = selectCartTotals(state);
    const order = buildOrder({
      id: selectNextOrderId(state),
      date: new Date(),
      lines,
      total,
      coupon,
      shipping,
      payment,
    });
    dispatch(orderPlaced(order));
    if (saveAddress) dispatch(addressSaved(saveAddress));
    dispatch(placingEnded({ orderId: order.id }));
    return { placed: true, orderId: order.id };
  };
