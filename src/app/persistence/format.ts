import { authSlice, type AuthState } from '@/features/auth';
import { cartSlice, type CartState } from '@/features/cart';
import { wishlistSlice, type WishlistState } from '@/features/wishlist';
import { ordersSlice, type OrdersState } from '@/features/orders';
import { preferencesSlice, type PreferencesState } from '@/features/preferences';
import { reviewsSlice, type ReviewsState } from '@/features/reviews';

/**
 * What persistence needs on every visit, without zod: the keys, the version, each key's slice and
 * initial state, and reading redux-persist's stored string into its fields. Checking the data
 * needs the stored shapes (schemas.ts, zod), which load only when there is stored data to check
 * (configs.ts), so a first visit never loads zod.
 *
 * The stored format is redux-persist's: a JSON object whose every field is itself a JSON string,
 * plus `_persist: '{"version":1,"rehydrated":true}'` (the key's version, PERSISTED below).
 */

/**
 * The persisted keys, each with the store's slice it keeps, that slice's initial state (what an
 * empty or removed key means) and the version of its stored shape: a key's version goes up only
 * when its own shape changes (its feature's `persist.ts` then adds the migration). Adding a key:
 * its feature's `persist.ts` (the stored shape), one line here, one line in schemas.ts.
 */
export const PERSISTED = {
  user: { slice: 'auth', version: 1, initialState: () => authSlice.getInitialState() },
  cart: { slice: 'cart', version: 1, initialState: () => cartSlice.getInitialState() },
  // 2: each saved product keeps the price it was saved at (issue 19, price drops).
  wishlist: { slice: 'wishlist', version: 2, initialState: () => wishlistSlice.getInitialState() },
  orders: { slice: 'orders', version: 1, initialState: () => ordersSlice.getInitialState() },
  preferences: { slice: 'preferences', version: 1, initialState: () => preferencesSlice.getInitialState() },
  // New in version 1 (issue 34): the shopper's own reviews and this device's helpful marks.
  reviews: { slice: 'reviews', version: 1, initialState: () => reviewsSlice.getInitialState() },
} as const;

/** The current version of a key's stored shape. */
export function persistVersion(key: PersistKey): number {
  return PERSISTED[key].version;
}

export type PersistKey = keyof typeof PERSISTED;

export const PERSISTED_KEYS = Object.keys(PERSISTED) as PersistKey[];

export interface PersistedStates {
  user: AuthState;
  cart: CartState;
  wishlist: WishlistState;
  orders: OrdersState;
  preferences: PreferencesState;
  reviews: ReviewsState;
}

export function isPersistKey(key: unknown): key is PersistKey {
  return (PERSISTED_KEYS as readonly unknown[]).includes(key);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A JSON object: not null, not an array (JSON.parse makes no other kind of object). */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * redux-persist's stored string to an object of parsed fields, tolerating damage: a field that is
 * not valid JSON is left out (its slice field then takes its default) instead of failing the
 * whole key, as redux-persist's own getStoredState would. Undefined when the outer value is not
 * a JSON object.
 */
export function parseStoredFields(
  serialized: string | null | undefined,
): Record<string, unknown> | undefined {
  if (!serialized) return undefined;
  const outer = parseJson(serialized);
  if (!outer.ok || !isJsonObject(outer.value)) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(outer.value)) {
    if (name === '__proto__') continue;
    if (typeof raw !== 'string') {
      fields[name] = raw;
      continue;
    }
    const inner = parseJson(raw);
    if (inner.ok) fields[name] = inner.value;
  }
  return fields;
}

/**
 * A slice's state as redux-persist stores it under its key: each field its own JSON string, then
 * `_persist` with the key's version.
 */
export function serializeState(key: PersistKey, state: object): string {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(state)) fields[name] = JSON.stringify(value);
  fields._persist = JSON.stringify({ version: persistVersion(key), rehydrated: true });
  return JSON.stringify(fields);
}

/** JSON with object keys sorted, so that equal data compares equal as text whatever its key order. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Whether a stored string holds nothing to keep: its slice's initial state (no user, no lines, no
 * ids, no orders). Such a key is removed rather than written. One rule for every key, and zod-free:
 * it runs on every write, also before the stored shapes have loaded.
 */
export function holdsInitialState(key: PersistKey, serialized: string): boolean {
  const fields = parseStoredFields(serialized);
  if (fields === undefined) return false;
  const { _persist: _meta, ...state } = fields;
  const initial = PERSISTED[key].initialState();
  // A field the value lacks (written before the field existed) is as good as its initial value.
  return sortedJson({ ...initial, ...state }) === sortedJson(initial);
}
