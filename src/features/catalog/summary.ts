import {
  CATEGORIES,
  FEATURED_COUNT,
  RELATED_COUNT,
  TRENDING_COUNT,
  TRENDING_MIN_RATING,
  type CategoryName,
} from '@/shared/lib/constants';
import type { Product } from './types';

/**
 * What the first screens need to know of the whole catalogue, worked out from all of it once (at
 * build time, into the catalogue's manifest; or by a store that holds the whole catalogue): which
 * products the home page features and finds trending, the first products of each category (a
 * product page's 'You May Also Like'), the sale's biggest discount and its banner picture, and how
 * many products there are and up to which id. The products it names come with it, so no first
 * screen waits for the catalogue itself.
 */
export interface CatalogSummary {
  /** How many products the catalogue has. */
  count: number;
  /** The highest product id: no product has a higher one. */
  maxId: number;
  /** The home page's Featured Products: the first FEATURED_COUNT of the catalogue. */
  featured: number[];
  /** Trending Now: the first TRENDING_COUNT rated TRENDING_MIN_RATING or more. */
  trending: number[];
  /** The first RELATED_COUNT + 1 products of each category (a product's related ones, itself left out). */
  related: Record<CategoryName, number[]>;
  /** The sale: its biggest discount in percent (0: nothing discounted), and the picture of that product. */
  sale: { maxDiscount: number; image: string | null };
}

/** Discounted: sold under its original price (the /sale listing). */
export const isDiscounted = (p: Product) => p.originalPrice > p.price && p.discount > 0;

/** The summary of a whole catalogue (in catalogue order). */
export function summarize(products: readonly Product[]): CatalogSummary {
  const related = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
    CategoryName,
    number[]
  >;
  const trending: number[] = [];
  let maxId = 0;
  let top: Product | undefined;
  for (const p of products) {
    maxId = Math.max(maxId, p.id);
    const firsts = related[p.category];
    if (firsts.length <= RELATED_COUNT) firsts.push(p.id);
    if (trending.length < TRENDING_COUNT && p.rating >= TRENDING_MIN_RATING) trending.push(p.id);
    if (isDiscounted(p) && (!top || p.discount > top.discount)) top = p;
  }
  return {
    count: products.length,
    maxId,
    featured: products.slice(0, FEATURED_COUNT).map((p) => p.id),
    trending,
    related,
    sale: { maxDiscount: top?.discount ?? 0, image: top?.image ?? null },
  };
}

/** Every product id the summary names, each once. */
export function summaryIds(summary: CatalogSummary): number[] {
  return [...new Set([...summary.featured, ...summary.trending, ...Object.values(summary.related).flat()])];
}

/** A product's related products' ids: the first of its category, itself left out. */
export function relatedIds(summary: CatalogSummary, product: Pick<Product, 'id' | 'category'>): number[] {
  return summary.related[product.category].filter((id) => id !== product.id).slice(0, RELATED_COUNT);
}
