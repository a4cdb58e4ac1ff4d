import type { Product } from '@/features/catalog';
import type { CategoryName } from '@/shared/lib/constants';

/** The filters of a listing (the search slice holds them, as the URL says them). */
export interface Filters {
  priceRange: [number, number];
  brands: string[];
  sizes: string[];
  colors: string[];
}

/** One entry of the suggestion list under a search box. */
export type Suggestion =
  | { kind: 'product'; product: Product }
  | { kind: 'brand'; brand: string }
  | { kind: 'category'; category: CategoryName };

/** One checkbox of a filter section: its value, and how many results it would give. */
export interface FacetOption {
  value: string;
  count: number;
}

/** The options of the Price quick picks (in PRICE_QUICK_PICKS order), Brand, Size and Color sections, with their counts. */
export interface Facets {
  prices: FacetOption[];
  brands: FacetOption[];
  sizes: FacetOption[];
  colors: FacetOption[];
}
