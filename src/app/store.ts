import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { catalogSlice, catalogueLoaded, type Product } from '@/features/catalog';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { wishlistSlice } from '@/features/wishlist';
import { ordersSlice } from '@/features/orders';
import { preferencesSlice } from '@/features/preferences';
import { searchSlice } from '@/features/search';
import { checkoutSlice } from '@/features/checkout';
import { startCouponRecheck } from '@/features/coupons';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@/shared/lib/constants';
import { createEffectsMiddleware } from '@/shared/lib/effectsMiddleware';
import { createToastStore, type ToastStore } from '@/shared/ui';
import { startMessageListeners, type ListenerExtra } from './messages';
import { flushWhenHidden, startCrossTabSync, withPersistence } from './persistence';

const reducers = {
  catalog: catalogSlice.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  orders: ordersSlice.reducer,
  preferences: preferencesSlice.reducer,
  search: searchSlice.reducer,
  checkout: checkoutSlice.reducer,
};

const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The state every first-time guest starts from, with the catalogue: what a prerendered page was
 * rendered from (the prerender's store, and hydration's server state, are this).
 */
export function guestState(catalogue: readonly Product[]): RootState {
  return rootReducer(undefined, catalogueLoaded(catalogue));
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
  const listeners = createEffectsMiddleware<RootState, ListenerExtra>(extra);
  startMessageListeners(listeners.startListening);
  startCouponRecheck(listeners.startListening);
  // The persisted slices only gain redux-persist's `_persist` field, which nothing reads.
  const reducer = options.persist ? combineReducers(withPersistence(reducers)) : rootReducer;
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
 * The app's store: persisted (app/persistence) and kept in step with the other open tabs.
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
