import { makePersistedStore, makeStore } from './store';
import { itemAdded } from '../features/cart';
import { wishlistItemAdded } from '../features/wishlist';
import { loggedOut, signedIn } from '../features/auth';
import { orderPlaced } from '../features/orders';
import { PRODUCTS } from '../features/catalog';

const user = {
  id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '',
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('store', () => {
  it('has the six slices with their initial state', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(['auth', 'cart', 'catalog', 'orders', 'search', 'wishlist']);
    expect(state.catalog.products).toHaveLength(70);
    expect(state.cart.lines).toEqual([]);
    expect(state.wishlist.ids).toEqual([]);
    expect(state.auth.user).toBeNull();
    expect(state.orders.list).toEqual([]);
    expect(state.search.query).toBe('');
  });

  it('takes preloaded state for tests', () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 2 }] } });
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 2 }]);
  });

  it('persists exactly the keys user, cart, wishlist and orders, with no prefix', async () => {
    const { store, persistor } = makePersistedStore();
    await flush();
    store.dispatch(signedIn({ user, remember: true }));
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    store.dispatch(wishlistItemAdded(2));
    store.dispatch(
      orderPlaced({
        id: 'ORD-004',
        date: '2026-11-22T10:00:00.000Z',
        status: 'processing',
        total: 100,
        items: [],
        shipping: {
          name: 'P',
          email: 'p@x.in',
          phone: '1',
          address: 'a',
          city: 'c',
          state: 's',
          pincode: '1',
        },
        payment: { method: 'cod' },
      }),
    );
    await persistor.flush();
    await flush();
    expect(Object.keys(localStorage).sort()).toEqual(['cart', 'orders', 'user', 'wishlist']);
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, string>;
    expect(JSON.parse(cart.lines ?? '[]')).toEqual([{ id: 1, size: 'M', quantity: 1 }]);
    expect(JSON.parse(cart._persist ?? '{}')).toMatchObject({ version: 1 });
    persistor.pause();
  });

  it('restores saved state on start', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        lines: JSON.stringify([{ id: 3, size: 'L', quantity: 2 }]),
        _persist: '{"version":1,"rehydrated":true}',
      }),
    );
    const { store, persistor } = makePersistedStore();
    await flush();
    expect(store.getState().cart.lines).toEqual([{ id: 3, size: 'L', quantity: 2 }]);
    persistor.pause();
  });

  it('keeps the signed-in user in sessionStorage when Remember me is off', async () => {
    const { store, persistor } = makePersistedStore();
    await flush();
    store.dispatch(signedIn({ user, remember: false }));
    await persistor.flush();
    await flush();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('user')).toContain('Priya Sharma');
    persistor.pause();
  });

  it('logout clears user, cart, wishlist and orders from memory and storage', async () => {
    const { store, persistor } = makePersistedStore();
    await flush();
    store.dispatch(signedIn({ user, remember: true }));
    store.dispatch(itemAdded({ id: PRODUCTS[0]!.id, size: 'S' }));
    store.dispatch(wishlistItemAdded(5));
    await persistor.flush();
    await flush();
    store.dispatch(loggedOut());
    await persistor.flush();
    await flush();
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.cart.lines).toEqual([]);
    expect(state.wishlist.ids).toEqual([]);
    expect(state.orders.list).toEqual([]);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem('orders')).toBeNull();
    persistor.pause();
  });
});
