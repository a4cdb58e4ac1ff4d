import { pincodeChecked, productViewed } from '@/features/preferences';
import { consentChosen } from '@/features/privacy';
import { ALL_ALLOWED, NOTHING_OPTIONAL } from '@/shared/lib/consent';
import { makePersistedStore } from './store';

/** What the `preferences` key holds, field by field (redux-persist's format), or null. */
function storedPreferences(): Record<string, unknown> | null {
  const raw = localStorage.getItem('preferences');
  if (raw === null) return null;
  const fields = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.parse(value)]));
}

const settle = async (persistor: { flush: () => Promise<unknown> }) => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await persistor.flush();
  await new Promise((resolve) => setTimeout(resolve, 20));
};

function persistedStore() {
  const made = makePersistedStore();
  return {
    ...made,
    settle: () => settle(made.persistor),
    stop: () => (made.persistor.pause(), made.stopSync()),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the choice about optional data (issue 35)', () => {
  it('before a choice: the optional data lives in memory only, then "Allow all" writes it', async () => {
    const { store, settle, stop } = persistedStore();
    await settle();
    expect(store.getState().consent.allowed).toBeNull();
    store.dispatch(productViewed(3));
    store.dispatch(pincodeChecked('700016'));
    await settle();
    expect(store.getState().preferences.recentlyViewed).toEqual([3]);
    expect(localStorage.getItem('preferences')).toBeNull();

    store.dispatch(consentChosen(ALL_ALLOWED));
    await settle();
    expect(localStorage.getItem('consent')).toBe('all');
    expect(storedPreferences()).toMatchObject({ recentlyViewed: [3], pincode: '700016' });
    stop();
  });

  it("'Only what is needed': nothing optional is kept, shown or written, and what was stored is erased", async () => {
    localStorage.setItem('consent', 'all');
    const { store, settle, stop } = persistedStore();
    await settle();
    store.dispatch(productViewed(3));
    await settle();
    expect(storedPreferences()).toMatchObject({ recentlyViewed: [3] });

    store.dispatch(consentChosen(NOTHING_OPTIONAL));
    await settle();
    expect(localStorage.getItem('consent')).toBe('necessary');
    expect(localStorage.getItem('preferences')).toBeNull();
    expect(store.getState().preferences.recentlyViewed).toEqual([]);

    store.dispatch(productViewed(4));
    store.dispatch(pincodeChecked('560001'));
    await settle();
    expect(store.getState().preferences).toMatchObject({ recentlyViewed: [], pincode: null });
    expect(localStorage.getItem('preferences')).toBeNull();
    expect(sessionStorage.getItem('preferences')).toBeNull();
    stop();
  });

  it('a stored "necessary" erases optional data left from before when the shop starts', async () => {
    localStorage.setItem('consent', 'necessary');
    localStorage.setItem(
      'preferences',
      JSON.stringify({ recentlyViewed: '[5]', _persist: '{"version":1,"rehydrated":true}' }),
    );
    const { store, settle, stop } = persistedStore();
    await settle();
    expect(localStorage.getItem('preferences')).toBeNull();
    expect(store.getState().preferences.recentlyViewed).toEqual([]);
    stop();
  });

  it('a mixed choice (the Privacy Centre) writes only the kinds allowed', async () => {
    localStorage.setItem('consent', 'pincode');
    const { store, settle, stop } = persistedStore();
    await settle();
    store.dispatch(productViewed(3));
    store.dispatch(pincodeChecked('700016'));
    await settle();
    expect(store.getState().preferences.recentlyViewed).toEqual([]);
    expect(storedPreferences()).toMatchObject({ pincode: '700016', recentlyViewed: [] });
    stop();
  });

  it("another tab's choice is this tab's at once", async () => {
    const { store, settle, stop } = persistedStore();
    await settle();
    store.dispatch(productViewed(3));
    localStorage.setItem('consent', 'necessary');
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent', newValue: 'necessary' }));
    expect(store.getState().consent.allowed).toEqual([]);
    expect(store.getState().preferences.recentlyViewed).toEqual([]);
    stop();
  });
});
