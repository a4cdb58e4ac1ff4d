import { makeStore, type RootState, toastsOf } from '@/test/app';
import { loggedOut, SAMPLE_PROFILE } from '@/features/auth';
import {
  couponRemoved,
  itemAdded,
  quantityChanged,
  removeFromCart,
  type StoredCartLine,
} from '@/features/cart';
import { orderPlaced, sampleOrders } from '@/features/orders';
import { applyCoupon } from './applyCoupon';
import { selectAppliedCoupon, selectCartTotals, selectCouponOffers } from './selectors';

const priya = { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true };

const storeWith = (lines: StoredCartLine[], more: Partial<RootState> = {}) =>
  makeStore({ cart: { lines }, ...more });

/** Lets the re-check (a lazily loaded chunk) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const messages = (store: ReturnType<typeof makeStore>) =>
  toastsOf(store)
    .getSnapshot()
    .map((t) => t.message);

describe('applying a coupon', () => {
  it('refuses with the message at the field, and applies a code that applies', () => {
    // Kurta palazzo ₹1,299 ... below RANGOLI10's ₹1,499 by ₹200.
    const store = storeWith([{ id: 4, size: 'M', quantity: 1 }]);
    expect(store.dispatch(applyCoupon('rangoli10'))?.message).toBe('Add ₹200 more to use RANGOLI10');
    expect(store.dispatch(applyCoupon('nope'))?.message).toBe('This coupon code is not valid');
    expect(store.dispatch(applyCoupon('  '))?.message).toBe('Enter a coupon code');
    expect(store.dispatch(applyCoupon('BEAUTY15'))?.message).toBe('BEAUTY15 applies to Beauty products only');
    expect(store.dispatch(applyCoupon('WELCOME200'))).toEqual({
      message: 'Sign in to use WELCOME200',
      signIn: true,
    });
    expect(store.dispatch(applyCoupon('BEAUTY15'))?.signIn).toBe(false);
    expect(store.dispatch(applyCoupon('  '))?.signIn).toBe(false);
    expect(store.getState().cart.coupon).toBeUndefined();

    store.dispatch(itemAdded({ id: 4, size: 'M' }));
    expect(store.dispatch(applyCoupon(' Rangoli10 '))).toBeNull();
    expect(store.getState().cart.coupon).toBe('RANGOLI10');
    // ₹2,598: 10% is ₹260; tax 18% of ₹2,338 = ₹420.84.
    expect(selectCartTotals(store.getState())).toEqual({
      itemCount: 2,
      subtotal: 2598,
      coupon: { code: 'RANGOLI10', discount: 260 },
      discount: 260,
      tax: 421,
      total: 2759,
    });
  });

  it('WELCOME200 is for a shopper with no order of their own: the sample orders do not count', () => {
    const store = storeWith([{ id: 4, size: 'M', quantity: 1 }], { auth: priya });
    expect(store.dispatch(applyCoupon('WELCOME200'))).toBeNull();
    expect(selectAppliedCoupon(store.getState())).toEqual({ code: 'WELCOME200', discount: 200 });
    const withOrder = storeWith([{ id: 4, size: 'M', quantity: 1 }], {
      auth: priya,
      orders: {
        list: [{ ...sampleOrders(new Date('2026-11-22T06:30:00.000Z'))[0]!, id: 'ORD-004' }],
        changes: {},
      },
    });
    expect(withOrder.dispatch(applyCoupon('WELCOME200'))?.message).toBe(
      'WELCOME200 is for your first order only',
    );
  });

  it('a coupon that no longer applies takes nothing off, even before it is removed', () => {
    // As read back from storage written in another tab: no change made here yet.
    const store = makeStore({ cart: { lines: [{ id: 4, size: 'M', quantity: 1 }], coupon: 'FESTIVE500' } });
    expect(store.getState().cart.coupon).toBe('FESTIVE500');
    expect(selectCartTotals(store.getState())).toMatchObject({
      coupon: null,
      discount: 0,
      total: 1299 + 234,
    });
  });

  it("'Available coupons' follows the cart and marks the applied one", () => {
    const store = storeWith([{ id: 1, size: 'M', quantity: 2 }], { auth: priya });
    store.dispatch(applyCoupon('WELCOME200'));
    const offers = selectCouponOffers(store.getState());
    expect(offers.find((o) => o.best)?.code).toBe('FESTIVE500');
    expect(offers.find((o) => o.applied)?.code).toBe('WELCOME200');
  });
});

describe('the applied coupon is checked again on every change', () => {
  it("is removed with '{CODE} was removed: {reason}' when the cart no longer qualifies", async () => {
    const store = storeWith([
      { id: 1, size: 'M', quantity: 1 },
      { id: 7, size: 'S', quantity: 1 },
    ]);
    store.dispatch(applyCoupon('RANGOLI10'));
    store.dispatch(removeFromCart({ id: 1, size: 'M' }));
    await settle();
    expect(store.getState().cart.coupon).toBeUndefined();
    expect(messages(store)).toEqual(['Removed from cart', 'RANGOLI10 was removed: add ₹900 more to use it']);
  });

  it('stays while it still applies, and Undo brings back a line with the coupon it had', async () => {
    const store = storeWith([
      { id: 1, size: 'M', quantity: 3 },
      { id: 56, size: 'One Size', quantity: 1 },
    ]);
    store.dispatch(applyCoupon('BEAUTY15'));
    store.dispatch(quantityChanged({ id: 1, size: 'M', quantity: 1 }));
    await settle();
    expect(store.getState().cart.coupon).toBe('BEAUTY15');
    store.dispatch(removeFromCart({ id: 56, size: 'One Size' }));
    await settle();
    expect(store.getState().cart.coupon).toBeUndefined();
    expect(messages(store)).toContain('BEAUTY15 was removed: it applies to Beauty products only');
    const undo = toastsOf(store)
      .getSnapshot()
      .find((t) => t.message === 'Removed from cart')?.action;
    if (!undo || !('onAction' in undo)) throw new Error('no Undo');
    undo.onAction();
    await settle();
    expect(store.getState().cart).toEqual({
      lines: [
        { id: 1, size: 'M', quantity: 1 },
        { id: 56, size: 'One Size', quantity: 1 },
      ],
      coupon: 'BEAUTY15',
    });
    // The coupon is back: its removal message is taken back with it.
    expect(messages(store)).not.toContain('BEAUTY15 was removed: it applies to Beauty products only');
  });

  it('keeps the removal message when Undo cannot bring the coupon back (another was applied since)', async () => {
    const store = storeWith(
      [
        { id: 1, size: 'M', quantity: 3 },
        { id: 56, size: 'One Size', quantity: 1 },
      ],
      { auth: priya },
    );
    store.dispatch(applyCoupon('BEAUTY15'));
    store.dispatch(removeFromCart({ id: 56, size: 'One Size' }));
    await settle();
    store.dispatch(applyCoupon('RANGOLI10'));
    const undo = toastsOf(store)
      .getSnapshot()
      .find((t) => t.message === 'Removed from cart')?.action;
    if (!undo || !('onAction' in undo)) throw new Error('no Undo');
    undo.onAction();
    await settle();
    expect(store.getState().cart.coupon).toBe('RANGOLI10');
    expect(messages(store)).toContain('BEAUTY15 was removed: it applies to Beauty products only');
  });

  it('removing it by hand shows no message; logging out or ordering empties the cart and the coupon', async () => {
    const store = storeWith([{ id: 1, size: 'M', quantity: 1 }], { auth: priya });
    store.dispatch(applyCoupon('RANGOLI10'));
    store.dispatch(couponRemoved());
    await settle();
    expect(store.getState().cart).toEqual({ lines: [{ id: 1, size: 'M', quantity: 1 }] });
    expect(messages(store)).toEqual([]);
    store.dispatch(applyCoupon('RANGOLI10'));
    store.dispatch(orderPlaced({ ...sampleOrders(new Date('2026-11-22T06:30:00.000Z'))[0]!, id: 'ORD-004' }));
    store.dispatch(loggedOut());
    await settle();
    expect(store.getState().cart).toEqual({ lines: [] });
    expect(messages(store)).toEqual(['Order placed successfully!']);
  });
});
