import type { Product } from './types';

/**
 * Where this tab's products come from, one at a time: one of the store's services (app/services.ts).
 * In the build (the prerender), the tests and the stories, the whole catalogue is bundled and at
 * hand (`bundledSource`); in the browser the shop never bundles it, and main.tsx makes the store
 * with a source that fetches the catalogue's shards as they are needed (catalogLoader.ts). The
 * stored shapes check what storage holds against it (persist.ts), and `ensureProducts` brings what
 * a screen needs into the store.
 */
export interface ProductSource {
  /** The product if it is at hand (loaded), else undefined. */
  peek(id: number): Product | undefined;
  /** Whether the catalogue is known to have no product `id` (without loading anything). */
  isAbsent(id: number): boolean;
  /** Brings the products of these ids to hand (those that exist); resolves once `peek` knows them. */
  load(ids: readonly number[]): Promise<void>;
  /**
   * Where the build put the listing pages' heads (their descriptions and ItemLists are worked out
   * from the whole catalogue): null when the whole catalogue is at hand.
   */
  headsUrl: string | null;
}

/** A source over a catalogue held whole. */
export function bundledSource(products: readonly Product[]): ProductSource {
  let byId: Map<number, Product> | undefined;
  const map = () => (byId ??= new Map(products.map((p) => [p.id, p])));
  return {
    peek: (id) => map().get(id),
    isAbsent: (id) => !map().has(id),
    load: () => Promise.resolve(),
    headsUrl: null,
  };
}
