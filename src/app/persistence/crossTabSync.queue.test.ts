import { REHYDRATE } from 'redux-persist';
import { bundledSource, PRODUCTS } from '@/features/catalog';
import type * as Configs from './configs';
import type * as CrossTabSync from './crossTabSync';
import type * as Schemas from './schemas';

/**
 * The sync's queue on its own: a store that records what it is sent, storage events delivered to
 * a target of the test's, and the stored shapes' loading under the test's control (resolved,
 * pending or failing), with fresh modules for each test. crossTabSync.test.ts runs the sync with
 * the app's real stores and tabs.
 */

type MoveHandler = Parameters<typeof Configs.onMovedOntoData>[0];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function stored(fields: Record<string, unknown>): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) outer[name] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version: 1, rehydrated: true });
  return JSON.stringify(outer);
}

async function startSync(options: { dispatch?: (action: unknown) => void } = {}) {
  const schemas = jest.requireActual<typeof Schemas>('./schemas');
  const loading = deferred<typeof Schemas>();
  let moved: MoveHandler | undefined;
  let sync!: typeof CrossTabSync;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./configs', () => ({
      ...jest.requireActual<typeof Configs>('./configs'),
      loadPersistSchemas: () => loading.promise,
      persistSchemasIfLoaded: () => undefined,
      onMovedOntoData: (handler: MoveHandler) => {
        moved = handler;
        return () => undefined;
      },
    }));
    sync = await import('./crossTabSync');
  });
  const dispatched: unknown[] = [];
  const target = new EventTarget();
  const stop = sync.startCrossTabSync(
    { dispatch: options.dispatch ?? ((action) => dispatched.push(action)), getState: () => ({}) },
    bundledSource(PRODUCTS),
    target as Window,
  );
  return {
    dispatched,
    stop,
    idle: () => sync.crossTabSyncIdle(),
    /** Another tab wrote `key` to localStorage. */
    write: (key: string, newValue: string | null) =>
      target.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage })),
    /** This tab's data moved onto data another tab left (configs.ts calls the handler). */
    moveOnto: (key: 'cart', ours: string | null, theirs: string) => moved!(key, ours, theirs),
    schemasLoad: () => loading.resolve(schemas),
    schemasFail: () => loading.reject(new Error('Loading chunk persist-schemas failed.')),
  };
}

afterEach(() => {
  jest.dontMock('./configs');
  jest.useRealTimers();
});

describe('cross-tab sync while the stored shapes load', () => {
  it('applies what arrived once they load', async () => {
    const sync = await startSync();
    sync.write('wishlist', stored({ ids: [4] }));
    expect(sync.dispatched).toEqual([]);
    sync.schemasLoad();
    await sync.idle();
    // Written by a version-1 tab: migrated on arrival, each product at today's price.
    expect(sync.dispatched).toEqual([
      { type: REHYDRATE, key: 'wishlist', payload: { ids: [4], savedPrices: { 4: 1299 } } },
    ]);
  });

  it('applies nothing once stopped, even what was already waiting', async () => {
    const sync = await startSync();
    sync.write('wishlist', stored({ ids: [4] }));
    sync.moveOnto('cart', null, stored({ lines: [{ id: 1, size: 'M', quantity: 1 }] }));
    sync.stop();
    sync.schemasLoad();
    await sync.idle();
    expect(sync.dispatched).toEqual([]);
  });

  it('a failing reducer is reported, and the next change is still applied', async () => {
    jest.useFakeTimers();
    const failure = new Error('reducer failed');
    const received: unknown[] = [];
    const sync = await startSync({
      dispatch: (action) => {
        if (received.push(action) === 1) throw failure;
      },
    });
    sync.write('wishlist', stored({ ids: [4] }));
    sync.schemasLoad();
    await sync.idle();
    expect(() => jest.runOnlyPendingTimers()).toThrow(failure);
    sync.write('wishlist', stored({ ids: [5] }));
    await sync.idle();
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual({
      type: REHYDRATE,
      key: 'wishlist',
      payload: { ids: [5], savedPrices: { 5: 2799 } },
    });
  });
});

describe("merging this tab's data with what another tab left", () => {
  it('dispatches the merged state', async () => {
    const sync = await startSync();
    sync.schemasLoad();
    sync.moveOnto(
      'cart',
      stored({ lines: [{ id: 1, size: 'M', quantity: 1 }] }),
      stored({ lines: [{ id: 2, size: 'S', quantity: 1 }] }),
    );
    await sync.idle();
    expect(sync.dispatched).toEqual([
      {
        type: REHYDRATE,
        key: 'cart',
        payload: {
          lines: [
            { id: 1, size: 'M', quantity: 1 },
            { id: 2, size: 'S', quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('keeps ours when neither side can be read, or the stored shapes cannot be loaded', async () => {
    const unreadable = await startSync();
    unreadable.schemasLoad();
    unreadable.moveOnto('cart', null, '{"lines": [broken');
    await unreadable.idle();
    expect(unreadable.dispatched).toEqual([]);

    const offline = await startSync();
    offline.schemasFail();
    offline.moveOnto('cart', null, stored({ lines: [{ id: 2, size: 'S', quantity: 1 }] }));
    await offline.idle();
    expect(offline.dispatched).toEqual([]);
  });
});
