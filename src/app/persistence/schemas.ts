import { authShape } from '@/features/auth/persist';
import { cartShape } from '@/features/cart/persist';
import type { CatalogLookup } from '@/features/catalog/persist';
import { ordersShape } from '@/features/orders/persist';
import { preferencesShape } from '@/features/preferences/persist';
import { reviewsShape } from '@/features/reviews/persist';
import { wishlistShape } from '@/features/wishlist/persist';
import { restoreShape, type PersistedShape } from '@/shared/lib/persistedShape';
import {
  persistVersion,
  parseStoredFields,
  sortedJson,
  type PersistKey,
  type PersistedStates,
} from './format';

/**
 * Reading stored data back: every key through its feature's stored shape (features/<x>/persist.ts:
 * zod schema and migrations), repairing or dropping item by item. The cart's and the wishlist's
 * shapes check product ids, sizes and prices against a catalogue: the store's product source,
 * which the store hands persistence (`withPersistence`). This module (zod with it) is loaded
 * lazily, in its own chunk, only when there is stored data to check or another tab writes
 * (loadPersistSchemas in configs.ts): a first visit never loads it.
 */

/** Reading back the stored keys, over one catalogue (`storedShapes`). */
export interface StoredShapes {
  migrateAndValidate<K extends PersistKey>(
    key: K,
    stored: unknown,
    currentVersion?: number,
  ): PersistedStates[K] | undefined;
  restoreStored<K extends PersistKey>(
    key: K,
    serialized: string | null | undefined,
  ): PersistedStates[K] | undefined;
  mergeStored<K extends PersistKey>(
    key: K,
    ours: string | null,
    theirs: string | null,
  ): PersistedStates[K] | undefined;
  storedStatus(
    key: PersistKey,
    serialized: string | null | undefined,
  ): 'none' | 'current' | 'newer' | 'repair';
  canonicalStored(key: PersistKey, serialized: string | null | undefined): string | undefined;
}

const made = new WeakMap<CatalogLookup, StoredShapes>();

/** The stored keys read back over `catalog` (one set of schemas per catalogue, made once). */
export function storedShapes(catalog: CatalogLookup): StoredShapes {
  let shapes = made.get(catalog);
  if (!shapes) {
    shapes = makeStoredShapes(catalog);
    made.set(catalog, shapes);
  }
  return shapes;
}

function makeStoredShapes(catalog: CatalogLookup): StoredShapes {
  const SHAPES: { [K in PersistKey]: PersistedShape<PersistedStates[K]> } = {
    user: authShape,
    cart: cartShape(catalog),
    wishlist: wishlistShape(catalog),
    orders: ordersShape,
    preferences: preferencesShape,
    reviews: reviewsShape,
  };

  /**
   * Takes a stored state of any version (fields already parsed) to a valid current slice state.
   * Undefined (start empty) when it is not an object, its version is unreadable or newer than
   * this app knows (written by a newer version in another tab: never guess at it).
   */
  function migrateAndValidate<K extends PersistKey>(
    key: K,
    stored: unknown,
    currentVersion: number = persistVersion(key),
  ): PersistedStates[K] | undefined {
    return restoreShape(SHAPES[key], stored, currentVersion);
  }

  /** A stored string to a valid slice state (or undefined: start from the initial state). */
  function restoreStored<K extends PersistKey>(
    key: K,
    serialized: string | null | undefined,
  ): PersistedStates[K] | undefined {
    return migrateAndValidate(key, parseStoredFields(serialized));
  }

  /**
   * Two stored values of one key as one, for when the shopper's data moves to an area that already
   * holds some (a sign-in with Remember me on, while another tab left a guest's cart in
   * localStorage): each list of ours, then theirs, read through the key's shape, which merges cart
   * lines of the same product and size within the cap and keeps each saved id and order once; keyed
   * records (saved prices, order changes) keep both sides' keys, ours where both have one.
   * Undefined when neither is usable.
   */
  function mergeStored<K extends PersistKey>(
    key: K,
    ours: string | null,
    theirs: string | null,
  ): PersistedStates[K] | undefined {
    const a = restoreStored(key, ours);
    const b = restoreStored(key, theirs);
    if (a === undefined || b === undefined) return a ?? b;
    const combined: Record<string, unknown> = { ...b, ...a };
    for (const [field, value] of Object.entries(b)) {
      const mine = combined[field];
      if (Array.isArray(mine) && Array.isArray(value)) combined[field] = [...mine, ...value];
      // Keyed records (a wishlist's saved prices, orders' changes, my sizes): both sides' keys, ours first.
      else if (isRecord(mine) && isRecord(value)) combined[field] = { ...value, ...mine };
    }
    return migrateAndValidate(key, {
      ...combined,
      _persist: { version: persistVersion(key) },
    });
  }

  /**
   * What a stored string is to this version of the app:
   * - `none`: nothing stored;
   * - `current`: the current version, already exactly what the schemas make of it;
   * - `newer`: written by a newer version (this app ignores it, and must not overwrite it unasked);
   * - `repair`: anything else (damaged, an older version, unknown fields): restoring changes it.
   */
  function storedStatus(
    key: PersistKey,
    serialized: string | null | undefined,
  ): 'none' | 'current' | 'newer' | 'repair' {
    if (!serialized) return 'none';
    const fields = parseStoredFields(serialized);
    if (fields === undefined) return 'repair';
    const { _persist: meta, ...rest } = fields;
    const version = (meta as { version?: unknown } | undefined)?.version;
    const current = persistVersion(key);
    if (typeof version === 'number' && Number.isInteger(version) && version > current) return 'newer';
    if (version !== current) return 'repair';
    // When nothing valid is restored, the JSON of undefined (undefined) equals no stored fields' JSON.
    return sortedJson(migrateAndValidate(key, fields)) === sortedJson(rest) ? 'current' : 'repair';
  }

  /**
   * The canonical form of a stored string: the JSON of the state it restores to (schema key order,
   * unknown fields stripped, `_persist` left out), so two strings holding the same data compare
   * equal. Undefined when nothing usable is stored.
   */
  function canonicalStored(key: PersistKey, serialized: string | null | undefined): string | undefined {
    // Nothing usable gives JSON.stringify(undefined), which is undefined.
    return JSON.stringify(restoreStored(key, serialized));
  }

  return { migrateAndValidate, restoreStored, mergeStored, storedStatus, canonicalStored };
}

/** A JSON object: not an array, null or a primitive. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}
