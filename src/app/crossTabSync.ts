import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { getWebStorage } from '../shared/lib/storage';
import { initialPersistedStates, persistStorages } from './persist';
import { PERSISTED_KEYS, isPersistKey, restoreStored, type PersistKey } from './persistSchemas';

/**
 * Keeps the open tabs in step. When another tab writes (or removes) one of the four persisted
 * keys, the browser fires a `storage` event in every other tab; the new value is read with the
 * same schemas as on start and applied as a redux-persist REHYDRATE for that key, which the
 * key's persistReducer merges into its slice (autoMergeLevel1: every field of the payload
 * replaces the slice's field). A removed key means the slice's initial state: logging out in one
 * tab logs out all of them (the user key is removed, then cart, wishlist and orders).
 *
 * No ping-pong: after a REHYDRATE the persistReducer hands the state to its persistoid, which
 * would write it back. The key's engine is told first (assumeStored), so writing back data
 * equal to what the other tab stored leaves localStorage alone.
 *
 * Only localStorage syncs: with Remember me off the user lives in sessionStorage, per tab.
 */
export function startCrossTabSync(
  store: { dispatch: (action: UnknownAction) => unknown },
  target: Window = window,
): () => void {
  const apply = (key: PersistKey, newValue: string | null) => {
    const payload = newValue === null ? initialPersistedStates[key]() : restoreStored(key, newValue);
    // Data this version cannot use (corrupt, or from a newer version in another tab): keep ours.
    if (payload === undefined) return;
    persistStorages[key].assumeStored(key, newValue);
    store.dispatch({ type: REHYDRATE, key, payload });
  };

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== getWebStorage('localStorage')) return;
    // key null: the other tab cleared the whole of localStorage.
    if (event.key === null) {
      for (const key of PERSISTED_KEYS) apply(key, null);
    } else if (isPersistKey(event.key)) {
      apply(event.key, event.newValue);
    }
  };

  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
