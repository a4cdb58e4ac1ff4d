import type { Product } from './types';

/**
 * A product as a catalogue file holds it: everything but the derived fields. `art` names the
 * artwork of another product when this one has none of its own (the bench's synthetic catalogues
 * reuse the 70 drawings); the real catalogue never sets it.
 */
export type CatalogEntry = Omit<Product, 'discount' | 'image'> & { art?: number };

/** The artwork of a product: /assets/products/{n}.svg, its own id's unless it borrows another's. */
export const artworkPath = (art: number) => `/assets/products/${art}.svg`;

/**
 * A product with its derived fields, so each has one source: `discount`,
 * Math.round((1 - price / originalPrice) * 100), 0 when price equals originalPrice; `image`,
 * /assets/products/{id}.svg (or its `art`'s).
 */
export function withDerivedFields({ id, name, price, originalPrice, art, ...rest }: CatalogEntry): Product {
  // Keys in Product's order: category, type, brand, size and colour come between discount and image.
  const { rating, reviews, ratingCounts, ...middle } = rest;
  return {
    id,
    name,
    price,
    originalPrice,
    discount: originalPrice === price ? 0 : Math.round((1 - price / originalPrice) * 100),
    ...middle,
    image: artworkPath(art ?? id),
    rating,
    reviews,
    ...(ratingCounts && { ratingCounts }),
  };
}

/** The artwork number of a product (its image's), for writing it back as an entry. */
export function artOf(product: Pick<Product, 'image'>): number | undefined {
  const art = /\/(\d+)\.svg$/.exec(product.image)?.[1];
  return art === undefined ? undefined : Number(art);
}

/** A product as an entry of a catalogue file: the derived fields left out (`art` only when borrowed). */
export function toEntry({ discount: _discount, image, ...entry }: Product): CatalogEntry {
  const art = artOf({ image });
  return art === undefined || art === entry.id ? entry : { ...entry, art };
}
