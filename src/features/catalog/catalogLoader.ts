import { decodeCatalog, type CatalogFile } from './catalogFile';
import type { ProductSource } from './productSource';
import type { CatalogSummary } from './summary';
import type { Product } from './types';

/**
 * The catalogue's manifest (`data/catalogue.[hash].json`, written by the build: scripts/catalogue.ts):
 * the catalogue's summary with the products it names (what the first screens show), and the
 * addresses of its shards. Every page preloads it beside main.js; main.tsx waits for it (and for
 * what storage holds) before the first render. Never the catalogue itself.
 */
export interface CatalogManifest {
  summary: CatalogSummary;
  /** The products the summary names, in the compact form. */
  products: CatalogFile;
  /** Shard k holds the products of ids k × shardSize + 1 to (k + 1) × shardSize. */
  shardSize: number;
  /** The shards' addresses, content-hashed. */
  shards: string[];
  /** The address of the listing pages' heads, for client-side navigation (app/head/applyHead.ts). */
  heads: string;
}

/** A JSON file of the build, fetched (one more try after a failure). */
export async function fetchData<T>(url: string): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The shard that holds product `id`. */
export const shardOf = (id: number, shardSize: number) => Math.floor((id - 1) / shardSize);

/**
 * The browser's product source: the manifest's products at hand from the start, and each shard
 * fetched once, when a product of it is first asked for. A failed fetch may be tried again.
 */
export function shardSource(manifest: CatalogManifest): ProductSource & { manifestProducts: Product[] } {
  const manifestProducts = decodeCatalog(manifest.products);
  const byId = new Map(manifestProducts.map((p) => [p.id, p]));
  const loaded = new Set<number>();
  const loading = new Map<number, Promise<void>>();
  const { shardSize, shards, summary } = manifest;

  const isAbsent = (id: number) =>
    !Number.isInteger(id) ||
    id < 1 ||
    id > summary.maxId ||
    (loaded.has(shardOf(id, shardSize)) && !byId.has(id));

  const loadShard = (shard: number): Promise<void> => {
    let pending = loading.get(shard);
    if (!pending) {
      pending = fetchData<CatalogFile>(shards[shard]!).then(
        (file) => {
          for (const product of decodeCatalog(file)) byId.set(product.id, product);
          loaded.add(shard);
        },
        (error: unknown) => {
          loading.delete(shard);
          throw error;
        },
      );
      loading.set(shard, pending);
    }
    return pending;
  };

  return {
    manifestProducts,
    headsUrl: manifest.heads,
    peek: (id) => byId.get(id),
    isAbsent,
    load: async (ids) => {
      const wanted = new Set<number>();
      for (const id of ids) if (!byId.has(id) && !isAbsent(id)) wanted.add(shardOf(id, shardSize));
      await Promise.all([...wanted].filter((shard) => shard < shards.length).map(loadShard));
    },
  };
}

/**
 * The browser's product source from the start of the page, before the manifest has arrived: until
 * then nothing is at hand and nothing is known to be absent (what storage holds is kept as it is,
 * and checked again when its products arrive: the cart and wishlist slices' `productsLoaded`).
 */
export function deferredSource(source: Promise<ProductSource>): ProductSource {
  let ready: ProductSource | undefined;
  const arrived = source.then((s) => (ready = s));
  return {
    peek: (id) => ready?.peek(id),
    isAbsent: (id) => ready?.isAbsent(id) ?? false,
    load: async (ids) => (await arrived).load(ids),
    get headsUrl() {
      return ready?.headsUrl ?? null;
    },
  };
}
