import {
  createPersistStorage,
  createStorageFailure,
  onStorageFailure,
  safeGet,
  safeSet,
  type StorageFailure,
} from './storage';

type Kind = 'localStorage' | 'sessionStorage';

const originals = new Map<Kind, PropertyDescriptor | undefined>();

/** Replaces window.localStorage / sessionStorage for one test (restored in afterEach). */
function replaceStorage(kind: Kind, descriptor: PropertyDescriptor): void {
  if (!originals.has(kind)) originals.set(kind, Object.getOwnPropertyDescriptor(window, kind));
  Object.defineProperty(window, kind, { configurable: true, ...descriptor });
}

function restoreStorages(): void {
  for (const [kind, descriptor] of originals) {
    if (descriptor) Object.defineProperty(window, kind, descriptor);
  }
  originals.clear();
}

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A Storage whose every method throws `error()`; writes may be allowed to pass to a real map. */
function throwingStorage(error: () => Error, throwOn: readonly ('read' | 'write')[]): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem(key: string) {
      if (throwOn.includes('read')) throw error();
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (throwOn.includes('write')) throw error();
      data.set(key, value);
    },
    removeItem(key: string) {
      if (throwOn.includes('write')) throw error();
      data.delete(key);
    },
  };
}

const CART = JSON.stringify({ lines: '[{"id":1,"size":"M","quantity":1}]', _persist: '{"version":1}' });
const EMPTY_CART = JSON.stringify({ lines: '[]', _persist: '{"version":1}' });
const isEmpty = (value: string) => value === EMPTY_CART;

// Each test watches a failure of its own (the page's is the app's: onStorageFailure).
let failure: StorageFailure;
beforeEach(() => {
  failure = createStorageFailure();
});

describe('when storage fails the shop keeps working in memory and says so once', () => {
  afterEach(restoreStorages);

  const failures: [name: string, install: () => void][] = [
    ['localStorage is missing', () => replaceStorage('localStorage', { value: undefined })],
    [
      'reading window.localStorage throws a SecurityError (privacy mode)',
      () =>
        replaceStorage('localStorage', {
          get() {
            throw securityError();
          },
        }),
    ],
    [
      'every call throws a SecurityError',
      () => replaceStorage('localStorage', { value: throwingStorage(securityError, ['read', 'write']) }),
    ],
    [
      'writing throws a QuotaExceededError (storage full)',
      () => replaceStorage('localStorage', { value: throwingStorage(quotaError, ['write']) }),
    ],
  ];

  it.each(failures)('%s', async (_name, install) => {
    install();
    const listener = jest.fn();
    const unsubscribe = failure.onFailure(listener);
    const engine = createPersistStorage({ isEmpty, failure });

    await expect(engine.getItem('cart')).resolves.toBeNull();
    await expect(engine.setItem('cart', CART)).resolves.toBeUndefined();
    await expect(engine.setItem('cart', CART)).resolves.toBeUndefined();
    await expect(engine.setItem('cart', EMPTY_CART)).resolves.toBeUndefined();
    await expect(engine.removeItem('cart')).resolves.toBeUndefined();

    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a listener that subscribes after the failure hears of it at once', () => {
    replaceStorage('localStorage', { value: undefined });
    expect(safeSet(window.localStorage, 'cart', CART, failure)).toBe(false);
    const late = jest.fn();
    const unsubscribe = failure.onFailure(late);
    expect(late).toHaveBeenCalledTimes(1);
    // Nothing is left to unsubscribe from: it is told once, at once.
    unsubscribe();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('the safe helpers never throw', () => {
    const broken = throwingStorage(securityError, ['read', 'write']);
    expect(safeGet(broken, 'x', failure)).toBeNull();
    expect(safeSet(broken, 'x', '1', failure)).toBe(false);
    expect(safeGet(undefined, 'x', failure)).toBeNull();
    const told = jest.fn();
    failure.onFailure(told);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a Remember-me-off user still fails gently when sessionStorage is missing', async () => {
    replaceStorage('sessionStorage', { value: undefined });
    const listener = jest.fn();
    failure.onFailure(listener);
    const engine = createPersistStorage({ pickStorage: () => 'sessionStorage', failure });
    await engine.setItem('user', '{"user":"{}"}');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('a healthy storage', () => {
  it('reports no failure, writes and removes empty values', async () => {
    const listener = jest.fn();
    const unsubscribe = failure.onFailure(listener);
    const engine = createPersistStorage({ isEmpty, failure });
    await engine.setItem('cart', CART);
    expect(localStorage.getItem('cart')).toBe(CART);
    await expect(engine.getItem('cart')).resolves.toBe(CART);
    await engine.setItem('cart', EMPTY_CART);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('routes a value to sessionStorage and clears the other area', async () => {
    const engine = createPersistStorage({
      pickStorage: (value) => (value.includes('session') ? 'sessionStorage' : 'localStorage'),
    });
    await engine.setItem('user', 'local-1');
    expect(localStorage.getItem('user')).toBe('local-1');
    await engine.setItem('user', 'session-1');
    expect(sessionStorage.getItem('user')).toBe('session-1');
    expect(localStorage.getItem('user')).toBeNull();
    await expect(engine.getItem('user')).resolves.toBe('session-1');
    await engine.removeItem('user');
    expect(sessionStorage.getItem('user')).toBeNull();
  });
});

describe('values adopted from another tab are not echoed back', () => {
  const canonical = (value: string) =>
    JSON.stringify(JSON.parse(value) as unknown, Object.keys(JSON.parse(value) as object).sort());

  it('skips writing the same data to localStorage, in any spelling', async () => {
    const engine = createPersistStorage({ isEmpty, canonical });
    localStorage.setItem('cart', '{"a":1,"b":2}');
    engine.assumeStored('cart', '{"a":1,"b":2}');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await engine.setItem('cart', '{"b":2,"a":1}');
    expect(setItem).not.toHaveBeenCalled();
    // Our own change afterwards is written, and ends the adoption.
    await engine.setItem('cart', '{"a":1,"b":3}');
    await engine.setItem('cart', '{"a":1,"b":2}');
    expect(setItem.mock.calls).toEqual([
      ['cart', '{"a":1,"b":3}'],
      ['cart', '{"a":1,"b":2}'],
    ]);
  });

  it('a removal in another tab is not answered by a removal, but sessionStorage is still cleared', async () => {
    const engine = createPersistStorage({
      isEmpty,
      pickStorage: () => 'localStorage',
    });
    sessionStorage.setItem('cart', CART);
    engine.assumeStored('cart', null);
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    await engine.setItem('cart', EMPTY_CART);
    expect(removeItem.mock.contexts).toEqual([sessionStorage]);
    expect(sessionStorage.getItem('cart')).toBeNull();
  });
});

describe("the page's failure", () => {
  afterEach(restoreStorages);

  it('is where the guards and the engines report by default: the notice hears of it (onStorageFailure)', async () => {
    replaceStorage('localStorage', { value: throwingStorage(quotaError, ['write']) });
    const listener = jest.fn();
    const unsubscribe = onStorageFailure(listener);
    // Another failure of its own hears nothing of the page's.
    const other = jest.fn();
    failure.onFailure(other);
    await createPersistStorage({ isEmpty }).setItem('cart', CART);
    expect(safeSet(window.localStorage, 'wishlist', CART)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('writeAhead: a value written now, for a flow that must know before it commits', () => {
  afterEach(restoreStorages);

  it('writes where the value goes, and the later write of the same data is an echo', async () => {
    const engine = createPersistStorage({ isEmpty, failure });
    expect(engine.writeAhead('cart', CART)).toBe(true);
    expect(localStorage.getItem('cart')).toBe(CART);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await engine.setItem('cart', CART);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('refuses a value storage has no room for: the key is left as it was, and no failure is reported', () => {
    const listener = jest.fn();
    failure.onFailure(listener);
    const full = throwingStorage(quotaError, ['write']);
    replaceStorage('localStorage', { value: full });
    const engine = createPersistStorage({ isEmpty, failure });
    expect(engine.writeAhead('cart', CART)).toBe(false);
    expect(full.getItem('cart')).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('has room when there is nothing to write: no storage (the shop keeps it in memory), or nothing to keep', () => {
    const engine = createPersistStorage({ isEmpty, failure });
    expect(engine.writeAhead('cart', EMPTY_CART)).toBe(true);
    expect(localStorage.getItem('cart')).toBeNull();
    replaceStorage('localStorage', { value: undefined });
    expect(engine.writeAhead('cart', CART)).toBe(true);
  });

  it("writes to the area the value goes to, and never to an area that is not the engine's to write", async () => {
    const session = createPersistStorage({
      isEmpty,
      failure,
      pickStorage: () => 'sessionStorage',
      writeTo: () => ['sessionStorage'],
    });
    expect(session.writeAhead('cart', CART)).toBe(true);
    expect(sessionStorage.getItem('cart')).toBe(CART);
    expect(localStorage.getItem('cart')).toBeNull();
    // sessionStorage is this tab's own: the store's write is not skipped there.
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await session.setItem('cart', CART);
    expect(setItem.mock.contexts).toEqual([sessionStorage]);
    setItem.mockRestore();
    const readOnly = createPersistStorage({ isEmpty, failure, writeTo: () => ['sessionStorage'] });
    expect(readOnly.writeAhead('wishlist', CART)).toBe(true);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});
