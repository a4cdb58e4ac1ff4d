import type { Persistor } from 'redux-persist';
import { itemAdded } from '@/features/cart';
import { wishlistItemAdded } from '@/features/wishlist';
import { loggedOut, signedIn } from '@/features/auth';
import { bundledSource, productsLoaded, PRODUCTS } from '@/features/catalog';
import type * as Schemas from './schemas';

/**
 * The stored shapes (schemas.ts) are loaded lazily: only when there is stored data to check
 * or another tab writes. Every test starts from fresh modules, and counts how often the schemas
 * module is evaluated (the dynamic import's chunk, in the built site).
 */
const mockSchemasEvaluated = jest.fn();

beforeEach(() => {
  jest.resetModules();
  jest.doMock('./schemas', () => {
    mockSchemasEvaluated();
    return jest.requireActual('./schemas');
  });
});

afterEach(async () => {
  for (const tab of running.splice(0)) {
    await tab.persistor.flush();
    tab.persistor.pause();
    tab.stopSync();
  }
  jest.dontMock('./schemas');
});

const running: { persistor: Persistor; stopSync: () => void }[] = [];

const user = {
  id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '',
};

function stored(fields: Record<string, unknown>, version = 1): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) outer[name] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify(outer);
}

/** What the schemas make of what `key` holds now (read without counting as the app's load). */
function restoredNow(key: 'cart' | 'wishlist') {
  const { storedShapes } = jest.requireActual<typeof Schemas>('./schemas');
  return storedShapes(bundledSource(PRODUCTS)).restoreStored(key, localStorage.getItem(key));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** This tab, opened on fresh modules: the app's store with cross-tab sync, once rehydrated. */
async function openTab() {
  const { makePersistedStore } = await import('../store');
  const { persistenceBootstrapped } = await import('./lifecycle');
  const persist = await import('./configs');
  const { crossTabSyncIdle } = await import('./crossTabSync');
  const tab = makePersistedStore();
  running.push(tab);
  await persistenceBootstrapped(tab.persistor);
  const settle = async () => {
    await tab.persistor.flush();
    await tick();
  };
  await settle();
  return { ...tab, persist, crossTabSyncIdle, settle };
}

/** What the browser does when another tab writes `key`: the value is there, then the event fires. */
function fromOtherTab(key: string | null, newValue: string | null): void {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

/** Counts writes to localStorage (sessionStorage is per tab and never syncs). */
function watchLocalWrites() {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
  return () =>
    [...setItem.mock.contexts, ...removeItem.mock.contexts].filter((area) => area === localStorage).length;
}

describe('loading the persisted-state schemas lazily', () => {
  it('a first visit (nothing stored) never loads them, and still saves and clears', async () => {
    const { store, persist, settle } = await openTab();
    expect(persist.persistSchemasIfLoaded()).toBeUndefined();

    store.dispatch(signedIn({ user, remember: true }));
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    store.dispatch(wishlistItemAdded({ id: 2, price: 999 }));
    await settle();
    expect(Object.keys(localStorage).sort()).toEqual(['cart', 'user', 'wishlist']);
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, string>;
    expect(JSON.parse(cart.lines ?? '[]')).toEqual([{ id: 1, size: 'M', quantity: 1 }]);

    store.dispatch(loggedOut());
    await settle();
    expect(Object.keys(localStorage)).toEqual([]);

    expect(mockSchemasEvaluated).not.toHaveBeenCalled();
    expect(persist.persistSchemasIfLoaded()).toBeUndefined();
  });

  it('with stored data they are loaded, once, and the data restored without being rewritten', async () => {
    const cart = stored({ lines: [{ id: 3, size: 'L', quantity: 2 }] });
    const wishlist = stored({ ids: [4, 9], savedPrices: { 4: 1299, 9: 2999 } }, 2);
    localStorage.setItem('cart', cart);
    localStorage.setItem('wishlist', wishlist);
    const localWrites = watchLocalWrites();

    const { store, persist } = await openTab();
    expect(store.getState().cart.lines).toEqual([{ id: 3, size: 'L', quantity: 2 }]);
    expect(store.getState().wishlist.ids).toEqual([4, 9]);
    expect(persist.persistSchemasIfLoaded()).toBeDefined();
    expect(mockSchemasEvaluated).toHaveBeenCalledTimes(1);
    expect(persist.loadPersistSchemas()).toBe(persist.loadPersistSchemas());
    expect(localWrites()).toBe(0);
    expect(localStorage.getItem('cart')).toBe(cart);
    expect(localStorage.getItem('wishlist')).toBe(wishlist);
  });

  it('a stored cart over its stock is restored held to it (a sold-out size kept), and written back so', async () => {
    // Product 1: 2 left in L, XL sold out.
    localStorage.setItem(
      'cart',
      stored({
        lines: [
          { id: 1, size: 'L', quantity: 6 },
          { id: 1, size: 'XL', quantity: 2 },
        ],
      }),
    );
    const { store, settle } = await openTab();
    // The products the stored lines name, as the app's start dispatches them (main.tsx).
    store.dispatch(productsLoaded(PRODUCTS));
    await settle();
    const held = [
      { id: 1, size: 'L', quantity: 2 },
      { id: 1, size: 'XL', quantity: 2 },
    ];
    expect(store.getState().cart.lines).toEqual(held);
    expect(restoredNow('cart')).toMatchObject({ lines: held });
  });

  it('data that needs repair is still written back clean', async () => {
    localStorage.setItem(
      'cart',
      stored({
        lines: [
          { id: 3, size: 'L', quantity: 2, price: 1 },
          { id: 999, size: 'M', quantity: 1 },
        ],
      }),
    );
    localStorage.setItem('wishlist', '{"ids": [broken');
    const { store } = await openTab();
    expect(store.getState().cart.lines).toEqual([{ id: 3, size: 'L', quantity: 2 }]);
    expect(restoredNow('cart')).toEqual({ lines: [{ id: 3, size: 'L', quantity: 2 }] });
    expect(localStorage.getItem('cart')).not.toContain('price');
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('a tab that loaded nothing loads them when another tab writes, and does not echo it back', async () => {
    const { store, persist, crossTabSyncIdle, settle } = await openTab();
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    await settle();
    expect(persist.persistSchemasIfLoaded()).toBeUndefined();

    const localWrites = watchLocalWrites();
    const cart = stored({ lines: [{ id: 2, size: 'S', quantity: 3 }] });
    fromOtherTab('cart', cart);
    await crossTabSyncIdle();
    expect(store.getState().cart.lines).toEqual([{ id: 2, size: 'S', quantity: 3 }]);
    expect(mockSchemasEvaluated).toHaveBeenCalledTimes(1);
    const written = localWrites();
    await settle();
    expect(localWrites()).toBe(written);
    expect(localStorage.getItem('cart')).toBe(cart);

    // This tab's own change still persists.
    store.dispatch(itemAdded({ id: 2, size: 'S' }));
    await settle();
    expect(restoredNow('cart')).toEqual({ lines: [{ id: 2, size: 'S', quantity: 4 }] });
  });

  it('events that arrive while they load are applied in the order they happened', async () => {
    const { store, crossTabSyncIdle, settle } = await openTab();
    const lines = (id: number) => stored({ lines: [{ id, size: 'M', quantity: 1 }] });

    // A value, then the key removed: the removal (which needs no schemas) must not overtake it.
    fromOtherTab('cart', lines(1));
    fromOtherTab('cart', null);
    // Then two values, a cleared localStorage, and more values.
    fromOtherTab('wishlist', stored({ ids: [4] }));
    fromOtherTab('cart', lines(2));
    fromOtherTab(null, null);
    fromOtherTab('cart', lines(3));
    fromOtherTab('cart', lines(4));
    fromOtherTab('wishlist', stored({ ids: [5] }));
    await crossTabSyncIdle();

    expect(store.getState().cart.lines).toEqual([{ id: 4, size: 'M', quantity: 1 }]);
    expect(store.getState().wishlist.ids).toEqual([5]);
    await settle();
    expect(localStorage.getItem('cart')).toBe(lines(4));
    expect(localStorage.getItem('wishlist')).toBe(stored({ ids: [5] }));
  });

  it('a removal while a value still loads does not apply before it', async () => {
    const { store, crossTabSyncIdle, settle } = await openTab();
    fromOtherTab('cart', stored({ lines: [{ id: 1, size: 'M', quantity: 1 }] }));
    fromOtherTab('cart', null);
    await crossTabSyncIdle();
    expect(store.getState().cart.lines).toEqual([]);
    await settle();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('a removal with nothing waiting is applied at once', async () => {
    const { store, persist, crossTabSyncIdle } = await openTab();
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    fromOtherTab('cart', null);
    expect(store.getState().cart.lines).toEqual([]);
    await crossTabSyncIdle();
    expect(persist.persistSchemasIfLoaded()).toBeUndefined();
  });

  it('when they cannot be loaded, stored data is left as it is; a later need tries again', async () => {
    jest.doMock('./schemas', () => {
      throw new Error('Loading chunk persist-schemas failed.');
    });
    const cart = stored({ lines: [{ id: 3, size: 'L', quantity: 2 }] });
    localStorage.setItem('cart', cart);
    const { store, persist, crossTabSyncIdle, settle } = await openTab();
    expect(store.getState().cart.lines).toEqual([]);
    expect(persist.persistSchemasIfLoaded()).toBeUndefined();
    await settle();
    expect(localStorage.getItem('cart')).toBe(cart);

    // An event that cannot be checked is ignored, as unusable data is.
    fromOtherTab('wishlist', stored({ ids: [4] }));
    await crossTabSyncIdle();
    expect(store.getState().wishlist.ids).toEqual([]);

    // The network is back: the next need loads them.
    jest.doMock('./schemas', () => jest.requireActual('./schemas'));
    fromOtherTab('wishlist', stored({ ids: [5] }));
    await crossTabSyncIdle();
    expect(store.getState().wishlist.ids).toEqual([5]);
    expect(persist.persistSchemasIfLoaded()).toBeDefined();
  });
});
