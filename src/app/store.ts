import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import {
  PRODUCTS,
  bundledSource,
  catalogSlice,
  productsLoaded,
  summaryLoaded,
  type CatalogSummary,
  type Product,
  type ProductSource,
} from '@/features/catalog';
import { authSlice } from '@/features/auth';
import { cartSlice, startStockCaps } from '@/features/cart';
import { wishlistSlice } from '@/features/wishlist';
import { ordersSlice, startComplaintsKept } from '@/features/orders';
import { preferencesSlice, withConsent } from '@/features/preferences';
import { consentSlice } from '@/features/privacy';
import { reviewsSlice, type ReviewsRoom } from '@/features/reviews';
import { inProcessClient, searchSlice, type QueryClient } from '@/features/search';
import { checkoutSlice } from '@/features/checkout';
import { startCouponRecheck } from '@/features/coupons';
import { readConsent, storesOptionalData } from '@/shared/lib/consent';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@/shared/lib/constants';
import { createEffectsMiddleware } from '@/shared/lib/effectsMiddleware';
import { createToastStore, type ToastStore } from '@/shared/ui';
import { startCatalogSync } from './catalogSync';
import { followConsentOfOtherTabs, startConsentKept } from './consentEffects';
import { loadOnce } from './boot';
import { createDataEraser } from './eraseChannel';
import type { EraseTarget } from './eraseData';
import { startMessageListeners } from './messages';
import {
  crossTabSyncIdle,
  flushWhenHidden,
  forgetOptionalData,
  forgetStoredData,
  keepOptionalDataAs,
  startCrossTabSync,
  withPersistence,
  writeAhead,
} from './persistence';
import { getServices, type Services } from './services';

/** 'Delete my data' (app/eraseData.ts): loaded when a tab erases, never before. */
const loadEraseData = loadOnce(() => import(/* webpackChunkName: "erase-data" */ './eraseData'));
const eraseHere = (target: EraseTarget) =>
  loadEraseData().then(({ eraseEverything }) => eraseEverything(target));

const reducers = {
  catalog: catalogSlice.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  orders: ordersSlice.reducer,
  preferences: preferencesSlice.reducer,
  reviews: reviewsSlice.reducer,
  search: searchSlice.reducer,
  checkout: checkoutSlice.reducer,
  consent: consentSlice.reducer,
};

/**
 * The shop's state, with the optional data the shopper did not allow left out whatever set it
 * (decisions.md, third wave: neither kept nor shown). What is written of it is redux-persist's
 * side (app/persistence configs.ts: `keepOptionalDataAs`).
 */
function withConsentApplied<S extends { consent: { allowed: RootConsent }; preferences: PreferencesLike }, P>(
  reducer: Reducer<S, UnknownAction, P>,
): Reducer<S, UnknownAction, P> {
  return (state, action) => {
    const next = reducer(state, action);
    const preferences = withConsent(next.preferences, next.consent.allowed);
    return preferences === next.preferences ? next : { ...next, preferences };
  };
}
type RootConsent = ReturnType<typeof consentSlice.reducer>['allowed'];
type PreferencesLike = ReturnType<typeof preferencesSlice.reducer>;

const rootReducer = withConsentApplied(combineReducers(reducers));
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
  /**
   * Where products come from one at a time (features/catalog productSource.ts): the shards of the
   * build's catalogue in the browser (main.tsx); by default the whole catalogue, bundled.
   */
  products?: ProductSource;
  /**
   * Whether storage takes the reviews' next value (default: the persisted store writes it ahead,
   * app/persistence `writeAhead`; a store that keeps nothing always has room). Tests give a full
   * quota here.
   */
  reviewsRoom?: ReviewsRoom;
  /** 'Delete my data' (default: this tab's erasure alone, app/eraseData.ts; the app's tells the other tabs). */
  eraseData?: () => Promise<void>;
}

/**
 * The store, made with its services (app/services.ts: the product source, the query client and
 * the toast queue), which thunks get as their extra argument and listeners as their `extra`; and
 * with the listeners that turn events into messages (app/messages.ts), re-check a coupon, hold the
 * cart's lines to their stock, keep the complaints another tab's value left out and keep the
 * catalogue's products in step.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  // The browser's bundle leaves the whole catalogue and the on-the-spot queries out (webpack
  // defines BROWSER_BUNDLE): there main.tsx passes the shards' source and the catalogue's worker,
  // and a large catalogue is never searched on the main thread.
  const products = options.products ?? (process.env.BROWSER_BUNDLE ? undefined : bundledSource(PRODUCTS));
  const queries =
    options.queries ??
    (process.env.BROWSER_BUNDLE
      ? undefined
      : inProcessClient(() => store.getState().catalog.products, { subscribe: (l) => store.subscribe(l) }));
  if (!products || !queries)
    throw new Error("makeStore: the browser passes the catalogue's shards and worker (main.tsx)");
  const services: Services = {
    products,
    queries,
    toasts: options.toasts ?? createToastStore({ duration: TOAST_DURATION_MS, max: MAX_TOASTS }),
    reviewsRoom:
      options.reviewsRoom ?? (options.persist ? (next) => writeAhead('reviews', next) : () => true),
    eraseData: options.eraseData ?? (() => eraseHere({ dispatch: store.dispatch })),
  };
  const listeners = createEffectsMiddleware<RootState, Services>(services);
  startMessageListeners(listeners.startListening);
  startCouponRecheck(listeners.startListening);
  startStockCaps(listeners.startListening);
  startComplaintsKept(listeners.startListening);
  startCatalogSync(listeners.startListening);
  startConsentKept(listeners.startListening);
  // The persisted slices only gain redux-persist's `_persist` field, which nothing reads.
  const reducer = options.persist
    ? withConsentApplied(combineReducers(withPersistence(reducers, products)))
    : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // Development-only checks; their "took N ms" timing warnings are noise on a busy 2-core machine.
        immutableCheck: { warnAfter: 2000 },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 2000,
        },
      }).prepend(listeners.middleware),
  });
  return store;
}

export type { Services };
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The app's store: persisted (app/persistence) and kept in step with the other open tabs.
 * `stopSync` detaches the cross-tab and page-hide listeners (tests; the app keeps one store for
 * its lifetime).
 */
export function makePersistedStore(services: Pick<MakeStoreOptions, 'products' | 'queries'> = {}) {
  // 'Delete my data' (app/eraseData.ts), here and in the other tabs. It reads the store and the
  // persistor only when asked, by which time both are made.
  const eraser = createDataEraser(() =>
    eraseHere({
      dispatch: (action) => store.dispatch(action),
      // Whatever the sync is applying and redux-persist still has to write lands before storage is emptied.
      settle: async () => {
        await crossTabSyncIdle();
        await persistor.flush();
      },
      forgetStored: forgetStoredData,
    }),
  );
  // The shopper's choice about optional data, stored outside redux-persist (shared/lib/consent.ts).
  const store = makeStore(
    { consent: { allowed: readConsent() } },
    { ...services, persist: true, eraseData: () => eraser.erase() },
  );
  // Persistence asks while reducers run (a flush), when the store may not be read: it gets the
  // choice as of the last action.
  let consent = store.getState().consent.allowed;
  const stopFollowing = store.subscribe(() => {
    consent = store.getState().consent.allowed;
  });
  const stopGate = keepOptionalDataAs(() => consent);
  // Withdrawn in an earlier visit (or in a tab that could not erase): nothing optional stays stored.
  if (consent !== null && !storesOptionalData(consent)) forgetOptionalData();
  const persistor = persistStore(store);
  const stopConsent = followConsentOfOtherTabs(store.dispatch);
  const stopCrossTab = startCrossTabSync(store, store.dispatch(getServices()).products);
  const stopFlushOnHide = flushWhenHidden(persistor);
  const stopSync = () => {
    eraser.stop();
    stopCrossTab();
    stopFlushOnHide();
    stopConsent();
    stopFollowing();
    stopGate();
  };
  return { store, persistor, stopSync };
}
