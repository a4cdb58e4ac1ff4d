import { toastsOf } from '@/test/app';
import type { UnknownAction } from '@reduxjs/toolkit';
import { profileUpdated, SAMPLE_PROFILE } from '@/features/auth';
import { addToCartRefused, couponDropped, itemAdded, removeFromCart } from '@/features/cart';
import { messageSent } from '@/features/contact';
import { subscribed } from '@/features/newsletter';
import { orderCancelled, orderPlaced, returnRequested, sampleOrders } from '@/features/orders';
import { reviewRefused, reviewWritten } from '@/features/reviews';
import { removeFromWishlist, wishlistItemAdded } from '@/features/wishlist';
import { makeStore } from './store';

const review = {
  id: 'r1',
  productId: 1,
  authorId: 'sample-priya',
  author: 'Priya Sharma',
  rating: 5,
  comment: 'Lovely',
  date: '2026-11-24',
  createdAt: 0,
  photos: [],
};

describe('messages: each shopper event shows its message', () => {
  it.each<[string, UnknownAction, { message: string; tone: string; action?: unknown }]>([
    [
      'an item added to the cart',
      itemAdded({ id: 1, size: 'M' }),
      { message: 'Product added to cart!', tone: 'success', action: { label: 'View cart', href: '/cart' } },
    ],
    [
      'a product saved to the wishlist',
      wishlistItemAdded({ id: 3, price: 999 }),
      {
        message: 'Added to wishlist',
        tone: 'success',
        action: { label: 'View wishlist', href: '/wishlist' },
      },
    ],
    [
      'a coupon that stopped applying',
      couponDropped({ code: 'RANGOLI10', reason: 'add ₹240 more to use it' }),
      { message: 'RANGOLI10 was removed: add ₹240 more to use it', tone: 'info' },
    ],
    [
      'Add to Cart without a size',
      addToCartRefused({ productId: 1, reason: 'noSize' }),
      { message: 'Please select a size', tone: 'error' },
    ],
    [
      'Add to Cart on a full line (99)',
      addToCartRefused({ productId: 1, reason: 'lineFull' }),
      { message: 'You can add at most 99 of this item', tone: 'error' },
    ],
    ['a review kept', reviewWritten(review), { message: 'Review submitted successfully!', tone: 'success' }],
    [
      'a profile saved',
      profileUpdated({ name: 'Priya', email: 'p@example.com', phone: '', address: '' }),
      { message: 'Profile updated successfully!', tone: 'success' },
    ],
    [
      'an order placed',
      orderPlaced({ ...sampleOrders(new Date('2026-11-22T06:30:00.000Z'))[0]!, id: 'ORD-004' }),
      { message: 'Order placed successfully!', tone: 'success' },
    ],
    [
      'an order cancelled',
      orderCancelled({ id: 'ORD-003', cancelled: { date: '2026-11-22T06:30:00.000Z' } }),
      { message: 'Order ORD-003 cancelled', tone: 'success' },
    ],
    [
      'a return requested',
      returnRequested({
        id: 'ORD-001',
        returnRequest: {
          id: 'RET-1001',
          date: '2026-11-22T06:30:00.000Z',
          items: [{ id: 1, size: 'M' }],
          reason: 'tooSmall',
          resolution: 'refund',
          refundTo: 'original',
        },
      }),
      { message: 'Return requested: RET-1001', tone: 'success' },
    ],
    [
      'a contact message sent',
      messageSent(),
      { message: 'Thank you for your message! We will get back to you soon.', tone: 'success' },
    ],
    [
      'a newsletter subscription',
      subscribed({ email: 'asha@example.com' }),
      { message: 'Thanks for subscribing!', tone: 'success' },
    ],
  ])('%s', (_event, action, toast) => {
    const store = makeStore({
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
    });
    store.dispatch(action);
    expect(toastsOf(store).getSnapshot()).toEqual([expect.objectContaining(toast)]);
  });

  it('a cart removal offers Undo, which puts the line back in its place with its size and quantity', () => {
    const lines = [
      { id: 1, size: 'M', quantity: 1 },
      { id: 7, size: 'S', quantity: 3 },
      { id: 56, size: 'One Size', quantity: 2 },
    ];
    const store = makeStore({ cart: { lines } });
    store.dispatch(removeFromCart({ id: 7, size: 'S' }));
    expect(store.getState().cart.lines).toEqual([lines[0], lines[2]]);
    const [toast] = toastsOf(store).getSnapshot();
    expect(toast).toEqual(
      expect.objectContaining({
        message: 'Removed from cart',
        tone: 'info',
        action: expect.objectContaining({ label: 'Undo' }),
      }),
    );
    if (!toast?.action || !('onAction' in toast.action)) throw new Error('no Undo');
    toast.action.onAction();
    expect(store.getState().cart.lines).toEqual(lines);
  });

  it('a wishlist removal offers Undo, which puts the product back in its place', () => {
    const store = makeStore({ wishlist: { ids: [3, 1, 5], savedPrices: {} } });
    store.dispatch(removeFromWishlist(1));
    expect(store.getState().wishlist.ids).toEqual([3, 5]);
    const [toast] = toastsOf(store).getSnapshot();
    expect(toast).toEqual(
      expect.objectContaining({
        message: 'Removed from wishlist',
        action: expect.objectContaining({ label: 'Undo' }),
      }),
    );
    if (!toast?.action || !('onAction' in toast.action)) throw new Error('no Undo');
    toast.action.onAction();
    expect(store.getState().wishlist.ids).toEqual([3, 1, 5]);
  });

  it('other events show nothing', () => {
    const store = makeStore();
    store.dispatch({
      type: 'cart/lineRestored',
      payload: { line: { id: 1, size: 'M', quantity: 1 }, index: 0 },
    });
    store.dispatch({ type: 'wishlist/itemRestored', payload: { id: 3, index: 0 } });
    store.dispatch({ type: 'auth/loggedOut' });
    // A guest's review is refused inside the review form, beside what they wrote, with its Sign in
    // link (issue 34): no toast says it a second time.
    store.dispatch(reviewRefused({ productId: 7 }));
    expect(toastsOf(store).getSnapshot()).toEqual([]);
  });

  it('loads the messages with the first event that shows one, then shows them at once', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./store');
      const { loadMessages } = await import('./messages');
      const store = fresh.makeStore();
      store.dispatch(subscribed({ email: 'asha@example.com' }));
      expect(toastsOf(store).getSnapshot()).toEqual([]);
      await loadMessages();
      expect(toastsOf(store).getSnapshot()).toEqual([
        expect.objectContaining({ message: 'Thanks for subscribing!' }),
      ]);
      store.dispatch(messageSent());
      expect(toastsOf(store).getSnapshot()).toHaveLength(2);
    });
  });

  it('each store has its own queue', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(subscribed({ email: 'asha@example.com' }));
    expect(toastsOf(a).getSnapshot()).toHaveLength(1);
    expect(toastsOf(b).getSnapshot()).toHaveLength(0);
  });
});
