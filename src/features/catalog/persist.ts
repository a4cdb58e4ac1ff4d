import * as z from 'zod/mini';
import type { ProductSource } from './productSource';

/** What the stored shapes need to know of the catalogue: the store's product source (productSource.ts). */
export type CatalogLookup = Pick<ProductSource, 'peek' | 'isAbsent'>;

/** What the catalogue lends the stored shapes of other features (cart, wishlist). */
export interface CatalogRules {
  /** A product id of the catalogue (an id not known to be absent is kept until its product arrives). */
  productId: z.ZodMiniType<number>;
  /**
   * Whether the catalogue's product `id` is offered in `size`. A product not at hand yet (in the
   * browser, its shard not loaded) is given the benefit of the doubt: the cart slice checks the
   * line again when the product arrives (`productsLoaded`).
   */
  offersSize(id: number, size: string): boolean;
  /** The catalogue's price of product `id` today (undefined for an id the catalogue does not know). */
  priceToday(id: number): number | undefined;
}

/**
 * The catalogue's rules for the stored shapes, over a catalogue: the store's product source, which
 * the store hands persistence (app/persistence: `withPersistence`). Part of the catalog feature's
 * persistence entry, loaded lazily with the other stored shapes: the whole catalogue in the tests
 * and the build; in the browser the products loaded so far.
 */
export function catalogRules(catalog: CatalogLookup): CatalogRules {
  return {
    productId: z.int().check(z.refine((id) => !catalog.isAbsent(id), 'not a product of the catalogue')),
    offersSize: (id, size) => {
      const product = catalog.peek(id);
      return product ? product.size.includes(size) : !catalog.isAbsent(id);
    },
    priceToday: (id) => catalog.peek(id)?.price,
  };
}
