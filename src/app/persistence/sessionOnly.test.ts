import { loggedOut, signedIn } from '@/features/auth';
import { itemAdded } from '@/features/cart';
import { orderPlaced, sampleOrders } from '@/features/orders';
import { helpfulToggled, writeReview } from '@/features/reviews';
import { wishlistItemAdded } from '@/features/wishlist';
import { makePersistedStore } from '../store';
import { crossTabSyncIdle } from './crossTabSync';

/**
 * Remember me off means a shared computer (issue 15): the user, cart, wishlist and orders of a
 * session-only sign-in live in sessionStorage, so closing the browser leaves nothing in
 * localStorage for the next person. Each test is one tab; sessionStorage surviving a new store is
 * a reload, sessionStorage cleared is the browser closed.
 */

const user = {
  id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '',
};

/** An order as placed: a sample order under the first free id. */
const order = { ...sampleOrders(new Date('2026-11-22T06:30:00.000Z'))[0]!, id: 'ORD-004' };

const KEYS = ['user', 'cart', 'wishlist', 'orders', 'reviews'];
const held = (storage: Storage) => KEYS.filter((key) => storage.getItem(key) !== null);

const tabs: ReturnType<typeof makePersistedStore>[] = [];
afterEach(async () => {
  for (const tab of tabs.splice(0)) {
    await tab.persistor.flush();
    tab.persistor.pause();
    tab.stopSync();
  }
});

const wait = () => new Promise((resolve) => setTimeout(resolve, 20));

async function openTab() {
  const tab = makePersistedStore();
  tabs.push(tab);
  await wait();
  return tab;
}

async function settle(tab: ReturnType<typeof makePersistedStore>) {
  await tab.persistor.flush();
  await wait();
}

async function closeTab(tab: ReturnType<typeof makePersistedStore>) {
  await settle(tab);
  tab.persistor.pause();
  tab.stopSync();
  tabs.splice(tabs.indexOf(tab), 1);
}

function stored(fields: Record<string, unknown>): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) outer[name] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version: 1, rehydrated: true });
  return JSON.stringify(outer);
}

describe('a session-only sign-in (Remember me off)', () => {
  it("keeps the shopper's reviews in sessionStorage alone: a reload has them, a closed browser leaves nothing, Remember me on moves them", async () => {
    const photo = { src: 'data:image/jpeg;base64,/9j/4A==', alt: 'The hem', width: 300, height: 400 };
    const first = await openTab();
    first.store.dispatch(signedIn({ user, remember: false }));
    await settle(first);
    expect(
      first.store.dispatch(writeReview({ productId: 1, rating: 1, comment: 'Torn seam', photos: [photo] })),
    ).toBe('saved');
    first.store.dispatch(helpfulToggled({ id: 'sample-1' }));
    await closeTab(first);
    expect(held(localStorage)).toEqual([]);
    expect(held(sessionStorage)).toEqual(['user', 'reviews']);

    const reloaded = await openTab();
    expect(reloaded.store.getState().reviews.own.map((r) => [r.comment, r.photos])).toEqual([
      ['Torn seam', [photo]],
    ]);
    expect(reloaded.store.getState().reviews.helpful).toEqual(['sample-1']);
    reloaded.store.dispatch(signedIn({ user, remember: true }));
    await settle(reloaded);
    expect(held(sessionStorage)).toEqual([]);
    expect(held(localStorage)).toEqual(['user', 'reviews']);
    reloaded.store.dispatch(signedIn({ user, remember: false }));
    await closeTab(reloaded);

    sessionStorage.clear(); // the browser closed
    const next = await openTab();
    expect(next.store.getState().reviews).toMatchObject({ own: [], helpful: [] });
    expect(held(localStorage)).toEqual([]);
  });

  it("takes the guest's cart and wishlist into sessionStorage, and keeps its orders there", async () => {
    const tab = await openTab();
    tab.store.dispatch(itemAdded({ id: 1, size: 'M', quantity: 2 }));
    tab.store.dispatch(wishlistItemAdded({ id: 5, price: 999 }));
    await settle(tab);
    expect(held(localStorage)).toEqual(['cart', 'wishlist']);

    tab.store.dispatch(signedIn({ user, remember: false }));
    await settle(tab);
    // The guest's cart and wishlist are kept: they are the signed-in shopper's now.
    expect(tab.store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 2 }]);
    expect(tab.store.getState().wishlist.ids).toEqual([5]);
    expect(held(localStorage)).toEqual([]);
    expect(held(sessionStorage)).toEqual(['user', 'cart', 'wishlist']);

    tab.store.dispatch(orderPlaced(order));
    tab.store.dispatch(wishlistItemAdded({ id: 6, price: 999 }));
    await settle(tab);
    expect(held(localStorage)).toEqual([]);
    expect(held(sessionStorage)).toEqual(['user', 'wishlist', 'orders']);
  });

  it('is restored on a reload of the tab, from sessionStorage alone', async () => {
    const first = await openTab();
    first.store.dispatch(signedIn({ user, remember: false }));
    first.store.dispatch(itemAdded({ id: 1, size: 'M' }));
    first.store.dispatch(orderPlaced(order));
    first.store.dispatch(itemAdded({ id: 2, size: 'S' }));
    await closeTab(first);

    const reloaded = await openTab();
    expect(reloaded.store.getState().auth).toMatchObject({ user, remember: false });
    expect(reloaded.store.getState().cart.lines).toEqual([{ id: 2, size: 'S', quantity: 1 }]);
    expect(reloaded.store.getState().orders.list).toEqual([order]);
    expect(held(localStorage)).toEqual([]);
  });

  it('leaves nothing for the next person once the browser is closed', async () => {
    const first = await openTab();
    first.store.dispatch(itemAdded({ id: 1, size: 'M' }));
    first.store.dispatch(signedIn({ user, remember: false }));
    first.store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    first.store.dispatch(orderPlaced(order));
    await closeTab(first);

    sessionStorage.clear(); // the browser closed
    const next = await openTab();
    expect(next.store.getState().auth.user).toBeNull();
    expect(next.store.getState().cart.lines).toEqual([]);
    expect(next.store.getState().wishlist.ids).toEqual([]);
    expect(next.store.getState().orders.list).toEqual([]);
    expect(held(localStorage)).toEqual([]);
  });

  it('moves everything to localStorage when the shopper signs in with Remember me on', async () => {
    const tab = await openTab();
    tab.store.dispatch(signedIn({ user, remember: false }));
    tab.store.dispatch(itemAdded({ id: 1, size: 'M' }));
    tab.store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    await settle(tab);
    expect(held(sessionStorage)).toEqual(['user', 'cart', 'wishlist']);

    tab.store.dispatch(signedIn({ user, remember: true }));
    await settle(tab);
    expect(held(sessionStorage)).toEqual([]);
    expect(held(localStorage)).toEqual(['user', 'cart', 'wishlist']);
    tab.store.dispatch(itemAdded({ id: 2, size: 'S' }));
    await settle(tab);
    expect(localStorage.getItem('cart')).toContain('\\"id\\":2');
    expect(held(sessionStorage)).toEqual([]);
  });

  it("merges with what another tab's guest left in localStorage when the shopper signs in with Remember me on", async () => {
    const tab = await openTab();
    tab.store.dispatch(signedIn({ user, remember: false }));
    tab.store.dispatch(itemAdded({ id: 1, size: 'M', quantity: 2 }));
    tab.store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    await settle(tab);
    // Meanwhile a guest in another tab fills a cart and a wishlist in localStorage.
    localStorage.setItem(
      'cart',
      stored({
        lines: [
          { id: 1, size: 'M', quantity: 98 },
          { id: 4, size: 'M', quantity: 1 },
        ],
      }),
    );
    localStorage.setItem('wishlist', stored({ ids: [9, 3] }));

    tab.store.dispatch(signedIn({ user, remember: true }));
    await settle(tab);
    await crossTabSyncIdle();
    await settle(tab);
    // Lines by product and size, quantities summed up to the cap; saved products once each.
    expect(tab.store.getState().cart.lines).toEqual([
      { id: 1, size: 'M', quantity: 99 },
      { id: 4, size: 'M', quantity: 1 },
    ]);
    expect(tab.store.getState().wishlist.ids).toEqual([3, 9]);
    expect(JSON.parse(JSON.parse(localStorage.getItem('cart') ?? '{}').lines as string)).toEqual([
      { id: 1, size: 'M', quantity: 99 },
      { id: 4, size: 'M', quantity: 1 },
    ]);
    expect(JSON.parse(JSON.parse(localStorage.getItem('wishlist') ?? '{}').ids as string)).toEqual([3, 9]);
    expect(held(sessionStorage)).toEqual([]);
  });

  it('logging out clears sessionStorage and never writes the data to localStorage on its way out', async () => {
    const tab = await openTab();
    tab.store.dispatch(signedIn({ user, remember: false }));
    tab.store.dispatch(itemAdded({ id: 1, size: 'M' }));
    tab.store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    await settle(tab);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      tab.store.dispatch(loggedOut());
      await settle(tab);
      expect(setItem.mock.contexts.filter((area) => area === localStorage)).toEqual([]);
    } finally {
      setItem.mockRestore();
    }
    expect(held(sessionStorage)).toEqual([]);
    expect(held(localStorage)).toEqual([]);
    // A guest again: their cart goes to localStorage as before.
    tab.store.dispatch(itemAdded({ id: 4, size: 'M' }));
    await settle(tab);
    expect(held(localStorage)).toEqual(['cart']);
  });

  it('repairs corrupt data in sessionStorage, and writes the repair back there', async () => {
    sessionStorage.setItem('user', stored({ user, remember: false }));
    sessionStorage.setItem(
      'cart',
      stored({
        lines: [
          { id: 1, size: 'M', quantity: 2 },
          { id: 99999, size: 'M', quantity: 1 },
          { id: 2, size: 'S', quantity: 'many' },
        ],
      }),
    );
    localStorage.setItem('cart', stored({ lines: [{ id: 3, size: 'M', quantity: 1 }] }));
    const tab = await openTab();
    await settle(tab);
    await wait();
    // Its own cart, repaired; never another shopper's from localStorage.
    expect(tab.store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 2 }]);
    expect(JSON.parse(JSON.parse(sessionStorage.getItem('cart') ?? '{}').lines as string)).toEqual([
      { id: 1, size: 'M', quantity: 2 },
    ]);
    expect(localStorage.getItem('cart')).toContain('\\"id\\":3');
  });

  it("ignores what other tabs write to localStorage: another shopper's data", async () => {
    const tab = await openTab();
    tab.store.dispatch(signedIn({ user, remember: false }));
    tab.store.dispatch(itemAdded({ id: 1, size: 'M' }));
    await settle(tab);
    const other = stored({ lines: [{ id: 3, size: 'M', quantity: 1 }] });
    localStorage.setItem('cart', other);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: other, storageArea: localStorage }),
    );
    localStorage.removeItem('user');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'user', newValue: null, storageArea: localStorage }),
    );
    await crossTabSyncIdle();
    await wait();
    expect(tab.store.getState().auth.user).toEqual(user);
    expect(tab.store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 1 }]);
    expect(sessionStorage.getItem('cart')).toContain('\\"id\\":1');
  });
});

describe('a remembered sign-in', () => {
  it('keeps everything in localStorage, and still follows other tabs', async () => {
    const tab = await openTab();
    tab.store.dispatch(signedIn({ user, remember: true }));
    tab.store.dispatch(itemAdded({ id: 1, size: 'M' }));
    await settle(tab);
    expect(held(localStorage)).toEqual(['user', 'cart']);
    expect(held(sessionStorage)).toEqual([]);
    const other = stored({ lines: [{ id: 3, size: 'M', quantity: 1 }] });
    localStorage.setItem('cart', other);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: other, storageArea: localStorage }),
    );
    await crossTabSyncIdle();
    await wait();
    expect(tab.store.getState().cart.lines).toEqual([{ id: 3, size: 'M', quantity: 1 }]);
  });
});
