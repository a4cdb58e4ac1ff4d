import fc from 'fast-check';
import { makeStore, toastsOf } from '@/test/app';
import { SAMPLE_PROFILE } from '@/features/auth';
import { removeFromCart } from '@/features/cart';
import { PRODUCTS, stockLeft } from '@/features/catalog';
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

  it('places nothing when another tab changed the cart during the wait: the order is what was reviewed', async () => {
    const store = signedInWithCart();
    const placed = store.dispatch(placeOrder({ shipping, payment }));
    store.dispatch({ type: 'cart/itemAdded', payload: { id: 7, size: 'S' } });
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(placed).resolves.toEqual({ placed: false, reason: 'cartChanged' });
    expect(store.getState().orders.list).toEqual([]);
    expect(store.getState().cart.lines).toHaveLength(2);
    expect(store.getState().checkout).toEqual({ placing: false, placedOrderId: null });
  });

  it('places the reviewed order when the cart is back as it was by the end of the wait', async () => {
    const store = signedInWithCart();
    const placed = store.dispatch(placeOrder({ shipping, payment }));
    store.dispatch({ type: 'cart/itemAdded', payload: { id: 7, size: 'S' } });
    store.dispatch(removeFromCart({ id: 7, size: 'S' }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(placed).resolves.toEqual({ placed: true, orderId: 'ORD-004' });
    expect(store.getState().orders.list[0]?.items.map((i) => [i.id, i.size, i.quantity])).toEqual([
      [1, 'M', 2],
    ]);
  });

  it('checks Cash on Delivery again at placing: over the limit, or to a prepaid-only pincode, nothing is placed', async () => {
    const cod = { ...EMPTY_PAYMENT, method: 'cod' as const };
    // Two kurtas: ₹5,898 with tax, over ₹5,000.
    const over = signedInWithCart();
    const refused = over.dispatch(placeOrder({ shipping, payment: cod }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(refused).resolves.toEqual({ placed: false, reason: 'codRefused' });
    const northEast = makeStore({
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      cart: { lines: [{ id: 7, size: 'S', quantity: 1 }] },
    });
    const prepaidOnly = northEast.dispatch(
      placeOrder({ shipping: { ...shipping, pincode: '781001' }, payment: cod }),
    );
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(prepaidOnly).resolves.toEqual({ placed: false, reason: 'codRefused' });
    const fine = northEast.dispatch(placeOrder({ shipping, payment: cod }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(fine).resolves.toEqual({ placed: true, orderId: 'ORD-004' });
  });

  it('checks stock again at placing: a line over what its size has left places nothing', async () => {
    // Product 1 has 2 left in L.
    const store = makeStore({
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      cart: { lines: [{ id: 1, size: 'L', quantity: 3 }] },
    });
    const placed = store.dispatch(placeOrder({ shipping, payment }));
    await jest.advanceTimersByTimeAsync(TIMERS.placeOrder);
    await expect(placed).resolves.toEqual({ placed: false, reason: 'stock' });
    expect(store.getState().orders.list).toEqual([]);
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
    // Lines the shop lets into a cart: within what each size has left.
    const line = fc.constantFrom(...PRODUCTS).chain((p) =>
      fc.constantFrom(...p.size.filter((size) => stockLeft(p, size) > 0)).chain((size) =>
        fc.record({
          id: fc.constant(p.id),
          size: fc.constant(size),
          quantity: fc.integer({ min: 1, max: Math.min(99, stockLeft(p, size)) }),
        }),
      ),
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
    // A hundred stores and orders: seconds on a loaded machine, more under the mutation tool.
  }, 60_000);
});
