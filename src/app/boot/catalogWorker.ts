import type { WorkerPort } from '@/features/search';

/**
 * The catalogue's Web Worker (app/catalog.worker.ts, the chunk `catalog-worker`): every listing,
 * search and suggestion is worked out there. Two scripts start it, and this module is the one
 * hand-off between them:
 * - the route hints (boot/hints.entry.ts, a script of its own that runs before main.js) start it
 *   at once on an address whose first paint needs it (a search's results: the route's `withQuery`
 *   in routes.ts), told where the shards are, so that the catalogue loads beside main.js rather
 *   than after it, and leave it here (`startEarly`);
 * - the app (main.tsx) takes that worker over, or starts one when the first page asks the
 *   catalogue something (`takeCatalogWorker`).
 *
 * The two scripts are separate bundles, each with its own copy of this module: the worker passes
 * between them on the window under a registered symbol (`Symbol.for`), which no other code names.
 * The `new Worker(new URL(...))` is written once, here: webpack emits one worker chunk for both.
 */

const HANDED_OVER = Symbol.for('rangoli.catalogWorker');

type Holder = { [HANDED_OVER]?: WorkerPort };

/** A new catalogue worker. */
function startWorker(): WorkerPort {
  // A Worker posts and receives what WorkerPort says (queryClient.ts's messages): typed there.
  return new Worker(
    new URL(/* webpackChunkName: "catalog-worker" */ '../catalog.worker.ts', import.meta.url),
    { name: 'catalog' },
  ) as unknown as WorkerPort;
}

/**
 * The route hints: starts the worker now, tells it the shards' addresses (absolute: the worker
 * resolves addresses against its own script's), and leaves it for the app. Where workers are not
 * available (or refused), nothing is left: the app starts its own when it can.
 */
export function startEarly(shards: readonly string[], holder: object = window): void {
  try {
    const worker = startWorker();
    worker.postMessage({ type: 'init', shards: shards.map((shard) => new URL(shard, location.href).href) });
    (holder as Holder)[HANDED_OVER] = worker;
  } catch {
    // No worker now: the app starts one when the page asks the catalogue something.
  }
}

/**
 * The app: the worker the route hints started (once: it is handed over, not shared), else a new
 * one. The app's client tells it the shards again on taking it over; the worker answers that it
 * is ready, as it would have.
 */
export function takeCatalogWorker(holder: object = window): WorkerPort {
  const early = (holder as Holder)[HANDED_OVER];
  delete (holder as Holder)[HANDED_OVER];
  return early ?? startWorker();
}
