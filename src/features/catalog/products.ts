import catalog from './data/products.json';
import { withDerivedFields, type CatalogEntry } from './productFields';
import type { Product } from './types';

/**
 * The bundled catalogue (spec section 3): 70 products, ids 1-20 Women, 21-35 Men, 36-55 Kids,
 * 56-70 Beauty, from data/products.json (also read by scripts/generate-product-images.mjs, which
 * draws the images); its rules are the zod schema in productSchema.ts, which the tests check the
 * JSON against (JSON's arrays are not tuples, hence `unknown` on the way: the ratings by stars).
 * `discount` and `image` are derived (productFields.ts).
 *
 * For the build, the tests, the stories and the stored shapes: the shop in the browser never
 * bundles it. It fetches the data file (loadCatalogue.ts) and the store holds what arrived.
 */
export const PRODUCTS: readonly Product[] = (catalog as unknown as readonly CatalogEntry[]).map(
  withDerivedFields,
);
