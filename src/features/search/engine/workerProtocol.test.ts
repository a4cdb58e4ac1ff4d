import { PRODUCTS, type Product } from '@/features/catalog';
import { initialFilters } from '../searchSlice';
import { serveCatalog, type ServiceScope } from './catalogService';
import { createCatalogQueries } from './catalogQueries';
import { listingKey, type ListingRequest } from './listing';
import type { Respell } from './catalogQueries';
import { respellQuery as respell } from './spellings';
import { workerClient, type FromWorker, type ToWorker, type WorkerPort } from './queryClient';

/**
 * The page and the catalogue's worker, connected as postMessage connects them: every message is
 * copied (structured clone) and delivered in a later task. What each side sent is recorded.
 */
function connect(
  load: (shards: readonly string[]) => Promise<readonly Product[]> = async () => PRODUCTS,
  loadRespell?: () => Promise<Respell>,
) {
  const toWorker: ((event: { data: ToWorker }) => void)[] = [];
  const toPage: ((event: { data: FromWorker }) => void)[] = [];
  const posted: ToWorker[] = [];
  const answered: FromWorker[] = [];
  let started = 0;
  /** Tasks queued on either side (deliveries, the worker's own), and catalogue loads under way. */
  let pending = 0;
  const later = (task: () => void) => {
    pending += 1;
    setTimeout(() => {
      pending -= 1;
      task();
    });
  };
  const scope: ServiceScope = {
    postMessage: (message) => {
      answered.push(message);
      later(() => toPage.forEach((listener) => listener({ data: structuredClone(message) })));
    },
    addEventListener: (_type, listener) => toWorker.push(listener),
  };
  const port: WorkerPort = {
    postMessage: (message) => {
      posted.push(message);
      later(() => toWorker.forEach((listener) => listener({ data: structuredClone(message) })));
    },
    addEventListener: (_type, listener) => toPage.push(listener),
  };
  const counted = (shards: readonly string[]) => {
    pending += 1;
    return load(shards).finally(() => (pending -= 1));
  };
  const startWorker = () => {
    started += 1;
    serveCatalog(
      scope,
      counted,
      later,
      loadRespell &&
        (() => {
          pending += 1;
          return loadRespell().finally(() => (pending -= 1));
        }),
    );
    return port;
  };
  return { startWorker, posted, answered, started: () => started, busy: () => pending > 0 };
}

const use = <T extends { busy: () => boolean }>(connected: T): T => (link = connected);

/** Waits until neither side has anything left to do (however busy the machine). */
let link: { busy: () => boolean } | undefined;
async function settle(): Promise<void> {
  do await new Promise((resolve) => setTimeout(resolve, 5));
  while (link?.busy());
}
const search = (query: string): ListingRequest => ({
  base: { kind: 'search', query },
  filters: initialFilters,
  sort: 'featured',
  limit: 24,
});
const expected = (request: ListingRequest) => createCatalogQueries(PRODUCTS).listing(request);

describe('the catalogue worker and its client', () => {
  it('starts the worker only when first asked, tells it the shards, and answers the request', async () => {
    const link = use(connect());
    const client = workerClient(link.startWorker, () => ['/data/products-0.json']);
    expect(link.started()).toBe(0);
    client.requestListing('listing', search('shirt'));
    expect(link.started()).toBe(1);
    expect(link.posted[0]).toEqual({ type: 'init', shards: ['/data/products-0.json'] });
    expect(client.peekListing(search('shirt'))).toBeUndefined();
    await settle();
    expect(client.peekListing(search('shirt'))).toEqual(expected(search('shirt')));
  });

  it('answers only the latest request of a channel: the earlier ones are dropped before they begin', async () => {
    const link = use(connect());
    const client = workerClient(link.startWorker, () => []);
    const listener = jest.fn();
    client.subscribe(listener);
    // Typing "silk": one request per keystroke, all posted before the worker gets to them.
    for (const query of ['s', 'si', 'sil', 'silk']) client.requestSuggestions('header', query);
    await settle();
    const suggestions = link.answered.filter((m) => m.type === 'suggest');
    expect(suggestions.map((m) => m.type === 'suggest' && m.query)).toEqual(['silk']);
    expect(client.peekSuggestions('silk')).toEqual(createCatalogQueries(PRODUCTS).suggest('silk'));
    expect(client.peekSuggestions('sil')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a late answer to a request that a newer one superseded', async () => {
    const link = use(connect());
    const client = workerClient(link.startWorker, () => []);
    client.requestListing('listing', search('shirt'));
    await settle(); // answered
    const jeans = search('jeans');
    client.requestListing('listing', jeans);
    // The answer to "jeans" is under way when the shopper asks for "kurta".
    await new Promise((resolve) => setTimeout(resolve));
    client.requestListing('listing', search('kurta'));
    await settle();
    expect(client.peekListing(search('kurta'))).toEqual(expected(search('kurta')));
    // Whether or not the worker began "jeans", its answer is never taken.
    expect(client.peekListing(jeans)).toBeUndefined();
  });

  it('channels do not cancel each other: a search box and the listing are both answered', async () => {
    const link = use(connect());
    const client = workerClient(link.startWorker, () => []);
    client.requestListing('listing', search('shirt'));
    client.requestSuggestions('header', 'lev');
    await settle();
    expect(client.peekListing(search('shirt'))).toBeDefined();
    expect(client.peekSuggestions('lev')).toBeDefined();
  });

  it('requests wait while the catalogue loads; then the latest of each channel is answered', async () => {
    let loaded: (products: readonly Product[]) => void = () => undefined;
    const link = use(connect(() => new Promise((resolve) => (loaded = resolve))));
    const client = workerClient(link.startWorker, () => []);
    client.requestListing('listing', search('shirt'));
    client.requestListing('listing', search('saree'));
    // The catalogue is still loading: nothing can be answered, however long the wait.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.answered).toEqual([]);
    loaded(PRODUCTS);
    await settle();
    const listings = link.answered.filter((m) => m.type === 'listing');
    expect(listings.map((m) => m.type === 'listing' && m.key)).toEqual([listingKey(search('saree'))]);
    // Ready, then the search index ready: marks for whoever measures the shop (bench/app.ts).
    expect(link.answered.filter((m) => m.type === 'ready')).toEqual([
      { type: 'ready', count: 70, search: false },
      { type: 'ready', count: 70, search: true },
    ]);
    expect(client.peekListing(search('saree'))).toEqual(expected(search('saree')));
  });

  it('a catalogue that cannot be loaded fails; retry loads it and asks again', async () => {
    let attempts = 0;
    const link = use(
      connect(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return PRODUCTS;
      }),
    );
    const client = workerClient(link.startWorker, () => []);
    client.requestListing('listing', search('shirt'));
    await settle();
    expect(client.failed()).toBe(true);
    client.retry();
    expect(client.failed()).toBe(false);
    await settle();
    expect(client.peekListing(search('shirt'))).toEqual(expected(search('shirt')));
  });

  it("starts from the prerendered page's answers without starting the worker", () => {
    const link = use(connect());
    const answer = expected(search('shirt'));
    const client = workerClient(link.startWorker, () => [], [[listingKey(search('shirt')), answer]]);
    expect(client.peekListing(search('shirt'))).toBe(answer);
    client.requestListing('listing', search('shirt'));
    expect(link.started()).toBe(0);
  });

  it('prepare starts loading the catalogue before anything is asked', () => {
    const link = use(connect());
    const client = workerClient(link.startWorker, () => ['/a.json']);
    client.prepare();
    client.prepare();
    expect(link.started()).toBe(1);
    expect(link.posted).toEqual([{ type: 'init', shards: ['/a.json'] }]);
  });

  it('a worker started before the page listened (the route hints start it) is taken over: told again, it loads nothing more, says again what is ready, and answers', async () => {
    let loads = 0;
    const link = use(
      connect(async () => {
        loads += 1;
        return PRODUCTS;
      }),
    );
    // The route hints' script: the worker, told where the shards are, before the app runs.
    const early = link.startWorker();
    early.postMessage({ type: 'init', shards: ['/a.json'] });
    await settle();
    expect(link.answered.filter((m) => m.type === 'ready')).toHaveLength(2);
    // The app takes it over: its client tells it again, and asks.
    const client = workerClient(
      () => early,
      () => ['/a.json'],
    );
    const announced = link.answered.length;
    client.requestListing('listing', search('shirt'));
    await settle();
    expect(loads).toBe(1);
    expect(link.started()).toBe(1);
    expect(link.answered.slice(announced).filter((m) => m.type === 'ready')).toEqual([
      { type: 'ready', count: 70, search: false },
      { type: 'ready', count: 70, search: true },
    ]);
    expect(client.peekListing(search('shirt'))).toEqual(expected(search('shirt')));
  });

  describe('the spellings table (how India types)', () => {
    const names = (result: { products: readonly Product[] } | undefined) =>
      result?.products.map((p) => p.name);

    it('loads on the first search that finds nothing, which it then answers by the other spellings', async () => {
      const loadRespell = jest.fn(async () => respell);
      const link = use(connect(undefined, loadRespell));
      const client = workerClient(link.startWorker, () => ['/data/products-0.json']);
      client.requestListing('listing', search('shirt'));
      client.requestSuggestions('header', 'kur');
      await settle();
      expect(loadRespell).not.toHaveBeenCalled();

      client.requestListing('listing', search('sari'));
      await settle();
      expect(loadRespell).toHaveBeenCalledTimes(1);
      expect(names(client.peekListing(search('sari')))).toEqual([
        'Printed Chiffon Saree',
        'Banarasi Silk Saree with Blouse Piece',
      ]);
      client.requestSuggestions('header', 'साड़ी');
      client.requestListing('listing', search('lehnga'));
      await settle();
      expect(loadRespell).toHaveBeenCalledTimes(1);
      expect(
        client.peekSuggestions('साड़ी')?.map((s) => (s.kind === 'product' ? s.product.name : s.kind)),
      ).toEqual(['Printed Chiffon Saree', 'Banarasi Silk Saree with Blouse Piece']);
      // A word that finds something as typed ranks as it did without the table.
      expect(client.peekListing(search('lehnga'))).toEqual(expected(search('lehnga')));
    });

    it('holds every search that finds nothing while the table loads, and answers only the latest of a channel', async () => {
      let release = (_: Respell) => undefined as void;
      const loadRespell = jest.fn(() => new Promise<Respell>((resolve) => (release = resolve)));
      const link = use(connect(undefined, loadRespell));
      const client = workerClient(link.startWorker, () => ['/data/products-0.json']);
      client.requestSuggestions('header', 'साड़');
      client.requestListing('listing', search('लहंगा'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      client.requestSuggestions('header', 'साड़ी');
      release(respell);
      await settle();
      expect(loadRespell).toHaveBeenCalledTimes(1);
      expect(names(client.peekListing(search('लहंगा')))).toEqual([
        'Embroidered Georgette Lehenga Set',
        'Festive Lehenga Choli Set',
      ]);
      expect(client.peekSuggestions('साड़')).toBeUndefined();
      expect(
        client.peekSuggestions('साड़ी')?.map((s) => (s.kind === 'product' ? s.product.name : s.kind)),
      ).toEqual(['Printed Chiffon Saree', 'Banarasi Silk Saree with Blouse Piece']);
    });

    it('offline: the search is answered empty, and the next search that finds nothing tries again', async () => {
      const loadRespell = jest
        .fn<Promise<Respell>, []>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(respell);
      const link = use(connect(undefined, loadRespell));
      const client = workerClient(link.startWorker, () => ['/data/products-0.json']);
      client.requestListing('listing', search('sari'));
      await settle();
      expect(client.peekListing(search('sari'))?.baseTotal).toBe(0);
      client.requestListing('listing', search('शेरवानी'));
      await settle();
      expect(loadRespell).toHaveBeenCalledTimes(2);
      expect(names(client.peekListing(search('शेरवानी')))).toEqual(['Silk Blend Embroidered Sherwani Set']);
    });
  });
});
