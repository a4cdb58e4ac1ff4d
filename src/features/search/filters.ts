import type { Product } from '../catalog';
import { DEFAULT_PRICE_RANGE } from '../../shared/lib/constants';
import type { Filters } from './searchSlice';

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

/** How many filters are active (each brand, size and colour counts, and a narrowed price range). */
export function activeFilterCount(filters: Filters): number {
  const priceActive =
    filters.priceRange[0] !== DEFAULT_PRICE_RANGE[0] || filters.priceRange[1] !== DEFAULT_PRICE_RANGE[1];
  return filters.brands.length + filters.sizes.length + filters.colors.length + (priceActive ? 1 : 0);
}
