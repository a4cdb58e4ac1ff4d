import * as z from 'zod/mini';

/**
 * A stored shape: how one slice is kept in browser storage, written by the feature that owns the
 * slice (features/<x>/persist.ts) and read by the app's persistence (app/persistence/schemas.ts).
 *
 * Stored data is untrusted input: another version of the app, another tab, an extension or a
 * curious shopper may have written anything under our keys. So a shape's schema repairs or drops
 * item by item (one bad cart line never costs the good ones) and strips unknown fields (nothing
 * extra is ever written back); the result is a well-formed slice state, or nothing.
 *
 * Uses `zod/mini`, zod 4's tree-shakable functional API (same engine and rules as the classic
 * API, a fraction of its weight): wrappers are functions (`z.optional(s)`, `z.catch(s, v)`,
 * `z.pipe(s, z.transform(fn))`) and constraints are checks (`s.check(z.minimum(1))`). Only the
 * lazily loaded persistence chunk imports this module: a first visit never loads zod.
 */
export interface PersistedShape<S> {
  /** The current version's state: validates, repairs item by item, strips unknown fields. */
  schema: z.ZodMiniType<S>;
  /**
   * `migrations[n]` takes a state of version n - 1 to version n (redux-persist's manifest
   * convention); the schema checks the result, so a migration only maps shapes.
   */
  migrations: Readonly<Record<number, z.ZodMiniType<Record<string, unknown>>>>;
}

/** An array whose invalid items are dropped one by one; anything that is not an array is empty. */
export function lenientArray<T extends z.ZodMiniType>(item: T) {
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

/** The items, each key once (the first one wins). */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const persistMeta = z.object({ version: z.int() });

/**
 * The version a stored state was written with: a state without `_persist` is taken as version 0
 * (written before versioning), -1 (redux-persist's "no version") as 0 too. Unreadable: undefined.
 */
export function storedVersion(state: Record<string, unknown>): number | undefined {
  if (!('_persist' in state)) return 0;
  const meta = persistMeta.safeParse(state._persist);
  return meta.success ? Math.max(0, meta.data.version) : undefined;
}

const plainObject = z.record(z.string(), z.unknown());

/**
 * Takes a stored state of any version (its fields already parsed) to a valid current state of
 * `shape`. Undefined (start empty) when it is not an object, its version is unreadable, or newer
 * than `currentVersion` (written by a newer version of the app in another tab: never guess at it).
 */
export function restoreShape<S>(
  shape: PersistedShape<S>,
  stored: unknown,
  currentVersion: number,
): S | undefined {
  const object = plainObject.safeParse(stored);
  if (!object.success || Array.isArray(stored)) return undefined;
  const from = storedVersion(object.data);
  if (from === undefined || from > currentVersion) return undefined;
  // A step that fails gives undefined (zod's data of a failed parse), which every later step and the
  // schema (all objects) refuse: the result is then undefined.
  let state: unknown = object.data;
  for (let version = from + 1; version <= currentVersion; version += 1) {
    const migration = shape.migrations[version];
    if (migration) state = migration.safeParse(state).data;
  }
  return shape.schema.safeParse(state).data;
}
