import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import {
  catalogSlice,
  productsLoaded,
  summaryLoaded,
  type CatalogSummary,
  type Product,
} from '@/features/catalog';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { wishlistSlice } from '@/features/wishlist';
import { ordersSlice } from '@/features/orders';
import { preferencesSlice } from '@/features/preferences';
import { inProcessClient, searchSlice, type QueryClient } from '@/features/search';
import { checkoutSlice } from '@/features/checkout';
import { startCouponRecheck } from '@/features/coupons';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@/shared/lib/constants';
import { createEffectsMiddleware } from '@/shared/lib/effectsMiddleware';
import { createToastStore, type ToastStore } from '@/shared/ui';
import { startCatalogSync } from './catalogSync';
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
 * The state every first-time guest starts from, with the catalogue's summary and the products at
 * hand: what a prerendered page was rendered from (the prerender's store, and hydration's server
 * state, are this). Without a summary, `products` is the whole catalogue.
 */
export function guestState(products: readonly Product[], summary?: CatalogSummary): RootState {
  const withProducts = rootReducer(undefined, productsLoaded(products));
  return summary ? rootReducer(withProducts, summaryLoaded(summary)) : withProducts;
}

export interface MakeStoreOptions {
  /** Persist to browser storage (the app); tests and stories leave it off. */
  persist?: boolean;
  /** The queue the store's messages go to (default: a new one, which AppProviders shows). */
  toasts?: ToastStore;
  /**
   * Where listings and suggestions are asked (features/search queryClient.ts): the catalogue's
   * worker in the browser (main.tsx); by default the queries on the spot over the store's own
   * products (the tests and stories, whose store holds the whole catalogue).
   */
  queries?: QueryClient;
}

/**
 * The store, with the listeners that turn events into messages (app/messages.ts) and the toast
 * queue they notify, `store.toasts`, which AppProviders renders; and `store.queries`, where the
 * screens ask the catalogue for listings and suggestions.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const toasts = options.toasts ?? createToastStore({ duration: TOAST_DURATION_MS, max: MAX_TOASTS });
  const extra: ListenerExtra = { notify: toasts.api };
  const listeners = createEffectsMiddleware<RootState, ListenerExtra>(extra);
  startMessageListeners(listeners.startListening);
  startCouponRecheck(listeners.startListening);
  startCatalogSync(listeners.startListening);
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
  // The browser's bundle leaves the on-the-spot queries out (webpack defines BROWSER_BUNDLE): there
  // main.tsx passes the catalogue's worker, and a large catalogue is never searched on the main thread.
  const queries =
    options.queries ??
    (process.env.BROWSER_BUNDLE
      ? undefined
      : inProcessClient(() => store.getState().catalog.products, { subscribe: store.subscribe }));
  if (!queries) throw new Error('makeStore: the browser asks the catalogue through its worker (main.tsx)');
  return Object.assign(store, { toasts, queries });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The app's store: persisted (app/persistence) and kept in step with the other open tabs.
 * `stopSync` detaches the cross-tab and page-hide listeners (tests; the app keeps one store for
 * its lifetime).
 */
export function makePersistedStore(queries?: QueryClient) {
  const store = makeStore(undefined, { persist: true, queries });
  const persistor = persistStore(store);
  const stopCrossTab = startCrossTabSync(store);
  const stopFlushOnHide = flushWhenHidden(persistor);
  const stopSync = () => {
    stopCrossTab();
    stopFlushOnHide();
  };
  return { store, persistor, stopSync };
}
