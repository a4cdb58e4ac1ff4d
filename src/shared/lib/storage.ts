/**
 * Storage guards: a redux-persist storage engine over a Web Storage that may be missing, may throw on
 * access (privacy modes) or on write (quota full). On any failure the shop keeps working in memory and
 * the failure is reported once to whoever listens (the app shows a gentle notice).
 */
export interface AsyncStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let failed = false;

/** Calls `listener` once when storage first fails (at once if it already has). Returns an unsubscribe. */
export function onStorageFailure(listener: Listener): () => void {
  if (failed) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storageHasFailed(): boolean {
  return failed;
}

function reportFailure(): void {
  if (failed) return;
  failed = true;
  for (const l of listeners) l();
  listeners.clear();
}

/** For tests only. */
export function resetStorageFailureForTests(): void {
  failed = false;
  listeners.clear();
}

export function getWebStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const s = typeof window === 'undefined' ? undefined : window[kind];
    return s ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads a key, never throwing. */
export function safeGet(storage: Storage | undefined, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    reportFailure();
    return null;
  }
}

/** Writes a key; false (and a reported failure) when storage refuses. */
export function safeSet(storage: Storage | undefined, key: string, value: string): boolean {
  if (!storage) {
    reportFailure();
    return false;
  }
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    reportFailure();
    return false;
  }
}

export function safeRemove(storage: Storage | undefined, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    reportFailure();
  }
}

/**
 * A persist engine over localStorage with an in-memory copy as fallback.
 * `pickStorage(value)` may route a value to sessionStorage instead (Remember me off).
 * `isEmpty(value)` marks a value that means "nothing to keep": the key is removed instead of written.
 */
export function createPersistStorage(options?: {
  pickStorage?: (value: string) => 'localStorage' | 'sessionStorage';
  isEmpty?: (value: string) => boolean;
}): AsyncStorage {
  const memory = new Map<string, string>();
  const local = () => getWebStorage('localStorage');
  const session = () => getWebStorage('sessionStorage');
  return {
    async getItem(key) {
      const stored = safeGet(local(), key) ?? (options?.pickStorage ? safeGet(session(), key) : null);
      return stored ?? memory.get(key) ?? null;
    },
    async setItem(key, value) {
      memory.set(key, value);
      if (options?.isEmpty?.(value)) {
        safeRemove(local(), key);
        if (options.pickStorage) safeRemove(session(), key);
        return;
      }
      const target = options?.pickStorage?.(value) ?? 'localStorage';
      const other = target === 'localStorage' ? 'sessionStorage' : 'localStorage';
      safeSet(getWebStorage(target), key, value);
      if (options?.pickStorage) safeRemove(getWebStorage(other), key);
    },
    async removeItem(key) {
      memory.delete(key);
      safeRemove(local(), key);
      safeRemove(session(), key);
    },
  };
}
