/**
 * Storage guards: a redux-persist storage engine over a Web Storage that may be missing, may throw on
 * access (privacy modes) or on write (quota full). On any failure the shop keeps working in memory and
 * the failure is reported once to whoever listens (the app shows a gentle notice).
 */
import { getWebStorage, type StorageKind } from '@/shared/lib/webStorage';

export interface AsyncStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

type Listener = () => void;

/** Storage's failure, told once to whoever listens (the app shows a gentle notice). */
export interface StorageFailure {
  /** Calls `listener` once when storage first fails (at once if it already has). Returns an unsubscribe. */
  onFailure(listener: Listener): () => void;
  /** Storage has failed: the first report tells the listeners, later ones change nothing. */
  report(): void;
}

export function createStorageFailure(): StorageFailure {
  const listeners = new Set<Listener>();
  let failed = false;
  return {
    onFailure(listener) {
      if (failed) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report() {
      if (failed) return;
      failed = true;
      for (const l of listeners) l();
      listeners.clear();
    },
  };
}

/**
 * The page's one: the guards below report to it unless given another (a test builds its own), and
 * the layout's notice listens to it (onStorageFailure).
 */
const pageFailure = createStorageFailure();

/** Calls `listener` once when the page's storage first fails (at once if it already has). */
export const onStorageFailure = pageFailure.onFailure;

/** Reads a key, never throwing. */
export function safeGet(
  storage: Storage | undefined,
  key: string,
  failure: StorageFailure = pageFailure,
): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    failure.report();
    return null;
  }
}

/** Writes a key; false (and a reported failure) when storage refuses. */
export function safeSet(
  storage: Storage | undefined,
  key: string,
  value: string,
  failure: StorageFailure = pageFailure,
): boolean {
  if (!storage) {
    failure.report();
    return false;
  }
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    failure.report();
    return false;
  }
}

export function safeRemove(
  storage: Storage | undefined,
  key: string,
  failure: StorageFailure = pageFailure,
): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    failure.report();
  }
}

/** A redux-persist storage engine that can skip writing data that localStorage already holds. */
export interface PersistStorage extends AsyncStorage {
  /**
   * localStorage is known to hold `value` under `key` (null: nothing): another tab just wrote it,
   * or this tab just read it. Until this engine is asked to write different data, writing the same
   * data again (in any spelling, see `canonical`) leaves localStorage alone: no echo back to the
   * other tabs, and no stale copy over a newer value another tab wrote in the meantime.
   */
  assumeStored(key: string, value: string | null): void;
  /**
   * Writes `value` now, synchronously, where a write of it would go: for a flow that must know
   * before it commits whether storage takes it (a review's photos, issue 34). False when storage
   * refuses it (a full quota): the key is left as it was, and no failure is reported (the flow
   * tells the shopper). True when it was written, when there is nothing to write (no storage: the
   * shop keeps it in memory, as it does everything; a value that means nothing to keep), or when
   * the area is not this engine's to write. A written value is assumed stored (`assumeStored`):
   * the store's own write of the same state, which follows, does not write it again.
   */
  writeAhead(key: string, value: string): boolean;
}

export interface PersistStorageOptions {
  /** Routes a value to sessionStorage instead of localStorage (Remember me off). */
  pickStorage?: (value: string) => StorageKind;
  /**
   * Where a read looks, in order (default: localStorage, then sessionStorage when `pickStorage` is
   * given). The shopper's keys of a session-only sign-in look in sessionStorage alone.
   */
  readFrom?: () => readonly StorageKind[];
  /**
   * The areas a write or removal may touch (default: every area the engine uses). A session-only
   * sign-in's shopper keys touch sessionStorage alone: localStorage holds another shopper's data.
   */
  writeTo?: () => readonly StorageKind[];
  /** Told where each write went: the area, or null when the key was removed (nothing to keep), and the value. */
  onWritten?: (area: StorageKind | null, value: string | null) => void;
  /** Waited for before the first read (a new tab taking a session-only sign-in from an open one). */
  ready?: () => Promise<void>;
  /** Marks a value that means "nothing to keep": the key is removed instead of written. */
  isEmpty?: (value: string) => boolean;
  /**
   * The canonical form of a value (undefined: unusable), so that the same data spelt differently
   * (field order, stripped fields) is recognised as an echo. Without it values compare as text.
   */
  canonical?: (value: string) => string | undefined;
  /** Where a failure is reported: the page's (onStorageFailure), unless a test gives its own. */
  failure?: StorageFailure;
}

const EMPTY = '\u0000empty';

/**
 * A persist engine over localStorage (and sessionStorage when `pickStorage` routes there) that
 * never throws and never rejects: when storage is missing or refuses, the state simply lives in
 * the store's memory and the failure is reported once (see onStorageFailure).
 */
export function createPersistStorage(options: PersistStorageOptions = {}): PersistStorage {
  const {
    pickStorage,
    readFrom,
    writeTo,
    isEmpty,
    canonical,
    onWritten,
    ready,
    failure = pageFailure,
  } = options;
  const kinds: readonly StorageKind[] =
    pickStorage || readFrom ? ['localStorage', 'sessionStorage'] : ['localStorage'];
  const readOrder = readFrom ?? (() => kinds);
  const writable = writeTo ?? (() => kinds);
  /** key -> canonical form of what localStorage is known to hold already */
  const known = new Map<string, string>();
  const canonicalOf = (value: string | null) =>
    value === null || isEmpty?.(value) ? EMPTY : (canonical?.(value) ?? value);

  return {
    async getItem(key) {
      await ready?.();
      // A fresh read starts over: what is known comes from the caller (assumeStored) from here on.
      known.delete(key);
      for (const kind of readOrder()) {
        const value = safeGet(getWebStorage(kind), key, failure);
        if (value !== null) return value;
      }
      return null;
    },
    async setItem(key, value) {
      const echo = known.has(key) && known.get(key) === canonicalOf(value);
      if (!echo) known.delete(key);
      // Data localStorage already holds is not written again (sessionStorage is this tab's own).
      const areas = writable();
      const touches = (kind: StorageKind) => areas.includes(kind) && !(echo && kind === 'localStorage');
      if (isEmpty?.(value)) {
        for (const kind of kinds) if (touches(kind)) safeRemove(getWebStorage(kind), key, failure);
        onWritten?.(null, null);
        return;
      }
      const target = pickStorage?.(value) ?? 'localStorage';
      if (touches(target)) safeSet(getWebStorage(target), key, value, failure);
      for (const kind of kinds)
        if (kind !== target && touches(kind)) safeRemove(getWebStorage(kind), key, failure);
      onWritten?.(target, value);
    },
    async removeItem(key) {
      known.delete(key);
      for (const kind of writable()) safeRemove(getWebStorage(kind), key, failure);
    },
    assumeStored(key, value) {
      known.set(key, canonicalOf(value));
    },
    writeAhead(key, value) {
      const target = pickStorage?.(value) ?? 'localStorage';
      const storage = getWebStorage(target);
      if (isEmpty?.(value) || !storage || !writable().includes(target)) return true;
      try {
        storage.setItem(key, value);
      } catch {
        return false;
      }
      if (target === 'localStorage') known.set(key, canonicalOf(value));
      return true;
    },
  };
}
