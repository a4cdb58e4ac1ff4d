import { SAMPLE_PROFILE, signedIn } from '@/features/auth';
import { itemAdded } from '@/features/cart';
import { makePersistedStore } from '@/test/app';
import { deleteDataCaches, emptyArea, eraseEverything } from './eraseData';
import { persistenceBootstrapped } from './persistence';
import { getServices } from './services';

const PERSIST = JSON.stringify({ version: 1, rehydrated: true });
const stored = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: PERSIST,
  });

const keysOf = (area: Storage) => Array.from({ length: area.length }, (_, index) => area.key(index)).sort();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('emptyArea', () => {
  it('removes every key but the privacy choice', () => {
    localStorage.setItem('consent', 'pincode');
    localStorage.setItem('cart', '{}');
    localStorage.setItem('rangoli-session-open', '1');
    localStorage.setItem('anything', 'else');
    emptyArea(localStorage);
    expect(keysOf(localStorage)).toEqual(['consent']);
    expect(localStorage.getItem('consent')).toBe('pincode');
  });

  it('leaves a storage that refuses as it is, without throwing', () => {
    const refusing = {
      length: 1,
      key: () => {
        throw new Error('SecurityError');
      },
      removeItem: jest.fn(),
    };
    expect(() => emptyArea(refusing)).not.toThrow();
    expect(() => emptyArea(undefined)).not.toThrow();
  });
});

describe('deleteDataCaches', () => {
  it("deletes the service worker's runtime caches and keeps its precache of the shop's files", async () => {
    const names = ['workbox-precache-v2-https://rangoli.shop/', 'catalogue', 'category-tiles'];
    const cacheStorage = { keys: jest.fn(async () => names), delete: jest.fn(async (_name: string) => true) };
    await deleteDataCaches(cacheStorage);
    expect(cacheStorage.delete.mock.calls.map(([name]) => name)).toEqual(['catalogue', 'category-tiles']);
  });

  it('does nothing without Cache Storage, or when it refuses', async () => {
    await expect(deleteDataCaches(undefined)).resolves.toBeUndefined();
    const refusing = { keys: jest.fn(() => Promise.reject(new Error('SecurityError'))), delete: jest.fn() };
    await expect(deleteDataCaches(refusing)).resolves.toBeUndefined();
    expect(refusing.delete).not.toHaveBeenCalled();
  });
});

describe('eraseEverything', () => {
  it('signs out, lets the writes settle, then empties both areas but consent and tells persistence', async () => {
    const steps: string[] = [];
    localStorage.setItem('consent', 'all');
    localStorage.setItem('cart', 'x');
    sessionStorage.setItem('rangoli-checkout-draft', '{}');
    await eraseEverything({
      dispatch: (action) => steps.push(`dispatch ${action.type}`),
      settle: async () => {
        steps.push(`settle with ${localStorage.length + sessionStorage.length} keys`);
      },
      forgetStored: () => steps.push(`forget with ${localStorage.length + sessionStorage.length} keys`),
    });
    expect(steps).toEqual(['dispatch auth/loggedOut', 'settle with 3 keys', 'forget with 1 keys']);
    expect(keysOf(localStorage)).toEqual(['consent']);
    expect(keysOf(sessionStorage)).toEqual([]);
  });
});

describe("the app's 'Delete my data'", () => {
  it('signs out, empties the store and leaves nothing in storage but consent, nor writes anything back', async () => {
    localStorage.setItem('consent', 'all');
    localStorage.setItem('cart', stored({ lines: [{ id: 4, size: 'S', quantity: 2 }] }));
    localStorage.setItem('wishlist', stored({ ids: [7] }));
    sessionStorage.setItem('rangoli-checkout-draft', '{"owner":"x"}');
    const { store, persistor, stopSync } = makePersistedStore();
    try {
      await persistenceBootstrapped(persistor);
      store.dispatch(signedIn({ user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true }));
      store.dispatch(itemAdded({ id: 7, size: 'M' }));
      await persistor.flush();
      expect(localStorage.getItem('user')).not.toBeNull();

      await store.dispatch(getServices()).eraseData();
      expect(store.getState().auth.user).toBeNull();
      expect(store.getState().cart.lines).toEqual([]);
      expect(store.getState().wishlist.ids).toEqual([]);
      expect(keysOf(localStorage)).toEqual(['consent']);
      expect(keysOf(sessionStorage)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await persistor.flush();
      expect(keysOf(localStorage)).toEqual(['consent']);
      expect(keysOf(sessionStorage)).toEqual([]);
    } finally {
      stopSync();
    }
  });
});
