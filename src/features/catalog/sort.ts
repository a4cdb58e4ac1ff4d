import { word } from '@/shared/i18n';
import type { Product } from './types';

export type SortKey = 'featured' | 'priceLowToHigh' | 'priceHighToLow' | 'newest' | 'rating' | 'discount';

/** The sorts and their labels, in English: SortSelect shows each label in the page's edition. */
export const CATEGORY_SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'featured', label: word('Featured') },
  { value: 'priceLowToHigh', label: word('Price: Low to High') },
  { value: 'priceHighToLow', label: word('Price: High to Low') },
  { value: 'newest', label: word('Newest First') },
  { value: 'rating', label: word('Highest Rated') },
  { value: 'discount', label: word('Biggest Discount') },
];

/** Search offers four sorts; there "Featured" means relevance order. */
export const SEARCH_SORT_OPTIONS: readonly { value: SortKey; label: string }[] = CATEGORY_SORT_OPTIONS.filter(
  (o) => ['featured', 'priceLowToHigh', 'priceHighToLow', 'rating'].includes(o.value),
);

export function isSortKey(value: unknown): value is SortKey {
  return CATEGORY_SORT_OPTIONS.some((o) => o.value === value);
}

const comparators: Record<Exclude<SortKey, 'featured'>, (a: Product, b: Product) => number> = {
  priceLowToHigh: (a, b) => a.price - b.price,
  priceHighToLow: (a, b) => b.price - a.price,
  newest: (a, b) => b.id - a.id,
  rating: (a, b) => b.rating - a.rating,
  discount: (a, b) => b.discount - a.discount,
};

/**
 * Sorts without mutating. 'featured' keeps the given order (catalogue order, or relevance for search);
 * ties keep the given order too (Array.prototype.sort is stable).
 */
export function sortProducts<T extends Product>(products: readonly T[], sort: SortKey): T[] {
  if (sort === 'featured') return products.slice();
  return products.slice().sort(comparators[sort]);
}
