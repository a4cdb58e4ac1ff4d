import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { CatalogLookup } from '@/features/catalog/persist';
import { getWebStorage } from '@/shared/lib/webStorage';
import {
  initialPersistedStates,
  loadPersistSchemas,
  onMovedOntoData,
  shopperStorage,
  persistSchemasIfLoaded,
  persistStorages,
  sessionShare,
  type PersistSchemas,
} from './configs';
import { PERSISTED_KEYS, isPersistKey, type PersistKey } from './format';

/** The tail of the events still waiting for the schemas, in arrival order; undefined when idle. */
let queue: Promise<void> | undefined;

/** Resolves once every storage event received so far has been applied (tests). */
export function crossTabSyncIdle(): Promise<void> {
  return queue ?? Promise.resolve();
}

/**
 * Keeps the open tabs in step (reading what they store over `catalog`, the store's product source). When another tab writes (or removes) one of the persisted keys, the browser fires a `storage` event in every other tab; the new value is read with the
 * same schemas as on start and applied as a redux-persist REHYDRATE for that key: the slice takes
 * the other tab's whole value. (The key's persistReducer merges field by field, autoMergeLevel1,
 * and keeps a field the payload leaves out: a cart whose coupon was removed in the other tab
 * stores no coupon field, and this tab's coupon would stay and be written back. So the payload
 * names every field this slice has, those the other tab left out as their initial value or
 * undefined.) A removed key means the slice's initial state: logging out in one tab logs out all
 * of them (the user key is removed, then cart, wishlist, orders and preferences).
 *
 * The schemas are loaded lazily (configs.ts): the first new value to arrive waits for them, and
 * every event after it waits its turn, so a quick sequence is applied in the order it happened.
 * When nothing is waiting, a removed key (and, once the schemas are loaded, any value) is applied
 * at once.
 *
 * No ping-pong: after a REHYDRATE the persistReducer hands the state to its persistoid, which
 * would write it back. The key's engine is told first (assumeStored), so writing back data
 * equal to what the other tab stored leaves localStorage alone.
 *
 * A tab of a session-only sign-in (Remember me off) keeps the user and the shopper's data in its
 * own sessionStorage: what other tabs write to localStorage is another shopper's, and it ignores
 * it (and they never see its data). The tabs of its session hear of each other's writes on a
 * channel instead (sessionShare.ts), applied here in the same way.
 */
export function startCrossTabSync(
  store: { dispatch: (action: UnknownAction) => unknown; getState: () => unknown },
  catalog: CatalogLookup,
  target: Window = window,
): () => void {
  let stopped = false;

  /** `value` as the slice's whole state: every field of ours it leaves out, left out (see above). */
  const whole = (key: PersistKey, value: object): object => {
    const ours = (store.getState() as Partial<Record<PersistKey, unknown>>)[key];
    const fields = ours !== null && typeof ours === 'object' ? Object.keys(ours) : [];
    const absent = Object.fromEntries(fields.filter((f) => f !== '_persist').map((f) => [f, undefined]));
    return { ...absent, ...initialPersistedStates[key](), ...value };
  };

  const apply = (key: PersistKey, newValue: string | null, schemas: PersistSchemas | undefined) => {
    if (stopped) return;
    const payload =
      newValue === null
        ? initialPersistedStates[key]()
        : schemas?.storedShapes(catalog).restoreStored(key, newValue);
    // Data this version cannot use (corrupt, or from a newer version in another tab): keep ours.
    if (payload === undefined) return;
    persistStorages[key].assumeStored(key, newValue);
    store.dispatch({ type: REHYDRATE, key, payload: whole(key, payload) });
  };

  /** Applies the changes of one event now if nothing waits and nothing needs loading, else in turn. */
  const schedule = (changes: readonly (readonly [PersistKey, string | null])[]) => {
    const needsSchemas = changes.some(([, value]) => value !== null);
    const loaded = persistSchemasIfLoaded();
    if (!queue && (loaded || !needsSchemas)) {
      for (const [key, value] of changes) apply(key, value, loaded);
      return;
    }
    enqueue(async () => {
      // The schemas could not be loaded (offline): keep ours, as for data we cannot use.
      let schemas: PersistSchemas | undefined;
      if (needsSchemas) {
        try {
          schemas = await loadPersistSchemas();
        } catch {
          return;
        }
      }
      // Without schemas every change is a removal (needsSchemas): apply needs none for those.
      for (const [key, value] of changes) apply(key, value, schemas);
    });
  };

  /** Runs `job` after every event received before it, in order; never stops the queue. */
  const enqueue = (job: () => Promise<void>) => {
    const next: Promise<void> = (queue ?? Promise.resolve())
      .then(job)
      // A failing reducer fails as it would have synchronously: reported, without stopping the sync.
      .catch((error: unknown) => {
        setTimeout(() => {
          throw error;
        });
      })
      .finally(() => {
        if (queue === next) queue = undefined;
      });
    queue = next;
  };

  /**
   * The shopper's data moved to an area that already held some (signing in with Remember me on
   * while another tab left a guest's cart in localStorage): both are kept, merged by the key's
   * shape, and the merged state is this tab's, which redux-persist then writes back.
   */
  const stopMerging = onMovedOntoData((key, ours, theirs) => {
    enqueue(async () => {
      let schemas: PersistSchemas;
      try {
        schemas = await loadPersistSchemas();
      } catch {
        return;
      }
      const merged = stopped ? undefined : schemas.storedShapes(catalog).mergeStored(key, ours, theirs);
      if (merged !== undefined) store.dispatch({ type: REHYDRATE, key, payload: whole(key, merged) });
    });
  });

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== getWebStorage('localStorage')) return;
    if (shopperStorage() === 'sessionStorage') return;
    // key null: the other tab cleared the whole of localStorage.
    if (event.key === null) {
      schedule(PERSISTED_KEYS.map((key) => [key, null] as const));
    } else if (isPersistKey(event.key)) {
      schedule([[event.key, event.newValue]]);
    }
  };

  target.addEventListener('storage', onStorage);
  // The tabs of a session-only sign-in write sessionStorage, which fires no storage event: they
  // tell each other on a channel (sessionShare.ts), and it is applied the same way.
  const stopSessionWrites = sessionShare.onWrite((key, value) => {
    if (shopperStorage() === 'sessionStorage') schedule([[key, value]]);
  });
  return () => {
    stopped = true;
    stopSessionWrites();
    stopMerging();
    target.removeEventListener('storage', onStorage);
  };
}
