import { persistStore, type Persistor } from 'redux-persist';
import { makePersistedStore, type makeStore } from '../store';
import { persistenceBootstrapped } from './lifecycle';
import { itemAdded } from '@/features/cart';
import { wishlistItemAdded } from '@/features/wishlist';
import { loggedOut, signedIn } from '@/features/auth';
import { orderPlaced, type Order } from '@/features/orders';
import { crossTabSyncIdle } from './crossTabSync';

const user = {
  id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '',
};

const order: Order = {
  id: 'ORD-004',
  date: '2026-11-22T10:00:00.000Z',
  status: 'shipped',
  total: 2949,
  items: [{ id: 1, name: 'Kurta', price: 2499, quantity: 1, size: 'M', image: '/assets/products/1.svg' }],
  shipping: {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '1',
    address: 'a',
    city: 'c',
    state: 's',
    pincode: '700016',
  },
  payment: { method: 'cod' },
};

const review = {
  id: 'review-1',
  productId: 1,
  authorId: 'u1',
  author: 'Priya Sharma',
  rating: 2,
  comment: 'Thinner than it looks',
  date: '2026-11-24',
  createdAt: 1764000000000,
  photos: [{ src: 'data:image/jpeg;base64,/9j/4A==', alt: 'The fabric up close', width: 640, height: 480 }],
};

function stored(fields: Record<string, unknown>, version = 1): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) outer[name] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify(outer);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

async function settle(persistor: Persistor) {
  await persistor.flush();
  await tick();
}

const running: { persistor: Persistor; stopSync?: () => void }[] = [];

/** This tab: the app's store, with cross-tab sync. */
async function openThisTab() {
  const tab = makePersistedStore();
  running.push(tab);
  await persistenceBootstrapped(tab.persistor);
  await settle(tab.persistor);
  return tab;
}

/**
 * Another tab: its own copy of the app's modules (engines, reducers), sharing only localStorage,
 * as a real tab would. The browser's storage events are delivered by `inOtherTab`.
 */
async function openOtherTab() {
  let isolatedMakeStore: typeof makeStore | undefined;
  await jest.isolateModulesAsync(async () => {
    isolatedMakeStore = (await import('../store')).makeStore;
  });
  const store = isolatedMakeStore!(undefined, { persist: true });
  const persistor = persistStore(store);
  running.push({ persistor });
  await persistenceBootstrapped(persistor);
  await settle(persistor);
  return { store, persistor };
}

/** What the browser does when another tab writes `key`: the value is there, then the event fires. */
function storageEvent(key: string | null, newValue: string | null, storageArea: Storage = localStorage) {
  const oldValue = key === null ? null : localStorage.getItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea }));
}

function fromOtherTab(key: string, newValue: string | null): void {
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  storageEvent(key, newValue);
}

const snapshot = () => Object.fromEntries(Object.entries(localStorage)) as Record<string, string>;

/** Runs another tab's action, lets it write, then delivers its changes as storage events. */
async function inOtherTab(tab: { persistor: Persistor }, act: () => void): Promise<void> {
  const before = snapshot();
  act();
  await tab.persistor.flush();
  await tick();
  const after = snapshot();
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] !== after[key]) storageEvent(key, after[key] ?? null);
  }
  await crossTabSyncIdle();
}

/** Counts writes to localStorage (sessionStorage is per tab and never syncs). */
function watchLocalWrites() {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
  return () =>
    [...setItem.mock.contexts, ...removeItem.mock.contexts].filter((area) => area === localStorage).length;
}

afterEach(async () => {
  for (const tab of running.splice(0)) {
    await tab.persistor.flush();
    tab.persistor.pause();
    tab.stopSync?.();
  }
  localStorage.clear();
  sessionStorage.clear();
});

describe('cross-tab sync', () => {
  it.each([
    [
      'cart',
      stored({ lines: [{ id: 1, size: 'M', quantity: 2 }] }),
      { cart: { lines: [{ id: 1, size: 'M', quantity: 2 }] } },
    ],
    ['wishlist', stored({ ids: [4, 9] }), { wishlist: { ids: [4, 9], savedPrices: {} } }],
    ['orders', stored({ list: [order] }), { orders: { list: [order] } }],
    ['user', stored({ user, remember: true }), { auth: { user, remember: true } }],
    [
      'reviews',
      stored({ own: [review], helpful: ['sample-1'] }),
      { reviews: { own: [review], helpful: ['sample-1'] } },
    ],
  ])(
    'a %s change in another tab shows here at once and is not written back',
    async (key, value, expected) => {
      const { store, persistor } = await openThisTab();
      const localWrites = watchLocalWrites();
      fromOtherTab(key, value);
      // Only microtasks: the schemas, when not loaded yet, are loaded before any write could run.
      await crossTabSyncIdle();
      expect(store.getState()).toMatchObject(expected);
      const written = localWrites();
      await settle(persistor);
      expect(localWrites()).toBe(written);
      expect(localStorage.getItem(key)).toBe(value);
    },
  );

  it('applies another tab’s data through the same schemas (a bad line is dropped)', async () => {
    const { store, persistor } = await openThisTab();
    const localWrites = watchLocalWrites();
    fromOtherTab(
      'cart',
      stored({
        lines: [
          { id: 999, size: 'M', quantity: 1 },
          { id: 2, size: 'S', quantity: 1.5, price: 1 },
        ],
      }),
    );
    await crossTabSyncIdle();
    expect(store.getState().cart.lines).toEqual([{ id: 2, size: 'S', quantity: 1 }]);
    const written = localWrites();
    await settle(persistor);
    expect(localWrites()).toBe(written);
  });

  it('ignores values it cannot use: corrupt, from a newer version, or of other keys and areas', async () => {
    const { store } = await openThisTab();
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    const before = store.getState();
    fromOtherTab('cart', '{"lines": [broken');
    fromOtherTab('cart', stored({ lines: [{ id: 2, size: 'S', quantity: 1 }] }, 2));
    fromOtherTab('theme', 'dark');
    storageEvent('cart', stored({ lines: [] }), sessionStorage);
    await crossTabSyncIdle();
    expect(store.getState()).toBe(before);
  });

  it('logout in another tab logs out here, and nothing echoes back', async () => {
    const other = await openOtherTab();
    const { store, persistor } = await openThisTab();

    await inOtherTab(other, () => {
      other.store.dispatch(signedIn({ user, remember: true }));
      other.store.dispatch(orderPlaced(order));
      other.store.dispatch(itemAdded({ id: 1, size: 'M' }));
      other.store.dispatch(wishlistItemAdded({ id: 5, price: 999 }));
    });
    expect(store.getState().auth.user).toEqual(user);
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 1 }]);
    expect(store.getState().wishlist.ids).toEqual([5]);
    expect(store.getState().orders.list).toEqual([order]);

    const localWrites = watchLocalWrites();
    await settle(persistor);
    expect(localWrites()).toBe(0);

    // This tab's own change still persists after a sync.
    store.dispatch(itemAdded({ id: 2, size: 'S' }));
    await settle(persistor);
    expect(localStorage.getItem('cart')).toContain('"id\\":2');

    await inOtherTab(other, () => other.store.dispatch(loggedOut()));
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.cart.lines).toEqual([]);
    expect(state.wishlist.ids).toEqual([]);
    expect(state.orders.list).toEqual([]);
    await settle(persistor);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('a cleared localStorage (key null) resets all four slices', async () => {
    const { store } = await openThisTab();
    store.dispatch(signedIn({ user, remember: true }));
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    storageEvent(null, null);
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.cart.lines).toEqual([]);
    expect(state.wishlist.ids).toEqual([]);
  });

  it('stops listening when stopped', async () => {
    const { store, stopSync } = await openThisTab();
    stopSync();
    fromOtherTab('wishlist', stored({ ids: [7] }));
    await crossTabSyncIdle();
    expect(store.getState().wishlist.ids).toEqual([]);
  });
});
