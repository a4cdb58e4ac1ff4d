import type { Product } from '@/features/catalog';
import { createCatalogQueries, type CatalogQueries } from './catalogQueries';
import { listingKey } from './listing';
import type { Respell } from './catalogQueries';
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
 *
 * The first search (or suggestion) that finds nothing loads the spellings table
 * (`loadRespell`: spellings.ts, a chunk of its own) and is answered once it is there, with the
 * query asked again with its words respelled ("sari" → saree, "साड़ी" → saree). Until then no
 * page loads the table. If it cannot load (offline), the answer is the empty one, and the next
 * search that finds nothing tries again.
 */
export function serveCatalog(
  scope: ServiceScope,
  load: (shards: readonly string[]) => Promise<readonly Product[]>,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
  loadRespell?: () => Promise<Respell>,
): void {
  let queries: CatalogQueries | undefined;
  let loading = false;
  const pending = new Map<string, Request>();
  let scheduled = false;
  /** Requests that found nothing, held (one per channel) while the spellings table loads. */
  const held = new Map<string, { request: Request; post: () => void }>();
  let respellLoading = false;

  /** Holds `request` until the spellings table is there, then asks it again. */
  const respellThenAnswer = (request: Request, q: CatalogQueries, post: () => void) => {
    held.set(request.channel, { request, post });
    if (respellLoading) return;
    respellLoading = true;
    loadRespell!().then(
      (respell) => {
        respellLoading = false;
        q.useRespell(respell);
        for (const [channel, waiting] of held) pending.set(channel, waiting.request);
        held.clear();
        drainSoon();
      },
      () => {
        respellLoading = false;
        for (const waiting of held.values()) waiting.post();
        held.clear();
      },
    );
  };
  const mayRespell = (query: string, q: CatalogQueries) =>
    loadRespell !== undefined && !q.respells() && query.trim() !== '';

  const answer = (request: Request, q: CatalogQueries) => {
    if (request.type === 'listing') {
      const { id, channel } = request;
      const result = q.listing(request.request);
      const post = () =>
        scope.postMessage({ type: 'listing', id, channel, key: listingKey(request.request), result });
      const { base } = request.request;
      if (base.kind === 'search' && result.baseTotal === 0 && mayRespell(base.query, q))
        respellThenAnswer(request, q, post);
      else post();
    } else {
      const { id, channel, query } = request;
      const result = q.suggest(query);
      const post = () => scope.postMessage({ type: 'suggest', id, channel, query, result });
      if (result.length === 0 && mayRespell(query, q)) respellThenAnswer(request, q, post);
      else post();
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
      held.delete(data.channel); // a request waiting for the spellings table is stale now
      pending.set(data.channel, data);
      drainSoon();
    }
  });
}
