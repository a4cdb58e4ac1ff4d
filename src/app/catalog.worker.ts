/// <reference lib="webworker" />
import { decodeCatalog, fetchData, type CatalogFile, type Product } from '@/features/catalog';
import { serveCatalog, type ServiceScope } from '@/features/search';

/**
 * The catalogue's Web Worker: the whole catalogue, its search index, and every listing, filter,
 * sort, facet count and suggestion worked out from them, off the page's main thread. main.tsx
 * starts it on the first request and talks to it through features/search's `workerClient`.
 */

/** Shards fetched this many at a time. */
const PARALLEL = 6;

async function loadShards(shards: readonly string[]): Promise<readonly Product[]> {
  const files: Product[][] = [];
  let next = 0;
  const fetchNext = async (): Promise<void> => {
    while (next < shards.length) {
      const index = next++;
      files[index] = decodeCatalog(await fetchData<CatalogFile>(shards[index]!));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, shards.length) }, fetchNext));
  return files.flat();
}

/**
 * The spellings table (how India types: "sari", "साड़ी"), loaded the first time a search finds
 * nothing. The worker runs no React and has no loading module of its own: this is its one lazy
 * chunk, and serveCatalog loads it once (again only after a failed load).
 */
const loadRespell = () =>
  // eslint-disable-next-line rangoli/lazy-loading -- the worker's own chunk: the loading module (React's) is the page's
  import(/* webpackChunkName: "spellings" */ '@/features/search/engine/spellings').then(
    (m) => m.respellQuery,
  );

serveCatalog(self as unknown as ServiceScope, loadShards, undefined, loadRespell);
