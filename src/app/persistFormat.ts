import type { AuthState } from '@/features/auth';
import type { CartState } from '@/features/cart';
import type { WishlistState } from '@/features/wishlist';
import type { OrdersState } from '@/features/orders';

/**
 * What persistence needs on every visit, without zod: the keys, the version, and reading
 * redux-persist's stored string into its fields (used to route and to recognise empty values).
 * Validating the data needs the zod schemas of persistSchemas.ts, which are loaded only when there
 * is stored data to check (see loadPersistSchemas in persist.ts), so a first visit never loads zod.
 *
 * The stored format is redux-persist's: a JSON object whose every field is itself a JSON string,
 * plus `_persist: '{"version":1,"rehydrated":true}'`.
 */

export const PERSIST_VERSION = 1;

export const PERSISTED_KEYS = ['user', 'cart', 'wishlist', 'orders'] as const;
export type PersistKey = (typeof PERSISTED_KEYS)[number];

export interface PersistedStates {
  user: AuthState;
  cart: CartState;
  wishlist: WishlistState;
  orders: OrdersState;
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
