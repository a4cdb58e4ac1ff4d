import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { catalogSlice } from '@/features/catalog';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { wishlistSlice } from '@/features/wishlist';
import { ordersSlice } from '@/features/orders';
import { searchSlice } from '@/features/search';
import { cartPersistConfig, ordersPersistConfig, userPersistConfig, wishlistPersistConfig } from './persist';
import { startCrossTabSync } from './crossTabSync';

const reducers = {
  catalog: catalogSlice.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  orders: ordersSlice.reducer,
  search: searchSlice.reducer,
};

const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;

/** The same reducers with the four persisted slices wrapped (keys user, cart, wishlist, orders). */
function persistedRootReducer() {
  return combineReducers({
    ...reducers,
    auth: persistReducer(userPersistConfig, authSlice.reducer),
    cart: persistReducer(cartPersistConfig, cartSlice.reducer),
    wishlist: persistReducer(wishlistPersistConfig, wishlistSlice.reducer),
    orders: persistReducer(ordersPersistConfig, ordersSlice.reducer),
  });
}

export interface MakeStoreOptions {
  /** Persist to browser storage (the app); tests and stories leave it off. */
  persist?: boolean;
}

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  // The persisted reducer only adds redux-persist's `_persist` bookkeeping field to four slices,
  // which nothing in the app reads; the state shape the app sees is RootState either way.
  const reducer = options.persist ? (persistedRootReducer() as unknown as typeof rootReducer) : rootReducer;
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Development-only checks; their "took N ms" timing warnings are noise on a busy 2-core machine.
        immutableCheck: { warnAfter: 2000 },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 2000,
        },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The app's store: persisted to the four keys and kept in step with the other open tabs.
 * `stopSync` detaches the cross-tab and page-hide listeners (tests; the app keeps one store for
 * its lifetime).
 */
export function makePersistedStore() {
  const store = makeStore(undefined, { persist: true });
  const persistor = persistStore(store);
  const stopCrossTab = startCrossTabSync(store);
  const stopFlushOnHide = flushWhenHidden(persistor);
  const stopSync = () => {
    stopCrossTab();
    stopFlushOnHide();
  };
  return { store, persistor, stopSync };
}

/** Resolves once redux-persist has restored what storage holds (at once if it already has). */
export function persistenceBootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/**
 * redux-persist writes a change a tick or more after it happens. When the shopper leaves, closes
 * the tab or switches away right after a click, whatever is still waiting is written at once
 * (our storage engine writes synchronously), so the last "Add to Cart" is never lost.
 */
function flushWhenHidden(persistor: Persistor): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const flush = () => void persistor.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
