import { PRODUCTS, type Product } from '@/features/catalog';
import { initialFilters } from '../searchSlice';
import { serveCatalogue, type ServiceScope } from './catalogueService';
import { createCatalogueQueries } from './catalogueQueries';
import { listingKey, type ListingRequest } from './listing';
import { workerClient, type FromWorker, type ToWorker, type WorkerPort } from './queryClient';

/**
 * The page and the catalogue's worker, connected as postMessage connects them: every message is
 * copied (structured clone) and delivered in a later task. What each side sent is recorded.
 */
function connect(load: (shards: readonly string[]) => Promise<readonly Product[]> = async () => PRODUCTS) {
  const toWorker: ((event: { data: ToWorker }) => void)[] = [];
  const toPage: ((event: { data: FromWorker }) => void)[] = [];
  const posted: ToWorker[] = [];
  const answered: FromWorker[] = [];
  let started = 0;
  const scope: ServiceScope = {
    postMessage: (message) => {
      answered.push(message);
      setTimeout(() => toPage.forEach((listener) => listener({ data: structuredClone(message) })));
    },
    addEventListener: (_type, listener) => toWorker.push(listener),
  };
  const port: WorkerPort = {
    postMessage: (message) => {
      posted.push(message);
      setTimeout(() => toWorker.forEach((listener) => listener({ data: structuredClone(message) })));
    },
    addEventListener: (_type, listener) => toPage.push(listener),
  };
  const startWorker = () => {
    started += 1;
    serveCatalogue(scope, load);
    return port;
  };
  return { startWorker, posted, answered, started: () => started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const search = (query: string): ListingRequest => ({
  base: { kind: 'search', query },
  filters: initialFilters,
  sort: 'featured',
  limit: 24,
});
const expected = (request: ListingRequest) => createCatalogueQueries(PRODUCTS).listing(request);

describe('the catalogue worker and its client', () => {
  it('starts the worker only when first asked, tells it the shards, and answers the request', async () => {
    const link = connect();
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
    const link = connect();
    const client = workerClient(link.startWorker, () => []);
    const listener = jest.fn();
    client.subscribe(listener);
    // Typing "silk": one request per keystroke, all posted before the worker gets to them.
    for (const query of ['s', 'si', 'sil', 'silk']) client.requestSuggestions('header', query);
    await settle();
    const suggestions = link.answered.filter((m) => m.type === 'suggest');
    expect(suggestions.map((m) => m.type === 'suggest' && m.query)).toEqual(['silk']);
    expect(client.peekSuggestions('silk')).toEqual(createCatalogueQueries(PRODUCTS).suggest('silk'));
    expect(client.peekSuggestions('sil')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a late answer to a request that a newer one superseded', async () => {
    const link = connect();
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
    const link = connect();
    const client = workerClient(link.startWorker, () => []);
    client.requestListing('listing', search('shirt'));
    client.requestSuggestions('header', 'lev');
    await settle();
    expect(client.peekListing(search('shirt'))).toBeDefined();
    expect(client.peekSuggestions('lev')).toBeDefined();
  });

  it('requests wait while the catalogue loads; then the latest of each channel is answered', async () => {
    let loaded: (products: readonly Product[]) => void = () => undefined;
    const link = connect(() => new Promise((resolve) => (loaded = resolve)));
    const client = workerClient(link.startWorker, () => []);
    client.requestListing('listing', search('shirt'));
    client.requestListing('listing', search('saree'));
    await settle();
    expect(link.answered).toEqual([]);
    loaded(PRODUCTS);
    await settle();
    expect(link.answered.map((m) => m.type === 'listing' && m.key)).toEqual([listingKey(search('saree'))]);
    expect(client.peekListing(search('saree'))).toEqual(expected(search('saree')));
  });

  it('a catalogue that cannot be loaded fails; retry loads it and asks again', async () => {
    let attempts = 0;
    const link = connect(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return PRODUCTS;
    });
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
    const link = connect();
    const answer = expected(search('shirt'));
    const client = workerClient(link.startWorker, () => [], [[listingKey(search('shirt')), answer]]);
    expect(client.peekListing(search('shirt'))).toBe(answer);
    client.requestListing('listing', search('shirt'));
    expect(link.started()).toBe(0);
  });

  it('prepare starts loading the catalogue before anything is asked', () => {
    const link = connect();
    const client = workerClient(link.startWorker, () => ['/a.json']);
    client.prepare();
    client.prepare();
    expect(link.started()).toBe(1);
    expect(link.posted).toEqual([{ type: 'init', shards: ['/a.json'] }]);
  });
});
