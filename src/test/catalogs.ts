import { PRODUCTS, type Product } from '@/features/catalog';

/**
 * A catalogue of `n` products for tests of scale: the 70 real products again and again, with ids
 * 1 to n, each keeping its model's artwork (so from id 71 on, a borrowed one, as the bench's
 * synthetic catalogues have: bench/catalogue.ts).
 */
export function repeatedCatalog(n: number): Product[] {
  return Array.from({ length: n }, (_, i) => ({ ...PRODUCTS[i % PRODUCTS.length]!, id: i + 1 }));
}
