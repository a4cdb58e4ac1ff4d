import * as z from 'zod/mini';
import { productSource } from './productSource';

/**
 * What the catalogue lends the stored shapes of other features (cart, wishlist): a product id of
 * the catalogue, the sizes it is offered in, and its price today. Part of the catalog feature's
 * persistence entry, loaded lazily with the other stored shapes. The products come from the tab's
 * product source (productSource.ts): the whole catalogue in the tests and the build; in the browser
 * the products loaded so far, an id not known to be absent being kept until its product arrives.
 */
export const productIdSchema = z
  .int()
  .check(z.refine((id) => !productSource().isAbsent(id), 'not a product of the catalogue'));

/**
 * Whether the catalogue's product `id` is offered in `size`. A product not at hand yet (in the
 * browser, its shard not loaded) is given the benefit of the doubt: the cart slice checks the line
 * again when the product arrives (`productsLoaded`).
 */
export function offersSize(id: number, size: string): boolean {
  const product = productSource().peek(id);
  return product ? product.size.includes(size) : !productSource().isAbsent(id);
}

/** The catalogue's price of product `id` today (undefined for an id the catalogue does not know). */
export function priceToday(id: number): number | undefined {
  return productSource().peek(id)?.price;
}
