import * as z from 'zod/mini';
import { PRODUCTS } from '@/features/catalog';
import type { AuthState } from '@/features/auth';
import type { CartState } from '@/features/cart';
import type { WishlistState } from '@/features/wishlist';
import type { Order, OrdersState } from '@/features/orders';
import { MAX_LINE_QUANTITY, PAYMENT_METHODS } from '@/shared/lib/constants';
import { PERSIST_VERSION, parseStoredFields, type PersistKey, type PersistedStates } from './persistFormat';

type CartLine = CartState['lines'][number];

/**
 * Stored data is untrusted input: another version of the app, another tab, an extension or a
 * curious shopper may have written anything under our keys. Everything read back goes through
 * these zod schemas, which repair or drop item by item (one bad cart line never costs the good
 * ones) and strip unknown fields (so nothing extra is ever written back). The result is always a
 * well-formed slice state, or `undefined` when nothing usable is left (the slice then starts empty).
 *
 * The schemas use `zod/mini`, zod 4's tree-shakable functional API (same engine and rules as the
 * classic `zod` API, a fraction of its weight): wrappers are functions (`z.optional(s)`,
 * `z.catch(s, v)`, `z.pipe(s, z.transform(fn))`) and constraints are checks
 * (`s.check(z.minimum(1))`).
 *
 * This module (zod with it) is loaded lazily, in its own chunk, only when there is stored data to
 * check or another tab writes (loadPersistSchemas in persist.ts): a first visit never loads it.
 * Nothing on the first screen may import it statically; what is needed on every visit (keys,
 * version, parseStoredFields) lives in the zod-free persistFormat.ts and is re-exported here.
 *
 * The stored format is redux-persist's: a JSON object whose every field is itself a JSON string,
 * plus `_persist: '{"version":1,"rehydrated":true}'`.
 */

export {
  PERSIST_VERSION,
  PERSISTED_KEYS,
  isPersistKey,
  parseStoredFields,
  type PersistKey,
  type PersistedStates,
} from './persistFormat';

export { MAX_LINE_QUANTITY };

// ---------------------------------------------------------------------------------------------
// Building blocks

/** An array whose invalid items are dropped one by one; anything that is not an array is empty. */
function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) =>
      items.flatMap((value): z.output<T>[] => {
        const result = item.safeParse(value);
        return result.success ? [result.data] : [];
      }),
    ),
  );
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const sizesById = new Map(PRODUCTS.map((p) => [p.id, p.size]));

const productId = z.int().check(z.refine((id) => sizesById.has(id), 'not a product of the catalogue'));

/**
 * A cart quantity: a finite number (or a numeric string, as an input's value would be), rounded
 * down to a whole number, at least 1 (else the line is dropped), at most MAX_LINE_QUANTITY.
 */
const quantity = z.pipe(
  z.pipe(
    z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/)), z.transform(Number))]),
      z.transform(Math.floor),
    ),
    z.int().check(z.minimum(1)),
  ),
  z.transform((q) => Math.min(q, MAX_LINE_QUANTITY)),
);

// ---------------------------------------------------------------------------------------------
// The current (version 1) shapes

const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  phone: z.catch(z.string(), ''),
  address: z.catch(z.string(), ''),
});

export const authStateSchema = z.object({
  /** A user that is not well formed signs the shopper out rather than showing holes. */
  user: z.catch(z.nullable(userSchema), null),
  remember: z.catch(z.boolean(), true),
}) satisfies z.ZodMiniType<AuthState>;

const cartLineSchema = z
  .object({ id: productId, size: z.string(), quantity })
  .check(z.refine((line) => sizesById.get(line.id)?.includes(line.size) ?? false, 'size not offered'));

/** Lines of the same product and size merge (quantities add up, within the cap). */
function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const same = merged.find((m) => m.id === line.id && m.size === line.size);
    if (same) same.quantity = Math.min(same.quantity + line.quantity, MAX_LINE_QUANTITY);
    else merged.push({ ...line });
  }
  return merged;
}

export const cartStateSchema = z.pipe(
  z.object({ lines: lenientArray(cartLineSchema) }),
  z.transform(({ lines }): CartState => ({ lines: mergeLines(lines) })),
) satisfies z.ZodMiniType<CartState>;

export const wishlistStateSchema = z.pipe(
  z.object({ ids: lenientArray(productId) }),
  z.transform(({ ids }): WishlistState => ({
    ids: uniqueBy(ids, (id) => id),
  })),
) satisfies z.ZodMiniType<WishlistState>;

const money = z.number().check(z.minimum(0));

/**
 * An order item is history: it keeps its own name, price and image, so a product that has left
 * the catalogue stays in the order. Any item out of shape drops its whole order (a partial order
 * would no longer match its total).
 */
const orderItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  brand: z.optional(z.string()),
  price: money,
  quantity: z.int().check(z.minimum(1)),
  size: z.string(),
  image: z.string(),
});

const shippingSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

/** Only the summary survives: a stored card number, expiry or CVV is stripped, never read back. */
const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  upiId: z.optional(z.string()),
});

const orderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: z.string().check(z.refine((date) => Number.isFinite(Date.parse(date)), 'not a date')),
  /** Kept as stored: a status other than processing, shipped or delivered shows as 'Unknown'. */
  status: z.string(),
  total: money,
  items: z.array(orderItemSchema),
  shipping: shippingSchema,
  payment: paymentSchema,
}) satisfies z.ZodMiniType<Order>;

export const ordersStateSchema = z.pipe(
  z.object({ list: lenientArray(orderSchema) }),
  z.transform(({ list }): OrdersState => ({
    list: uniqueBy(list, (order) => order.id),
  })),
) satisfies z.ZodMiniType<OrdersState>;

const STATE_SCHEMAS: { [K in PersistKey]: z.ZodMiniType<PersistedStates[K]> } = {
  user: authStateSchema,
  cart: cartStateSchema,
  wishlist: wishlistStateSchema,
  orders: ordersStateSchema,
};

// ---------------------------------------------------------------------------------------------
// Migrations. `MIGRATIONS[key][n]` takes a state of version n - 1 to version n (redux-persist's
// manifest convention); validation against the current schema follows, so a migration only maps
// shapes and leaves the checking to the schemas above.

type Migration = z.ZodMiniType<Record<string, unknown>>;

/**
 * Version 0 was the prototype's format: the cart and the wishlist kept whole product objects
 * (`items: [{ ...product, size, quantity }]`, `items: [product]`), the user key kept
 * `{ user, isAuthenticated }` (always in localStorage), and orders lived under `orders`.
 */
const toVersion1: { [K in PersistKey]: Migration } = {
  user: z.pipe(
    z.object({ user: z.optional(z.unknown()), isAuthenticated: z.catch(z.boolean(), false) }),
    z.transform(({ user, isAuthenticated }) => ({
      user: isAuthenticated ? user : null,
      remember: true,
    })),
  ),
  cart: z.pipe(
    z.object({
      items: lenientArray(
        z.object({
          id: z.optional(z.unknown()),
          size: z.optional(z.unknown()),
          quantity: z.optional(z.unknown()),
        }),
      ),
    }),
    z.transform(({ items }) => ({ lines: items })),
  ),
  wishlist: z.pipe(
    z.object({ items: lenientArray(z.object({ id: z.optional(z.unknown()) })) }),
    z.transform(({ items }) => ({ ids: items.map((item) => item.id) })),
  ),
  orders: z.pipe(
    z.object({ orders: z.optional(z.unknown()) }),
    z.transform(({ orders }) => ({ list: orders })),
  ),
};

export const MIGRATIONS: { [K in PersistKey]: Record<number, Migration> } = {
  user: { 1: toVersion1.user },
  cart: { 1: toVersion1.cart },
  wishlist: { 1: toVersion1.wishlist },
  orders: { 1: toVersion1.orders },
};

const persistMeta = z.object({ version: z.int() });

/**
 * The version a stored state was written with: a state without `_persist` is taken as version 0
 * (written before versioning), -1 (redux-persist's "no version") as 0 too. Unreadable: undefined.
 */
function inboundVersion(state: Record<string, unknown>): number | undefined {
  if (!('_persist' in state)) return 0;
  const meta = persistMeta.safeParse(state._persist);
  return meta.success ? Math.max(0, meta.data.version) : undefined;
}

const plainObject = z.record(z.string(), z.unknown());

/**
 * Takes a stored state of any version (fields already parsed) to a valid current slice state.
 * Undefined (start empty) when it is not an object, its version is unreadable or newer than
 * this app knows (written by a newer version in another tab: never guess at it).
 */
export function migrateAndValidate<K extends PersistKey>(
  key: K,
  stored: unknown,
  currentVersion: number = PERSIST_VERSION,
): PersistedStates[K] | undefined {
  const object = plainObject.safeParse(stored);
  if (!object.success || Array.isArray(stored)) return undefined;
  const from = inboundVersion(object.data);
  if (from === undefined || from > currentVersion) return undefined;
  let state: Record<string, unknown> | undefined = object.data;
  for (let version = from + 1; version <= currentVersion && state; version += 1) {
    const migration = MIGRATIONS[key][version];
    if (!migration) continue;
    const result = migration.safeParse(state);
    state = result.success ? result.data : undefined;
  }
  if (!state) return undefined;
  const valid = STATE_SCHEMAS[key].safeParse(state);
  return valid.success ? valid.data : undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading redux-persist's stored string

/** A stored string to a valid slice state (or undefined: start from the initial state). */
export function restoreStored<K extends PersistKey>(
  key: K,
  serialized: string | null | undefined,
): PersistedStates[K] | undefined {
  const fields = parseStoredFields(serialized);
  return fields === undefined ? undefined : migrateAndValidate(key, fields);
}

/** JSON with object keys sorted, so that equal data compares equal as text whatever its key order. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * What a stored string is to this version of the app:
 * - `none`: nothing stored;
 * - `current`: the current version, already exactly what the schemas make of it;
 * - `newer`: written by a newer version (this app ignores it, and must not overwrite it unasked);
 * - `repair`: anything else (damaged, an older version, unknown fields): restoring changes it.
 */
export function storedStatus(
  key: PersistKey,
  serialized: string | null | undefined,
): 'none' | 'current' | 'newer' | 'repair' {
  if (!serialized) return 'none';
  const fields = parseStoredFields(serialized);
  if (fields === undefined) return 'repair';
  const { _persist: meta, ...rest } = fields;
  const version = persistMeta.safeParse(meta);
  if (version.success && version.data.version > PERSIST_VERSION) return 'newer';
  if (!version.success || version.data.version !== PERSIST_VERSION) return 'repair';
  const state = migrateAndValidate(key, fields);
  return state !== undefined && sortedJson(state) === sortedJson(rest) ? 'current' : 'repair';
}

/**
 * The canonical form of a stored string: the JSON of the state it restores to (schema key order,
 * unknown fields stripped, `_persist` left out), so two strings holding the same data compare
 * equal. Undefined when nothing usable is stored.
 */
export function canonicalStored(key: PersistKey, serialized: string | null | undefined): string | undefined {
  const state = restoreStored(key, serialized);
  return state === undefined ? undefined : JSON.stringify(state);
}
