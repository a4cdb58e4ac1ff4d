import * as z from 'zod/mini';
import { PRODUCTS } from './products';

/**
 * What the catalogue lends the stored shapes of other features (cart, wishlist): a product id of
 * the catalogue, the sizes it is offered in, and its price today. Part of the catalog feature's persistence entry,
 * loaded lazily with the other stored shapes.
 */
const sizesById = new Map(PRODUCTS.map((p) => [p.id, p.size]));
const priceById = new Map(PRODUCTS.map((p) => [p.id, p.price]));

export const productIdSchema = z
  .int()
  .check(z.refine((id) => sizesById.has(id), 'not a product of the catalogue'));

/** Whether the catalogue's product `id` is offered in `size`. */
export function offersSize(id: number, size: string): boolean {
  return sizesById.get(id)?.includes(size) ?? false;
}

/** The catalogue's price of product `id` today (undefined for an id the catalogue does not know). */
export function priceToday(id: number): number | undefined {
  return priceById.get(id);
}
