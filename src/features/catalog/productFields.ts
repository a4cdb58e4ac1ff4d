import type { Product } from './types';

/** A product as the catalogue's data file holds it: everything but the derived fields. */
export type CatalogueEntry = Omit<Product, 'discount' | 'image'>;

/**
 * A product with its derived fields, so each has one source: `discount`,
 * Math.round((1 - price / originalPrice) * 100), 0 when price equals originalPrice; `image`,
 * /assets/products/{id}.svg.
 */
export function withDerivedFields({ id, name, price, originalPrice, ...rest }: CatalogueEntry): Product {
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
