import fc from 'fast-check';
import { makeStore, toastsOf } from '@/test/app';
import { SAMPLE_PROFILE } from '@/features/auth';
import { removeFromCart } from '@/features/cart';
import { PRODUCTS } from '@/features/catalog';
import { applyCoupon, COUPONS, selectCartTotals } from '@/features/coupons';
import { sampleOrders } from '@/features/orders';
import { TIMERS } from '@/shared/lib/constants';
import { EMPTY_PAYMENT, type PaymentFormValues, type ShippingFormValues } from './buildOrder';
import { checkoutLeft } from './checkoutSlice';
import { placeOrder } from './placeOrder';

const shipping: ShippingFormValues = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};
const payment: PaymentFormValues = {
  ...EMPTY_PAYMENT,
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/30',
  cvv: '123',
  cardName: 'Priya Sharma',
};

const signedInWithCart = () =>
  makeStore({
    auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
    cart: { lines: [{ id: 1, size: 'M', quantity: 2 }] },
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('placeOrder', () => {
  it('waits 2 s, then saves the order from the cart, empties the cart and says so', async () => {
    const store = signedInWithCart();
    const placed = store.dispatch(placeOrder({ shipping, payment }));
    expect(store.getState().checkout).toEqual({ placing: true, placedOrderId: null });
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder - 1);
    expect(store.getState().orders.list).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(placed).resolves.toEqual({ placed: true, orderId: 'ORD-004' });

    const [order] = store.getState().orders.list;
    expect(order).toMatchObject({
      id: 'ORD-004',
      status: 'processing',
      total: 2 * 2499 + Math.round(2 * 2499 * 0.18),
      payment: { method: 'card', last4: '1111' },
    });
    expect(JSON.stringify(order)).not.toContain('4111 1111');
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().checkout).toEqual({ placing: false, placedOrderId: 'ORD-004' });
    expect(
      toastsOf(store)
        .getSnapshot()
        .map((t) => t.message),
    ).toEqual(['Order placed successfully!']);
  });

  it('keeps the coupon and its discount, and the total the summary showed', async () => {
    const store = makeStore({
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      cart: { lines: [{ id: 1, size: 'M', quantity: 2 }], coupon: 'RANGOLI10' },
    });
    const shown = selectCartTotals(store.getState());
    // 10% of ₹4,998 is ₹500, capped at ₹300; tax is 18% of ₹4,698.
    expect(shown).toMatchObject({
      subtotal: 4998,
      coupon: { code: 'RANGOLI10', discount: 300 },
      tax: 846,
      total: 5544,
    });
    void store.dispatch(placeOrder({ shipping, payment }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    expect(store.getState().orders.list[0]).toMatchObject({
      total: shown.total,
      coupon: { code: 'RANGOLI10', discount: 300 },
    });
    expect(store.getState().cart).toEqual({ lines: [] });
  });

  it('orders the cart as it is when the wait ends (another tab may change it)', async () => {
    const store = signedInWithCart();
    void store.dispatch(placeOrder({ shipping, payment }));
    store.dispatch({ type: 'cart/itemAdded', payload: { id: 7, size: 'S' } });
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    expect(store.getState().orders.list[0]?.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [7, 1],
    ]);
  });

  it('never places two orders, however often it is asked', async () => {
    const store = signedInWithCart();
    const first = store.dispatch(placeOrder({ shipping, payment }));
    const second = store.dispatch(placeOrder({ shipping, payment }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder * 2);
    await expect(first).resolves.toEqual({ placed: true, orderId: 'ORD-004' });
    await expect(second).resolves.toEqual({ placed: false, reason: 'busy' });
    expect(store.getState().orders.list).toHaveLength(1);
  });

  it('places nothing when the shopper leaves during the wait', async () => {
    const store = signedInWithCart();
    const controller = new AbortController();
    const placed = store.dispatch(placeOrder({ shipping, payment }, controller.signal));
    controller.abort();
    store.dispatch(checkoutLeft());
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(placed).resolves.toEqual({ placed: false, reason: 'left' });
    expect(store.getState().orders.list).toEqual([]);
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(store.getState().checkout).toEqual({ placing: false, placedOrderId: null });
  });

  it('places nothing when the cart was emptied meanwhile', async () => {
    const store = signedInWithCart();
    const placed = store.dispatch(placeOrder({ shipping, payment }));
    store.dispatch(removeFromCart({ id: 1, size: 'M' }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(placed).resolves.toEqual({ placed: false, reason: 'emptyCart' });
    expect(store.getState().orders.list).toEqual([]);
    expect(store.getState().checkout.placing).toBe(false);
  });

  it('keeps the address the shopper chose to save, once the order is placed, and only then', async () => {
    const { email: _email, ...fields } = shipping;
    const saveAddress = { id: 'address-new', label: 'Work' as const, ...fields, address: '22 Camac Street' };
    const store = signedInWithCart();
    const controller = new AbortController();
    void store.dispatch(placeOrder({ shipping, payment, saveAddress }, controller.signal));
    controller.abort();
    store.dispatch(checkoutLeft());
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    expect(store.getState().auth.user?.addresses).toHaveLength(1);

    void store.dispatch(placeOrder({ shipping, payment, saveAddress }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder - 1);
    expect(store.getState().auth.user?.addresses).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().auth.user?.addresses?.map((a) => a.id)).toEqual(['address-home', 'address-new']);
    expect(store.getState().auth.user?.addresses?.[1]).toEqual(saveAddress);
    expect(store.getState().auth.user?.defaultAddressId).toBe('address-home');
  });

  it('the order placed always has the total and the coupon the summary showed (property test)', async () => {
    const line = fc.constantFrom(...PRODUCTS).chain((p) =>
      fc.record({
        id: fc.constant(p.id),
        size: fc.constantFrom(...p.size),
        quantity: fc.integer({ min: 1, max: 99 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(line, { minLength: 1, maxLength: 6, selector: (l) => `${l.id}-${l.size}` }),
        fc.option(fc.constantFrom(...COUPONS.map((c) => c.code))),
        fc.boolean(),
        async (lines, code, ordered) => {
          const store = makeStore({
            auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
            cart: { lines },
            orders: {
              list: ordered
                ? [{ ...sampleOrders(new Date('2026-11-22T06:30:00.000Z'))[0]!, id: 'ORD-004' }]
                : [],
              changes: {},
            },
          });
          if (code !== null) store.dispatch(applyCoupon(code));
          const shown = selectCartTotals(store.getState());
          const placed = store.dispatch(placeOrder({ shipping, payment }));
          await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
          await placed;
          const [order] = store.getState().orders.list;
          expect(order?.total).toBe(shown.total);
          expect(order?.coupon).toEqual(shown.coupon ?? undefined);
          expect(shown.total).toBe(
            shown.subtotal - shown.discount + Math.round(0.18 * (shown.subtotal - shown.discount)),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
