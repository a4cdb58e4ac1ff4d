import type { Product } from '@/features/catalog';
import { createCatalogQueries, type CatalogQueries } from './catalogQueries';
import { listingKey } from './listing';
import type { FromWorker, ToWorker } from './queryClient';

/** The worker's side of the page (its global scope, or a test's stand-in). */
export interface ServiceScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
}

type Request = Extract<ToWorker, { id: number }>;

/**
 * The catalogue's worker (catalog.worker.ts): loads the whole catalogue from its shards
 * (`load`), then answers the page's requests with the catalogue queries. Requests wait while the
 * catalogue loads. One request is answered per task, the latest of its channel: a request that a
 * newer one of its channel replaced before it began is dropped unanswered (a keystroke that the
 * next one made stale, a filter click followed by another). After loading, the search index is
 * built in the background, so the first search finds it ready.
 */
export function serveCatalog(
  scope: ServiceScope,
  load: (shards: readonly string[]) => Promise<readonly Product[]>,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
): void {
  let queries: CatalogQueries | undefined;
  let loading = false;
  const pending = new Map<string, Request>();
  let scheduled = false;

  const answer = (request: Request, q: CatalogQueries) => {
    if (request.type === 'listing') {
      const { id, channel } = request;
      scope.postMessage({
        type: 'listing',
        id,
        channel,
        key: listingKey(request.request),
        result: q.listing(request.request),
      });
    } else {
      const { id, channel, query } = request;
      scope.postMessage({ type: 'suggest', id, channel, query, result: q.suggest(query) });
    }
  };

  const drainSoon = () => {
    if (!queries || scheduled || pending.size === 0) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      const q = queries;
      const [channel, request] = pending.entries().next().value ?? [];
      if (!q || channel === undefined || !request) return;
      pending.delete(channel);
      answer(request, q);
      drainSoon();
    });
  };

  let count = 0;
  let searchReady = false;
  const init = (shards: readonly string[]) => {
    if (queries) {
      // Told again (the page took over a worker started before it could listen): what is ready, again.
      scope.postMessage({ type: 'ready', count, search: false });
      if (searchReady) scope.postMessage({ type: 'ready', count, search: true });
      return;
    }
    if (loading) return;
    loading = true;
    load(shards).then(
      (products) => {
        loading = false;
        count = products.length;
        queries = createCatalogQueries(products);
        scope.postMessage({ type: 'ready', count, search: false });
        drainSoon();
        // The search index, built while nothing is asked (a first search then finds it).
        schedule(() => {
          queries?.prepareSearch();
          searchReady = true;
          scope.postMessage({ type: 'ready', count, search: true });
        });
      },
      () => {
        loading = false;
        scope.postMessage({ type: 'failed' });
      },
    );
  };

  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'init') init(data.shards);
    else {
      pending.delete(data.channel); // re-inserted last: channels take turns in order of asking
      pending.set(data.channel, data);
      drainSoon();
    }
  });
}
