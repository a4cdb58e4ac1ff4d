import { BRANDS, type Product } from '@/features/catalog';
import { DEFAULT_PRICE_RANGE, type CategoryName } from '@/shared/lib/constants';
import {
  COLORS_BY_CATEGORY,
  DEFAULT_COLORS,
  DEFAULT_SIZES,
  PRICE_QUICK_PICKS,
  SIZES_BY_CATEGORY,
} from '@/shared/lib/catalogOptions';
import type { Filters } from './searchSlice';
import type { FacetOption, Facets } from './types';

/** Catalogue filters of spec section 5: price within range inclusive; brand in list; any size; colour in list. */
export function matchesFilters(product: Product, filters: Filters): boolean {
  const [min, max] = filters.priceRange;
  if (product.price < min || product.price > max) return false;
  if (filters.brands.length > 0 && !(product.brand && filters.brands.includes(product.brand))) return false;
  if (filters.sizes.length > 0 && !product.size.some((s) => filters.sizes.includes(s))) return false;
  if (filters.colors.length > 0 && !filters.colors.includes(product.color)) return false;
  return true;
}

export function applyFilters<T extends Product>(products: readonly T[], filters: Filters): T[] {
  return products.filter((p) => matchesFilters(p, filters));
}

export function isPriceRangeActive(filters: Filters): boolean {
  return filters.priceRange[0] !== DEFAULT_PRICE_RANGE[0] || filters.priceRange[1] !== DEFAULT_PRICE_RANGE[1];
}

/** How many filters are active (each brand, size and colour counts, and a narrowed price range). */
export function activeFilterCount(filters: Filters): number {
  return (
    filters.brands.length +
    filters.sizes.length +
    filters.colors.length +
    (isPriceRangeActive(filters) ? 1 : 0)
  );
}

/** The categories in the spec's order of section 9 (Men, Women, Kids, Beauty). */
const SPEC_CATEGORY_ORDER = Object.keys(SIZES_BY_CATEGORY) as CategoryName[];

function mergeInSpecOrder(
  present: ReadonlySet<CategoryName>,
  byCategory: Record<CategoryName, readonly string[]>,
  fallback: readonly string[],
): string[] {
  const merged: string[] = [];
  for (const category of SPEC_CATEGORY_ORDER) {
    if (!present.has(category)) continue;
    for (const option of byCategory[category]) if (!merged.includes(option)) merged.push(option);
  }
  return merged.length > 0 ? merged : [...fallback];
}

/**
 * The Size options: the spec's lists (section 9) for the categories present in `products`, merged
 * in the spec's order; the default list (S, M, L, XL) when there is no category to go by.
 */
export function sizeOptionsFor(products: readonly Product[]): string[] {
  return mergeInSpecOrder(new Set(products.map((p) => p.category)), SIZES_BY_CATEGORY, DEFAULT_SIZES);
}

/** The Color options, chosen like the sizes (default: Black, White, Pink, Red, Blue, Navy, Gray). */
export function colorOptionsFor(products: readonly Product[]): string[] {
  return mergeInSpecOrder(new Set(products.map((p) => p.category)), COLORS_BY_CATEGORY, DEFAULT_COLORS);
}

/** Every size and colour the shop knows (the spec's lists), for validating values read from a URL. */
export const KNOWN_SIZES: readonly string[] = [
  ...new Set([...Object.values(SIZES_BY_CATEGORY).flat(), ...DEFAULT_SIZES]),
];
export const KNOWN_COLORS: readonly string[] = [
  ...new Set([...Object.values(COLORS_BY_CATEGORY).flat(), ...DEFAULT_COLORS]),
];

/** Options plus any selected value the list lacks (so a selected filter can always be unticked). */
function withSelected(options: readonly string[], selected: readonly string[]): string[] {
  return [...options, ...selected.filter((s) => !options.includes(s))];
}

/**
 * Facet counts (standard faceting): the count of an option is the number of `base` products that
 * match the other sections' filters and that option; so within a section, options are counted as
 * if only they were ticked, and the other sections narrow the counts.
 * Brand lists all 36 brands; Size and Color list the options for the categories in `base`.
 */
export function facetCounts(base: readonly Product[], filters: Filters): Facets {
  // One pass over `base` (fast on large catalogues): a product within the price range counts
  // towards a section's options when it passes the other two sections' filters.
  const [min, max] = filters.priceRange;
  const brands = new Set(filters.brands);
  const sizes = new Set(filters.sizes);
  const colors = new Set(filters.colors);
  const brandCounts = new Map<string, number>();
  const sizeCounts = new Map<string, number>();
  const colorCounts = new Map<string, number>();
  const priceCounts = PRICE_QUICK_PICKS.map(() => 0);
  const categories = new Set<CategoryName>();
  for (const p of base) {
    categories.add(p.category);
    const brandOk = brands.size === 0 || (!!p.brand && brands.has(p.brand));
    let sizeOk = sizes.size === 0;
    for (let i = 0; !sizeOk && i < p.size.length; i += 1) sizeOk = sizes.has(p.size[i]!);
    const colorOk = colors.size === 0 || colors.has(p.color);
    // A quick pick counts what it would give: the other sections' filters, its own price range.
    if (brandOk && sizeOk && colorOk) {
      PRICE_QUICK_PICKS.forEach(({ range }, i) => {
        if (p.price >= range[0] && p.price <= range[1]) priceCounts[i]! += 1;
      });
    }
    if (p.price < min || p.price > max) continue;
    if (sizeOk && colorOk && p.brand !== undefined)
      brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
    if (brandOk && colorOk) {
      for (let i = 0; i < p.size.length; i += 1) {
        const size = p.size[i]!;
        if (p.size.indexOf(size) === i) sizeCounts.set(size, (sizeCounts.get(size) ?? 0) + 1);
      }
    }
    if (brandOk && sizeOk) colorCounts.set(p.color, (colorCounts.get(p.color) ?? 0) + 1);
  }
  const list = (options: readonly string[], selected: readonly string[], counts: Map<string, number>) =>
    withSelected(options, selected).map((value): FacetOption => ({ value, count: counts.get(value) ?? 0 }));
  return {
    prices: PRICE_QUICK_PICKS.map(({ label }, i): FacetOption => ({ value: label, count: priceCounts[i]! })),
    brands: list(BRANDS, filters.brands, brandCounts),
    sizes: list(mergeInSpecOrder(categories, SIZES_BY_CATEGORY, DEFAULT_SIZES), filters.sizes, sizeCounts),
    colors: list(
      mergeInSpecOrder(categories, COLORS_BY_CATEGORY, DEFAULT_COLORS),
      filters.colors,
      colorCounts,
    ),
  };
}
