import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
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
import { checkoutSlice } from '@/features/checkout';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@/shared/lib/constants';
import { createToastStore, type ToastStore } from '@/shared/ui';
import { startMessageListeners, type ListenerExtra } from './messages';
import { cartPersistConfig, ordersPersistConfig, userPersistConfig, wishlistPersistConfig } from './persist';
import { startCrossTabSync } from './crossTabSync';

const reducers = {
  catalog: catalogSlice.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  orders: ordersSlice.reducer,
  search: searchSlice.reducer,
  checkout: checkoutSlice.reducer,
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
  /** The queue the store's messages go to (default: a new one, which AppProviders shows). */
  toasts?: ToastStore;
}

/**
 * The store, with the listeners that turn events into messages (app/messages.ts) and the toast
 * queue they notify, `store.toasts`, which AppProviders renders.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const toasts = options.toasts ?? createToastStore({ duration: TOAST_DURATION_MS, max: MAX_TOASTS });
  const extra: ListenerExtra = { notify: toasts.api };
  const listeners = createListenerMiddleware({ extra });
  const startAppListening = listeners.startListening.withTypes<RootState, AppDispatch, ListenerExtra>();
  startMessageListeners(startAppListening);
  // The persisted reducer only adds redux-persist's `_persist` bookkeeping field to four slices,
  // which nothing in the app reads; the state shape the app sees is RootState either way.
  const reducer = options.persist ? (persistedRootReducer() as unknown as typeof rootReducer) : rootReducer;
  const store = configureStore({
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
      }).prepend(listeners.middleware),
  });
  return Object.assign(store, { toasts });
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
