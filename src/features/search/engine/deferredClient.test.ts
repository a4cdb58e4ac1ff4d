import { initialFilters } from '../searchSlice';
import { deferredClient } from './deferredClient';
import { listingKey, type ListingRequest, type ListingResult } from './listing';
import type { QueryClient } from './queryClient';

const request = (query: string): ListingRequest => ({
  base: { kind: 'search', query },
  filters: initialFilters,
  sort: 'featured',
  limit: 24,
});
const result = (total: number) => ({ total }) as unknown as ListingResult;

/** A client that records what it was asked and answers `shirt` with 3 results. */
function fakeClient() {
  const asked: string[] = [];
  const listeners = new Set<() => void>();
  let failed = false;
  const client: QueryClient = {
    peekListing: (r) => (r.base.kind === 'search' && r.base.query === 'shirt' ? result(3) : undefined),
    peekSuggestions: (q) => (q === 'le' ? [] : undefined),
    requestListing: (channel, r) => asked.push(`${channel}:${listingKey(r)}`),
    requestSuggestions: (channel, q) => asked.push(`${channel}:${q}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed: () => failed,
    retry: () => asked.push('retry'),
    prepare: () => asked.push('prepare'),
  };
  return { client, asked, fail: () => (failed = true), notify: () => listeners.forEach((l) => l()) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('deferredClient', () => {
  it('answers from the seed without loading anything, and loads nothing until it is asked', async () => {
    const load = jest.fn(async () => fakeClient().client);
    const client = deferredClient(load, [[listingKey(request('saree')), result(5)]]);
    expect(client.peekListing(request('saree'))).toEqual(result(5));
    expect(client.peekListing(request('kurta'))).toBeUndefined();
    expect(client.peekSuggestions('le')).toBeUndefined();
    expect(client.failed()).toBe(false);
    await tick();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads on the first request and then sends each channel's latest request only, once", async () => {
    const fake = fakeClient();
    const load = jest.fn(async () => fake.client);
    const client = deferredClient(load);
    const changed = jest.fn();
    client.subscribe(changed);
    client.requestListing('listing', request('sh'));
    client.requestListing('listing', request('shirt'));
    client.requestSuggestions('box', 'le');
    client.prepare();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.asked).toEqual([`listing:${listingKey(request('shirt'))}`, 'box:le', 'prepare']);
    // Once loaded, it reads the client's answers and passes on its news.
    expect(changed).toHaveBeenCalled();
    expect(client.peekListing(request('shirt'))).toEqual(result(3));
    expect(client.peekSuggestions('le')).toEqual([]);
    changed.mockClear();
    fake.notify();
    expect(changed).toHaveBeenCalledTimes(1);
    client.requestListing('listing', request('kurta'));
    expect(fake.asked.at(-1)).toBe(`listing:${listingKey(request('kurta'))}`);
    client.retry();
    expect(fake.asked.at(-1)).toBe('retry');
    fake.fail();
    expect(client.failed()).toBe(true);
  });

  it('a failed download reads as failed; retry loads it again and sends what was waiting', async () => {
    const fake = fakeClient();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fake.client);
    const client = deferredClient(load as () => Promise<QueryClient>);
    const changed = jest.fn();
    client.subscribe(changed);
    client.requestListing('listing', request('shirt'));
    await tick();
    expect(client.failed()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    client.retry();
    expect(client.failed()).toBe(false);
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    expect(fake.asked).toEqual([`listing:${listingKey(request('shirt'))}`]);
    expect(client.failed()).toBe(false);
  });

  it('retry does nothing before anything failed', async () => {
    const load = jest.fn(async () => fakeClient().client);
    deferredClient(load).retry();
    await tick();
    expect(load).not.toHaveBeenCalled();
  });
});
