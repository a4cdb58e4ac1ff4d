/**
 * Filters for any product listing (the category pages and /sale adopt these; /search uses the
 * same pieces). State lives in the URL exactly as on /search (brand, size, color, minPrice,
 * maxPrice, sort, view; see urlState.ts), so reload, Back/Forward and shared links work.
 *
 *   import { useListingFilters, ListingFilters, ListingLayout, CATEGORY... } from '../../features/search';
 *
 *   const base = useAppSelector((s) => selectProductsByCategory(s, 'Women')); // a STABLE array
 *   const listing = useListingFilters(base);                                    // category sorts, default Featured
 *   // on /sale: useListingFilters(discounted, { defaultSort: 'discount' })
 *
 *   listing.products    → the filtered and sorted products (memoized; render 24, then Load more)
 *   listing.filteredProducts → filtered, in the base order (for catalog's ProductListing, which
 *                          sorts by itself from the same `sort` URL parameter):
 *     <ProductListing products={listing.filteredProducts} sidebar={<FilterSidebar {...listing.panelProps} />}
 *                     toolbarExtra={<MobileFilters {...listing.panelProps} />} … />
 *   listing.total       → listing.products.length, for "N products found"
 *   listing.sort / listing.setSort(sortKey)   → for the "Sort by" select (CATEGORY_SORT_OPTIONS)
 *   listing.view / listing.setView('grid' | 'list')
 *   listing.activeCount → number of active filters
 *   listing.clearFilters()
 *
 *   <ListingLayout>
 *     <ListingFilters {...listing.panelProps} />   // sidebar ≥768px; "Filters" button + drawer below
 *     <div>…count, sort, grid of cards…</div>
 *   </ListingLayout>
 *
 * Call the hook once per page: it keeps the search slice in step with the URL (URL → store →
 * screen); its setters write the URL only.
 */
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { CATEGORY_SORT_OPTIONS, type Product, type SortKey } from '@/features/catalog';
import type { ListingFiltersProps } from './components/ListingFilters';
import { activeFilterCount } from './filters';
import type { Filters, ViewMode } from './searchSlice';
import { selectFilteredListing, selectFilteredSortedListing, selectListingFacetCounts } from './selectors';
import type { Facets } from './types';
import { useSearchUrlState } from './useSearchUrlState';

export interface ListingFiltersOptions {
  /** The sorts the listing offers (default: the category listing's six). */
  sortOptions?: readonly { value: SortKey; label: string }[];
  /** The sort when the URL names none (default 'featured'; /sale: 'discount'). */
  defaultSort?: SortKey;
}

export interface ListingFiltersResult {
  products: Product[];
  filteredProducts: Product[];
  total: number;
  filters: Filters;
  facets: Facets;
  activeCount: number;
  sort: SortKey;
  setSort: (sort: SortKey) => void;
  view: ViewMode;
  setView: (view: ViewMode) => void;
  setFilters: (filters: Filters) => void;
  clearFilters: () => void;
  /** Everything <ListingFilters /> needs. */
  panelProps: ListingFiltersProps;
}

export function useListingFilters(
  baseProducts: readonly Product[],
  { sortOptions = CATEGORY_SORT_OPTIONS, defaultSort = 'featured' }: ListingFiltersOptions = {},
): ListingFiltersResult {
  const { state, fromUrl, setFilters, clearFilters, setSort, setView } = useSearchUrlState({
    sortOptions,
    defaultSort,
  });
  const filteredProducts = useAppSelector((s) => selectFilteredListing(s, baseProducts));
  // The sort the address names (or the listing's default), from the first render: a prerendered
  // /sale is already biggest-discount-first, and nothing moves when the app takes over.
  const sort = fromUrl.sort;
  const products = useAppSelector((s) => selectFilteredSortedListing(s, baseProducts, sort));
  const facets = useAppSelector((s) => selectListingFacetCounts(s, baseProducts));
  const activeCount = activeFilterCount(state.filters);

  const panelProps = useMemo<ListingFiltersProps>(
    () => ({
      filters: state.filters,
      facets,
      onChange: setFilters,
      onClearAll: clearFilters,
      activeCount,
      resultCount: products.length,
    }),
    [state.filters, facets, setFilters, clearFilters, activeCount, products.length],
  );

  return {
    products,
    filteredProducts,
    total: products.length,
    filters: state.filters,
    facets,
    activeCount,
    sort,
    setSort,
    view: state.view,
    setView,
    setFilters,
    clearFilters,
    panelProps,
  };
}
