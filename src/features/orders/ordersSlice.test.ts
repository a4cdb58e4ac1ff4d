import { makeStore } from '@/test/app';
import { loggedOut, SAMPLE_PROFILE, signedIn, type User } from '@/features/auth';
import { orderCancelled, ordersSlice, orderPlaced, returnRequested, type Order } from './ordersSlice';
import {
  selectDisplayedOrders,
  selectNextOrderId,
  selectNextReturnId,
  selectOrderCount,
  selectOrders,
  selectOrderView,
} from './selectors';
import { sampleOrders } from './sampleOrders';
import { CANCELLED, FIXED_NOW, REFUND_REQUEST } from './fixtures';

const order = (id: string): Order => ({
  id,
  date: '2026-11-22T10:00:00.000Z',
  status: 'processing',
  total: 1180,
  items: [
    {
      id: 7,
      name: 'Ribbed Knit Crop Top',
      brand: 'H&M',
      price: 599,
      quantity: 1,
      size: 'S',
      image: '/x.svg',
    },
  ],
  shipping: { name: 'P', email: 'p@x.in', phone: '1', address: 'a', city: 'c', state: 's', pincode: '1' },
  payment: { method: 'cod' },
});

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const newShopper: User = {
  id: '1763800000000',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '',
};

describe('orders slice', () => {
  it('starts empty', () => {
    expect(ordersSlice.reducer(undefined, { type: '@@init' })).toEqual({ list: [], changes: {} });
  });

  it('saves placed orders newest first', () => {
    const store = makeStore();
    store.dispatch(orderPlaced(order('ORD-004')));
    store.dispatch(orderPlaced(order('ORD-005')));
    expect(selectOrders(store.getState()).map((o) => o.id)).toEqual(['ORD-005', 'ORD-004']);
    expect(selectOrderCount(store.getState())).toBe(2);
  });

  it('never saves the same order twice', () => {
    const store = makeStore();
    store.dispatch(orderPlaced(order('ORD-004')));
    store.dispatch(orderPlaced(order('ORD-004')));
    expect(selectOrders(store.getState())).toHaveLength(1);
  });

  it('empties itself when the shopper logs out', () => {
    const store = makeStore({ orders: { list: [order('ORD-004')], changes: {} } });
    store.dispatch(loggedOut());
    expect(selectOrders(store.getState())).toEqual([]);
  });
});

describe('orders selectors', () => {
  it('shows the sample profile its three sample orders, without storing them', () => {
    const store = makeStore();
    store.dispatch(signedIn({ user: priya, remember: true }));
    const shown = selectDisplayedOrders(store.getState(), FIXED_NOW);
    expect(shown.map((view) => view.order)).toEqual(sampleOrders(FIXED_NOW));
    expect(shown.map((view) => view.status)).toEqual(['delivered', 'shipped', 'processing']);
    expect(selectDisplayedOrders(store.getState(), FIXED_NOW)).toBe(shown);
    expect(selectOrders(store.getState())).toEqual([]);
  });

  it('lists the sample orders below her own, forever, with their cancels and returns', () => {
    const store = makeStore({
      orders: {
        list: [order('ORD-005'), order('ORD-004')],
        changes: { 'ORD-003': CANCELLED },
      },
    });
    store.dispatch(signedIn({ user: priya, remember: true }));
    const shown = selectDisplayedOrders(store.getState(), FIXED_NOW);
    expect(shown.map((view) => view.order.id)).toEqual([
      'ORD-005',
      'ORD-004',
      'ORD-001',
      'ORD-002',
      'ORD-003',
    ]);
    expect(shown.at(-1)?.status).toBe('cancelled');
    expect(selectOrders(store.getState()).map((o) => o.id)).toEqual(['ORD-005', 'ORD-004']);
  });

  it('shows another shopper her own orders alone', () => {
    const store = makeStore({ orders: { list: [order('ORD-004')], changes: {} } });
    store.dispatch(signedIn({ user: newShopper, remember: true }));
    expect(selectDisplayedOrders(store.getState(), FIXED_NOW).map((view) => view.order.id)).toEqual([
      'ORD-004',
    ]);
  });

  it('shows a newly signed-up shopper and a guest no orders', () => {
    const store = makeStore();
    expect(selectDisplayedOrders(store.getState(), FIXED_NOW)).toEqual([]);
    store.dispatch(signedIn({ user: newShopper, remember: true }));
    expect(selectDisplayedOrders(store.getState(), FIXED_NOW)).toEqual([]);
  });

  it('numbers the next order after the samples and the highest id in use', () => {
    expect(selectNextOrderId(makeStore().getState())).toBe('ORD-004');
    const store = makeStore({ orders: { list: [order('ORD-007'), order('ORD-004')], changes: {} } });
    expect(selectNextOrderId(store.getState())).toBe('ORD-008');
  });
});

describe('after the order: cancels and return requests', () => {
  const signedInPriya = () => {
    const store = makeStore();
    store.dispatch(signedIn({ user: priya, remember: true }));
    return store;
  };

  it('keeps a cancel by order id, also for a sample order, and shows the order as cancelled', () => {
    const store = signedInPriya();
    store.dispatch(
      orderCancelled({ id: 'ORD-003', cancelled: { date: FIXED_NOW.toISOString(), reason: 'mistake' } }),
    );
    expect(store.getState().orders.changes).toEqual({
      'ORD-003': { cancelled: { date: FIXED_NOW.toISOString(), reason: 'mistake' } },
    });
    const view = selectOrderView(store.getState(), 'ORD-003', FIXED_NOW);
    expect(view).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(selectOrders(store.getState())).toEqual([]);
  });

  it('keeps a return request by order id and numbers the next one after it', () => {
    const store = signedInPriya();
    expect(selectNextReturnId(store.getState())).toBe('RET-1001');
    store.dispatch(returnRequested({ id: 'ORD-001', returnRequest: REFUND_REQUEST }));
    expect(selectOrderView(store.getState(), 'ORD-001', FIXED_NOW)).toMatchObject({
      status: 'returnRequested',
      returnRequest: REFUND_REQUEST,
    });
    expect(selectNextReturnId(store.getState())).toBe('RET-1002');
  });

  it('finds no order under an id the shopper does not have', () => {
    expect(selectOrderView(signedInPriya().getState(), 'ORD-999', FIXED_NOW)).toBeUndefined();
    expect(selectOrderView(makeStore().getState(), 'ORD-001', FIXED_NOW)).toBeUndefined();
  });

  it('forgets cancels and returns on logout', () => {
    const store = signedInPriya();
    store.dispatch(orderCancelled({ id: 'ORD-003', cancelled: { date: FIXED_NOW.toISOString() } }));
    store.dispatch(loggedOut());
    expect(store.getState().orders).toEqual({ list: [], changes: {} });
  });
});
