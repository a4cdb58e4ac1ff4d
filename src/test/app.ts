/**
 * What tests take from the app layer, in one place: the layers hold tests to the same imports as
 * the code beside them (a feature's test may not import app/), and the test utilities are the one
 * exemption. A test that needs the whole store, a guard or the whole app gets it here.
 *
 * A test's store holds the whole catalogue from the start, the bundled 70 products (unless the
 * test gives its own `catalog` state), and asks it for listings on the spot (the browser holds
 * only what it loaded, and asks the catalogue's worker: main.tsx).
 */
import { getServices } from '@/app/services';
import {
  makeStore as makeAppStore,
  makePersistedStore as makeAppPersistedStore,
  type AppStore,
  type MakeStoreOptions,
  type RootState,
} from '@/app/store';
import { initialCatalogState, PRODUCTS, productsLoaded } from '@/features/catalog';

export type { RootState };
export { RequireAuth } from '@/app/RequireAuth';
export { App } from '@/app/App';

export function makeStore(preloadedState?: Partial<RootState>, options?: MakeStoreOptions) {
  return makeAppStore(
    { catalog: { ...initialCatalogState, products: PRODUCTS }, ...preloadedState },
    options,
  );
}

export function makePersistedStore() {
  const persisted = makeAppPersistedStore();
  persisted.store.dispatch(productsLoaded(PRODUCTS));
  return persisted;
}

/** The queue of a store's messages (its services' toasts), to read what the shopper was shown. */
export function toastsOf(store: Pick<AppStore, 'dispatch'>) {
  return store.dispatch(getServices()).toasts;
}
