import { listingKey } from './listing';
import type { ListingEntries, QueryClient } from './queryClient';

/**
 * A query client whose code loads when it is first asked something (`load`: in the browser, the
 * worker's client, a chunk of its own), so that a page which lists nothing never downloads it.
 * Until then it answers from `seed` (the answers a prerendered page came with, which hydration
 * reads) and keeps each channel's latest request, sent once the client is there. A failed
 * download (offline) reads as `failed()` until `retry` loads it again.
 */
export function deferredClient(load: () => Promise<QueryClient>, seed: ListingEntries = []): QueryClient {
  const seeded = new Map(seed);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  /** Each channel's latest request (and `prepare`), waiting for the client. */
  const waiting = new Map<string, (client: QueryClient) => void>();
  let client: QueryClient | undefined;
  let loading: Promise<void> | undefined;
  let failed = false;

  const start = () => {
    loading ??= load().then(
      (loaded) => {
        client = loaded;
        loaded.subscribe(notify);
        for (const send of waiting.values()) send(loaded);
        waiting.clear();
        notify();
      },
      () => {
        loading = undefined;
        failed = true;
        notify();
      },
    );
  };
  const send = (channel: string, act: (client: QueryClient) => void) => {
    if (client) {
      act(client);
      return;
    }
    waiting.set(channel, act);
    start();
  };

  return {
    peekListing: (request) => (client ? client.peekListing(request) : seeded.get(listingKey(request))),
    peekSuggestions: (query) => client?.peekSuggestions(query),
    requestListing: (channel, request) => send(channel, (c) => c.requestListing(channel, request)),
    requestSuggestions: (channel, query) => send(channel, (c) => c.requestSuggestions(channel, query)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed: () => (client ? client.failed() : failed),
    retry() {
      if (client) {
        client.retry();
        return;
      }
      if (!failed) return;
      failed = false;
      notify();
      start();
    },
    prepare: () => send('\u0000prepare', (c) => c.prepare()),
  };
}
