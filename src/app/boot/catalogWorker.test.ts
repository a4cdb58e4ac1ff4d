import { startEarly, takeCatalogWorker } from './catalogWorker';

/** Workers started in the test, with what each was told. */
const started: { url: string; name: string; posted: unknown[] }[] = [];

class FakeWorker {
  posted: unknown[] = [];
  constructor(url: URL, options: { name: string }) {
    started.push({ url: String(url), name: options.name, posted: this.posted });
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

const real = (window as { Worker?: unknown }).Worker;
beforeEach(() => {
  started.length = 0;
  (window as { Worker?: unknown }).Worker = FakeWorker;
});
afterEach(() => {
  (window as { Worker?: unknown }).Worker = real;
});

describe("the catalogue's worker, handed from the route hints to the app", () => {
  it("is the worker chunk, named 'catalog'", () => {
    takeCatalogWorker({});
    expect(started).toEqual([
      { url: expect.stringMatching(/\/app\/catalog\.worker\.ts$/), name: 'catalog', posted: [] },
    ]);
  });

  it('started early, is told the absolute addresses of the shards, and taken over once', () => {
    const holder = {};
    startEarly(['/data/products-0.1.json', 'data/products-1.1.json'], holder);
    expect(started).toHaveLength(1);
    expect(started[0]!.posted).toEqual([
      {
        type: 'init',
        shards: [
          `${location.origin}/data/products-0.1.json`,
          new URL('data/products-1.1.json', location.href).href,
        ],
      },
    ]);
    const early = takeCatalogWorker(holder);
    expect(started).toHaveLength(1);
    // Taken, it is no longer there: the next call starts a worker of its own.
    expect(takeCatalogWorker(holder)).not.toBe(early);
    expect(started).toHaveLength(2);
    expect(Object.getOwnPropertySymbols(holder)).toEqual([]);
  });

  it('leaves nothing when the browser refuses the worker: the app starts its own', () => {
    (window as { Worker?: unknown }).Worker = class {
      constructor() {
        throw new Error('SecurityError');
      }
    };
    const holder = {};
    startEarly(['/data/products-0.1.json'], holder);
    expect(Object.getOwnPropertySymbols(holder)).toEqual([]);
  });

  it('is not left on the window under any name but its registered symbol', () => {
    const holder: Record<PropertyKey, unknown> = {};
    startEarly([], holder);
    expect(Object.keys(holder)).toEqual([]);
    expect(holder[Symbol.for('rangoli.catalogWorker')]).toBeInstanceOf(FakeWorker);
  });
});
