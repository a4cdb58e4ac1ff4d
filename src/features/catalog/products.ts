import catalogue from './data/products.json';
import type { Product } from './types';

/**
 * The bundled catalogue (spec section 3): 70 products, ids 1-20 Women, 21-35 Men, 36-55 Kids,
 * 56-70 Beauty. The data lives in data/products.json (also read by
 * scripts/generate-product-images.mjs, which draws the images); its rules are the zod schema in
 * productSchema.ts, which the tests check the JSON against (zod stays out of the app bundle).
 * Derived here, so each has one source: `discount`, Math.round((1 - price / originalPrice) * 100),
 * 0 when price equals originalPrice; `image`, /assets/products/{id}.svg.
 */

/** A product as stored in data/products.json: everything but the derived fields. */
export type CatalogueEntry = Omit<Product, 'discount' | 'image'>;

function withDerivedFields({ id, name, price, originalPrice, ...rest }: CatalogueEntry): Product {
  // Keys in Product's order: category, type, brand, size and colour come between discount and image.
  const { rating, reviews, ...middle } = rest;
  return {
    id,
    name,
    price,
    originalPrice,
    discount: originalPrice === price ? 0 : Math.round((1 - price / originalPrice) * 100),
    ...middle,
    image: `/assets/products/${id}.svg`,
    rating,
    reviews,
  };
}

export const PRODUCTS: readonly Product[] = (catalogue as readonly CatalogueEntry[]).map(withDerivedFields);
