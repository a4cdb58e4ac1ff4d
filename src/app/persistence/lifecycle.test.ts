import type { Persistor, PersistorState } from 'redux-persist';
import { flushWhenHidden, persistenceBootstrapped } from './lifecycle';

/** A persistor whose restore the test finishes (`restore()`), counting its subscribers and flushes. */
function persistorStub(bootstrapped: boolean) {
  let state: PersistorState = { registry: [], bootstrapped };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: jest.fn(() => Promise.resolve()),
  } as unknown as Persistor;
  const notify = () => listeners.forEach((listener) => listener());
  const restore = () => {
    state = { ...state, bootstrapped: true };
    notify();
  };
  return { persistor, listeners, notify, restore };
}

function setVisibility(value: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  // jsdom's own getter comes back.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('persistenceBootstrapped', () => {
  it('resolves at once when storage is already restored, without subscribing', async () => {
    const { persistor, listeners } = persistorStub(true);
    await expect(persistenceBootstrapped(persistor)).resolves.toBeUndefined();
    expect(listeners.size).toBe(0);
  });

  it('waits for the restore, then stops listening', async () => {
    const { persistor, listeners, notify, restore } = persistorStub(false);
    let done = false;
    const restored = persistenceBootstrapped(persistor).then(() => {
      done = true;
    });
    notify(); // a key restored, not all of them yet
    await Promise.resolve();
    expect(done).toBe(false);
    expect(listeners.size).toBe(1);
    restore();
    await restored;
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
  });
});

describe('flushWhenHidden', () => {
  it('writes what is waiting when the page is left or hidden, not when it shows again', () => {
    const { persistor } = persistorStub(true);
    const stop = flushWhenHidden(persistor);
    window.dispatchEvent(new Event('pagehide'));
    expect(persistor.flush).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(persistor.flush).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    expect(persistor.flush).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(persistor.flush).toHaveBeenCalledTimes(2);
  });
});
