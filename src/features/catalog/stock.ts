import type { Product } from './types';

/**
 * Stock per size (issue 19). The catalogue lists only the sizes that are not in stock without
 * limit: 0 is sold out, any other number is what is left ("Only 2 left"). Every other size can be
 * bought freely, up to the cart's line cap.
 */

/** Pieces left of `size`: Infinity when the size is in stock without limit. */
export function stockLeft(product: Pick<Product, 'stock'>, size: string): number {
  return product.stock?.[size] ?? Infinity;
}

/** Whether `size` is sold out. */
export function isSoldOut(product: Pick<Product, 'stock'>, size: string): boolean {
  return stockLeft(product, size) <= 0;
}

/** The pieces left of `size` when only a few are (a shopper is told "Only n left"), else null. */
export function lowStock(product: Pick<Product, 'stock'>, size: string): number | null {
  const left = stockLeft(product, size);
  return left > 0 && Number.isFinite(left) ? left : null;
}

/** The product's sold-out sizes, in its size order. */
export function soldOutSizes(product: Pick<Product, 'size' | 'stock'>): string[] {
  return product.size.filter((size) => isSoldOut(product, size));
}

/** The product's sizes that can be bought, in its size order. */
export function buyableSizes(product: Pick<Product, 'size' | 'stock'>): string[] {
  return product.size.filter((size) => !isSoldOut(product, size));
}

/** The first listed size that can be bought (a card's Add to Cart), or null when every size is sold out. */
export function firstBuyableSize(product: Pick<Product, 'size' | 'stock'>): string | null {
  return product.size.find((size) => !isSoldOut(product, size)) ?? null;
}

/** Whether no size of the product can be bought ('Out of stock'). */
export function isOutOfStock(product: Pick<Product, 'size' | 'stock'>): boolean {
  return firstBuyableSize(product) === null;
}
