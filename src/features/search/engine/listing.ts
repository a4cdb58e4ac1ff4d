import type { Product, SortKey } from '@/features/catalog';
import type { CategoryName } from '@/shared/lib/constants';
import type { Facets, Filters } from '../types';

/**
 * What a listing shows, asked of the whole catalogue: the products of a category, the sale or a
 * search, through the shopper's filters, in the chosen sort, the first `limit` of them (24, then
 * 24 more per Load more), with the facet counts of the same filters. The answer of the same
 * request is the same wherever it is worked out: in the catalogue's Web Worker in the browser
 * (catalog.worker.ts), on the spot in the tests, the stories and the prerender
 * (inProcessClient.ts).
 */
export type ListingBase =
  { kind: 'category'; category: CategoryName } | { kind: 'sale' } | { kind: 'search'; query: string };

export interface ListingRequest {
  base: ListingBase;
  filters: Filters;
  sort: SortKey;
  /** How many of the sorted products to send. */
  limit: number;
}

export interface ListingResult {
  /** How many products the base has before the filters (a search: its results). */
  baseTotal: number;
  /** How many pass the filters. */
  total: number;
  /** The options of each filter section with their counts, for these filters: with the products, never after them. */
  facets: Facets;
  /** The first `limit` of the filtered products, in the sort. */
  products: Product[];
}

/** A request as text: equal requests, equal keys (the cache's and the worker's). */
export function listingKey({ base, filters, sort, limit }: ListingRequest): string {
  const what =
    base.kind === 'category' ? `c:${base.category}` : base.kind === 'sale' ? 'sale' : `q:${base.query}`;
  return JSON.stringify([
    what,
    filters.priceRange,
    filters.brands,
    filters.sizes,
    filters.colors,
    sort,
    limit,
  ]);
}
