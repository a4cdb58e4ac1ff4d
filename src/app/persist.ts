import type { PersistConfig, PersistedState } from 'redux-persist';
import { authSlice, type AuthState } from '../features/auth';
import { cartSlice, type CartState } from '../features/cart';
import { wishlistSlice, type WishlistState } from '../features/wishlist';
import { ordersSlice, type OrdersState } from '../features/orders';
import { createPersistStorage, type PersistStorage } from '../shared/lib/storage';
import {
  PERSIST_VERSION,
  canonicalStored,
  migrateAndValidate,
  parseStoredFields,
  storedStatus,
  type PersistKey,
  type PersistedStates,
} from './persistSchemas';

export { PERSIST_VERSION } from './persistSchemas';

/**
 * redux-persist writes exactly four keys, no prefix: user, cart, wishlist, orders. Each field of a
 * slice is its own JSON string inside the stored object (redux-persist's format), plus `_persist`.
 *
 * Reading back is defensive (see persistSchemas.ts): our own `getStoredState` tolerates damaged
 * fields instead of rejecting the whole key, and `migrate` takes any known version to the current
 * one and validates it with the zod schemas. Whatever cannot be used starts empty, silently.
 */

/** The engines, one per key, also used by cross-tab sync to recognise echoes. */
export const persistStorages: { [K in PersistKey]: PersistStorage } = {
  user: createPersistStorage({
    pickStorage: (value) =>
      parseStoredFields(value)?.remember === false ? 'sessionStorage' : 'localStorage',
    isEmpty: (value) => {
      const fields = parseStoredFields(value);
      return fields !== undefined && fields.user === null;
    },
    canonical: (value) => canonicalStored('user', value),
  }),
  cart: createPersistStorage({
    isEmpty: emptyList('lines'),
    canonical: (value) => canonicalStored('cart', value),
  }),
  wishlist: createPersistStorage({
    isEmpty: emptyList('ids'),
    canonical: (value) => canonicalStored('wishlist', value),
  }),
  orders: createPersistStorage({
    isEmpty: emptyList('list'),
    canonical: (value) => canonicalStored('orders', value),
  }),
};

function emptyList(field: string) {
  return (value: string) => {
    const list = parseStoredFields(value)?.[field];
    return Array.isArray(list) && list.length === 0;
  };
}

/** Each slice's state before anything is restored (also what a key removed in another tab means). */
export const initialPersistedStates: { [K in PersistKey]: () => PersistedStates[K] } = {
  user: () => authSlice.getInitialState(),
  cart: () => cartSlice.getInitialState(),
  wishlist: () => wishlistSlice.getInitialState(),
  orders: () => ordersSlice.getInitialState(),
};

/**
 * redux-persist's own getStoredState JSON-parses every field and rejects the whole key on the
 * first error; this one leaves out just the damaged field and never rejects.
 *
 * After rehydrating, redux-persist writes the state straight back. Telling the engine what
 * storage already holds makes that write a no-op when nothing changed (so a tab opening never
 * overwrites what another tab wrote meanwhile, nor pings the other tabs), while data that needed
 * repair (or migration, or stripping) is written back clean. A newer version's data is left alone.
 */
function storedFieldsOf(key: PersistKey) {
  return async (): Promise<PersistedState> => {
    const engine = persistStorages[key];
    const read: unknown = await engine.getItem(key);
    const serialized = typeof read === 'string' ? read : null;
    const status = storedStatus(key, serialized);
    if (status === 'none' || status === 'newer') engine.assumeStored(key, null);
    else if (status === 'current' && serialized !== null) engine.assumeStored(key, serialized);
    return parseStoredFields(serialized) as PersistedState;
  };
}

/** Any known version to the current one, validated; unusable data becomes undefined (start empty). */
function migrateKey(key: PersistKey) {
  return async (stored: PersistedState, currentVersion: number): Promise<PersistedState> => {
    if (stored === undefined) return undefined;
    const state = migrateAndValidate(key, stored, currentVersion);
    if (state === undefined) return undefined;
    return { ...state, _persist: { version: currentVersion, rehydrated: true } };
  };
}

function configFor<S>(key: PersistKey): PersistConfig<S> {
  return {
    key,
    keyPrefix: '',
    version: PERSIST_VERSION,
    storage: persistStorages[key],
    getStoredState: storedFieldsOf(key),
    migrate: migrateKey(key),
  };
}

export const userPersistConfig: PersistConfig<AuthState> = configFor('user');
export const cartPersistConfig: PersistConfig<CartState> = configFor('cart');
export const wishlistPersistConfig: PersistConfig<WishlistState> = configFor('wishlist');
export const ordersPersistConfig: PersistConfig<OrdersState> = configFor('orders');
