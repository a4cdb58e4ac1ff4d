import type { Suggestion } from '../types';
import { listingKey, type ListingRequest, type ListingResult } from './listing';

/**
 * How a screen asks the catalogue what a listing or a search box shows. One interface, two ways:
 * - in the browser, the catalogue lives in a Web Worker (catalog.worker.ts): requests are posted,
 *   answers arrive later, and only the latest request of each channel is answered (a keystroke,
 *   a filter click or a sort change supersedes the one before, which the worker drops if it has not
 *   begun it, and whose late answer is ignored);
 * - in the tests, the stories and the prerender, the same queries run on the spot over the
 *   catalogue at hand (inProcessClient.ts): every answer is there at once.
 * Screens read answers with useSyncExternalStore (`peek*`, `subscribe`) and ask with `request*`.
 */
export interface QueryClient {
  /** The answer to this request if there is one now. */
  peekListing(request: ListingRequest): ListingResult | undefined;
  /** The suggestions for what is typed, if there are some now. */
  peekSuggestions(query: string): Suggestion[] | undefined;
  /** Asks for the answer; an earlier request of the same channel is superseded. */
  requestListing(channel: string, request: ListingRequest): void;
  requestSuggestions(channel: string, query: string): void;
  /** Called whenever an answer arrives (or the catalogue fails to load). */
  subscribe(listener: () => void): () => void;
  /** The catalogue could not be loaded (offline before it was cached): nothing will be answered until `retry`. */
  failed(): boolean;
  retry(): void;
  /** Starts loading the catalogue now, before anything is asked (a search box got focus). */
  prepare(): void;
}

/** Answers the prerender gave, written into its page for the browser to start from (hydration). */
export type ListingEntries = readonly (readonly [key: string, result: ListingResult])[];

/** A Map that forgets its oldest entries beyond `max`. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max = 64): V {
  map.delete(key);
  map.set(key, value);
  for (const old of map.keys()) {
    if (map.size <= max) break;
    map.delete(old);
  }
  return value;
}

/** What the page posts to the catalogue's worker. */
export type ToWorker =
  | { type: 'init'; shards: readonly string[] }
  | { type: 'listing'; id: number; channel: string; request: ListingRequest }
  | { type: 'suggest'; id: number; channel: string; query: string };

/** What the worker posts back. */
export type FromWorker =
  | { type: 'ready'; count: number; search: boolean }
  | { type: 'listing'; id: number; channel: string; key: string; result: ListingResult }
  | { type: 'suggest'; id: number; channel: string; query: string; result: Suggestion[] }
  | { type: 'failed' };

/** The page's side of a worker (a `Worker`, or a test's stand-in). */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void;
}

/**
 * The browser's client: the catalogue's worker (`startWorker`, started on the first request or
 * `prepare`), told the shards' addresses, answers requests. Each channel ('listing', one per
 * search box) has one request that counts, the latest: an answer to any other is ignored. Answers
 * are kept (the last 64 listings and suggestion lists), so going back to a listing shows it at
 * once. `seed` starts from the answers a prerendered page came with.
 */
export function workerClient(
  startWorker: () => WorkerPort,
  shards: () => readonly string[],
  seed: ListingEntries = [],
): QueryClient {
  const listings = new Map<string, ListingResult>(seed.map(([key, result]) => [key, result]));
  const suggestions = new Map<string, Suggestion[]>();
  const listeners = new Set<() => void>();
  /** The latest request of each channel: its id, its key, and how to post it again (retry). */
  const latest = new Map<string, { id: number; key: string; message: ToWorker }>();
  let nextId = 1;
  let failed = false;
  const notify = () => listeners.forEach((listener) => listener());

  const onMessage = ({ data }: { data: FromWorker }) => {
    if (data.type === 'ready') {
      // For whoever measures the shop (bench/app.ts): when the catalogue, then its search index, is ready.
      if (typeof performance.mark === 'function')
        performance.mark(data.search ? 'rangoli:search-ready' : 'rangoli:catalog-ready', {
          detail: data.count,
        });
      return;
    }
    if (data.type === 'failed') {
      failed = true;
      notify();
      return;
    }
    if (latest.get(data.channel)?.id !== data.id) return; // superseded: its answer is not shown
    latest.delete(data.channel);
    if (data.type === 'listing') remember(listings, data.key, data.result);
    else remember(suggestions, data.query, data.result);
    notify();
  };
  let started: WorkerPort | undefined;
  const port = () => {
    if (!started) {
      started = startWorker();
      started.addEventListener('message', onMessage);
      started.postMessage({ type: 'init', shards: shards() });
    }
    return started;
  };

  const ask = (channel: string, key: string, make: (id: number) => ToWorker) => {
    if (latest.get(channel)?.key === key) return; // already asked, not yet answered
    const id = nextId++;
    const message = make(id);
    latest.set(channel, { id, key, message });
    port().postMessage(message);
  };

  return {
    peekListing: (request) => listings.get(listingKey(request)),
    peekSuggestions: (query) => suggestions.get(query),
    requestListing(channel, request) {
      const key = listingKey(request);
      if (listings.has(key)) return;
      ask(channel, `l:${key}`, (id) => ({ type: 'listing', id, channel, request }));
    },
    requestSuggestions(channel, query) {
      if (suggestions.has(query)) return;
      ask(channel, `s:${query}`, (id) => ({ type: 'suggest', id, channel, query }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed: () => failed,
    retry() {
      if (!failed) return;
      failed = false;
      port().postMessage({ type: 'init', shards: shards() });
      for (const { message } of latest.values()) port().postMessage(message);
      notify();
    },
    prepare: () => void port(),
  };
}
