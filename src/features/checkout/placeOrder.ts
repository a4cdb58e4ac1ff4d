import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { addressSaved, type AuthState, type SavedAddress } from '@/features/auth';
import { selectPricedCartLines, type CartState } from '@/features/cart';
import { stockLeft, type CatalogState } from '@/features/catalog';
import { selectCartTotals } from '@/features/coupons';
import { orderPlaced, selectNextOrderId, type OrdersState } from '@/features/orders';
import { TIMERS } from '@/shared/lib/constants';
import { delay } from '@/shared/lib/delay';
import { buildOrder, type PaymentFormValues, type ShippingFormValues } from './buildOrder';
import { placingEnded, placingStarted, type CheckoutState } from './checkoutSlice';
import { codRefusals } from './codRules';

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
 * placed (`busy`), the shopper left during the wait (`left`), the cart was emptied meanwhile
 * (`emptyCart`), the cart is no longer what the Review step showed (`cartChanged`: another tab
 * changed a line, the coupon or the total), Cash on Delivery no longer applies to it (`codRefused`),
 * or a line is more than its size has left (`stock`).
 */
export type PlaceOrderResult =
  | { placed: true; orderId: string }
  | { placed: false; reason: 'busy' | 'left' | 'emptyCart' | 'cartChanged' | 'codRefused' | 'stock' };

/** What the Review step showed of the cart: its lines, the coupon and the total, as one string. */
function reviewedCart(state: CheckoutRootState): string {
  const lines = selectPricedCartLines(state).map(({ product, size, quantity }) => [
    product.id,
    size,
    quantity,
    product.price,
  ]);
  const { total, coupon } = selectCartTotals(state);
  return JSON.stringify({ lines, total, coupon: coupon ?? null });
}

/**
 * Place Order: 'Processing...' for 2 s (spec section 4), then the order the Review step showed is
 * placed, exactly: the cart is taken as it was when Place Order was pressed, and if another tab
 * changed it during the wait (a line, the coupon, the total) nothing is placed (`cartChanged`: the
 * page asks the shopper to review it again). Cash on Delivery's limit and regions and each line's
 * stock are checked again at placing. The order is saved with `orderPlaced`, which also empties the
 * cart; the message comes from that event (app/messages.ts). A new address the
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
    const reviewed = reviewedCart(getState());
    dispatch(placingStarted());
    const refuse = (reason: Exclude<PlaceOrderResult, { placed: true }>['reason']) => {
      dispatch(placingEnded({ orderId: null }));
      return { placed: false as const, reason };
    };
    if (!(await delay(TIMERS.placeOrder, signal))) return refuse('left');
    const state = getState();
    const lines = selectPricedCartLines(state);
    if (lines.length === 0) return refuse('emptyCart');
    if (reviewedCart(state) !== reviewed) return refuse('cartChanged');
    const { total, coupon } = selectCartTotals(state);
    if (payment.method === 'cod' && codRefusals(total, shipping.pincode).length > 0)
      return refuse('codRefused');
    const overStock = lines.some(({ product, size, quantity }) => quantity > stockLeft(product, size));
    if (overStock) return refuse('stock');
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
