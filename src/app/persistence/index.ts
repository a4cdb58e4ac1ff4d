import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { CatalogLookup } from '@/features/catalog/persist';
import { persistConfigsFor, startShopperStorage } from './configs';
export { forgetOptionalData, forgetStoredData, keepOptionalDataAs, writeAhead } from './configs';
import { PERSISTED, PERSISTED_KEYS } from './format';

/**
 * What the store (app/store.ts) uses of persistence: the persisted reducers, cross-tab sync, the
 * flush on hide, and the wait for redux-persist's restore. README.md beside this file is the
 * storage contract.
 */
export { crossTabSyncIdle, startCrossTabSync } from './crossTabSync';
export { flushWhenHidden, persistenceBootstrapped } from './lifecycle';
export { onStorageFailure } from './storage';

/**
 * The store's reducers with each persisted slice wrapped in redux-persist's persistReducer under
 * its key (user, cart, wishlist, orders, preferences, reviews). The wrapper only adds redux-persist's `_persist`
 * bookkeeping field, which nothing in the app reads: the state the app sees keeps its shape.
 * Where the shopper's data lives (localStorage, or sessionStorage for a session-only sign-in) is
 * read from storage here, before anything is restored (a new tab first takes the session of an open
 * session-only tab, when one answers: sessionShare.ts). What is restored is checked against
 * `catalog`, the store's product source (app/services.ts).
 */
export function withPersistence<R extends Record<string, Reducer>>(reducers: R, catalog: CatalogLookup): R {
  startShopperStorage();
  const persistConfigs = persistConfigsFor(catalog);
  const wrapped: Record<string, Reducer> = { ...reducers };
  for (const key of PERSISTED_KEYS) {
    const slice = PERSISTED[key].slice;
    const reducer = reducers[slice];
    if (!reducer) throw new Error(`The store has no ${slice} slice for the ${key} key`);
    wrapped[slice] = persistReducer(persistConfigs[key] as never, reducer);
  }
  return wrapped as R;
}
