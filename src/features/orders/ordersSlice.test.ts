import { makeStore } from '@/test/app';
import { loggedOut, SAMPLE_PROFILE, signedIn, type User } from '@/features/auth';
import { ordersSlice, orderPlaced, type Order } from './ordersSlice';
import { selectDisplayedOrders, selectNextOrderId, selectOrderCount, selectOrders } from './selectors';
import { SAMPLE_ORDERS } from './sampleOrders';

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
    expect(ordersSlice.reducer(undefined, { type: '@@init' })).toEqual({ list: [] });
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
    const store = makeStore({ orders: { list: [order('ORD-004')] } });
    store.dispatch(loggedOut());
    expect(selectOrders(store.getState())).toEqual([]);
  });
});

describe('orders selectors', () => {
  it('shows the sample profile its three sample orders when it has none of its own, without storing them', () => {
    const store = makeStore();
    store.dispatch(signedIn({ user: priya, remember: true }));
    expect(selectDisplayedOrders(store.getState())).toBe(SAMPLE_ORDERS);
    expect(selectOrders(store.getState())).toEqual([]);
  });

  it('shows only the shopper’s own orders once there are any', () => {
    const store = makeStore({ orders: { list: [order('ORD-004')] } });
    store.dispatch(signedIn({ user: priya, remember: true }));
    expect(selectDisplayedOrders(store.getState()).map((o) => o.id)).toEqual(['ORD-004']);
  });

  it('shows a newly signed-up shopper and a guest no orders', () => {
    const store = makeStore();
    expect(selectDisplayedOrders(store.getState())).toEqual([]);
    store.dispatch(signedIn({ user: newShopper, remember: true }));
    expect(selectDisplayedOrders(store.getState())).toEqual([]);
  });

  it('numbers the next order after the samples and the highest id in use', () => {
    expect(selectNextOrderId(makeStore().getState())).toBe('ORD-004');
    const store = makeStore({ orders: { list: [order('ORD-007'), order('ORD-004')] } });
    expect(selectNextOrderId(store.getState())).toBe('ORD-008');
  });
});
