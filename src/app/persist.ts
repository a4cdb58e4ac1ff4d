import { createMigrate, type PersistConfig, type MigrationManifest } from 'redux-persist';
import type { AuthState } from '../features/auth';
import type { CartState } from '../features/cart';
import type { WishlistState } from '../features/wishlist';
import type { OrdersState } from '../features/orders';
import { createPersistStorage } from '../shared/lib/storage';

/**
 * redux-persist writes exactly four keys, no prefix: user, cart, wishlist, orders.
 * Each field of a slice is its own JSON string inside the stored object (redux-persist's format).
 */

const parseField = (value: string, field: string): unknown => {
  try {
    const outer = JSON.parse(value) as Record<string, unknown>;
    const inner = outer[field];
    return typeof inner === 'string' ? JSON.parse(inner) : undefined;
  } catch {
    return undefined;
  }
};

const emptyList = (field: string) => (value: string) => {
  const list = parseField(value, field);
  return Array.isArray(list) && list.length === 0;
};

export const PERSIST_VERSION = 1;

const noMigrations: MigrationManifest = {};
const migrate = createMigrate(noMigrations, { debug: false });

export const userPersistConfig: PersistConfig<AuthState> = {
  key: 'user',
  keyPrefix: '',
  version: PERSIST_VERSION,
  migrate,
  storage: createPersistStorage({
    pickStorage: (value) => (parseField(value, 'remember') === false ? 'sessionStorage' : 'localStorage'),
    isEmpty: (value) => parseField(value, 'user') === null,
  }),
};

export const cartPersistConfig: PersistConfig<CartState> = {
  key: 'cart',
  keyPrefix: '',
  version: PERSIST_VERSION,
  migrate,
  storage: createPersistStorage({ isEmpty: emptyList('lines') }),
};

export const wishlistPersistConfig: PersistConfig<WishlistState> = {
  key: 'wishlist',
  keyPrefix: '',
  version: PERSIST_VERSION,
  migrate,
  storage: createPersistStorage({ isEmpty: emptyList('ids') }),
};

export const ordersPersistConfig: PersistConfig<OrdersState> = {
  key: 'orders',
  keyPrefix: '',
  version: PERSIST_VERSION,
  migrate,
  storage: createPersistStorage({ isEmpty: emptyList('list') }),
};
