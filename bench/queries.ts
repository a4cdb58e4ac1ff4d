/**
 * The 20 bench queries: what shoppers type, typos included. A typo query carries its correction;
 * its relevant set is the products matching the corrected query exactly (see `matchesExactly`).
 */
export interface BenchQuery {
  query: string;
  /** The intended spelling, for typo queries. */
  corrected?: string;
}

export const QUERIES: readonly BenchQuery[] = [
  { query: 'shrit', corrected: 'shirt' },
  { query: 'kurtha', corrected: 'kurta' },
  { query: 'lipstik', corrected: 'lipstick' },
  { query: 'jeens', corrected: 'jeans' },
  { query: 'sare', corrected: 'saree' },
  { query: 'jaket', corrected: 'jacket' },
  { query: 'lehnga', corrected: 'lehenga' },
  { query: 'hodie', corrected: 'hoodie' },
  { query: 'trousres', corrected: 'trousers' },
  { query: 'adiddas', corrected: 'adidas' },
  { query: 'blue shrit', corrected: 'blue shirt' },
  { query: 'levis jeans' },
  { query: 'blue shirt' },
  { query: 'women kurta' },
  { query: 'silk saree' },
  { query: 'nike' },
  { query: 'cotton t-shirt' },
  { query: 'matte lipstick' },
  { query: 'kids frock' },
  { query: 'denim jacket' },
];

/**
 * The bench's own ground truth (deliberately not the engine's code): lower case, accents,
 * apostrophes and initials' dots/ampersands dropped ("Levi's" → levis, "U.S." → us, "H&M" → hm),
 * split into words at anything else.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/([a-z])[.&](?=[a-z])/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Searchable {
  name: string;
  brand?: string;
  category: string;
  type?: string;
  color: string;
}

/**
 * A product matches a (correctly spelled) query exactly when every query word starts a word of its
 * name, brand, category, type or colour ("shirt" → "Oxford Shirt", "T-Shirt"; "jean" → "Jeans").
 */
export function matchesExactly(product: Searchable, query: string): boolean {
  const productWords = words(
    [product.name, product.brand ?? '', product.category, product.type ?? '', product.color].join(' '),
  );
  return words(query).every((w) => productWords.some((pw) => pw.startsWith(w)));
}
