/**
 * Filters for any product listing (the category pages and /sale; /search uses the same pieces).
 * State lives in the URL exactly as on /search (brand, size, color, minPrice, maxPrice, sort,
 * view; see urlState.ts), so reload, Back/Forward and shared links work.
 *
 *   const listing = useListingFilters({ kind: 'category', category: 'Women' });
 *   // on /sale: useListingFilters({ kind: 'sale' }, { defaultSort: 'discount' })
 *
 *   listing.products    → the products to show: the first 24 of the filtered, sorted list, then
 *                          24 more per Load more (`listing.paging`, for ProductListingView)
 *   listing.total       → how many pass the filters, for "N products found"
 *   listing.baseTotal   → how many the listing has before the filters
 *   listing.sort / listing.setSort(sortKey), listing.view / listing.setView('grid' | 'list')
 *   listing.activeCount, listing.clearFilters(), listing.panelProps (for <ListingFilters />)
 *
 * The list, its count and the facet counts are one answer of the catalogue (useListing: its worker
 * in the browser), asked again whenever the filters, the sort or the length change; the facet
 * counts come with the products, never after them. Call the hook once per page: it keeps the
 * search slice in step with the URL (URL → store → screen); its setters write the URL only.
 */
import { useEffect, useMemo } from 'react';
import { useServices } from '@/app/hooks';
import { CATEGORY_SORT_OPTIONS, type Product, type SortKey } from '@/features/catalog';
import { useLoadMoreLimit } from '@/shared/lib/usePagedList';
import type { ListingFiltersProps } from './components/ListingFilters';
import type { ListingBase } from './engine/listing';
import { activeFilterCount } from './filters';
import type { Filters, ViewMode } from './searchSlice';
import type { Facets } from './types';
import { useListing } from './useListing';
import { useSearchUrlState } from './useSearchUrlState';

export interface ListingFiltersOptions {
  /** The sorts the listing offers (default: the category listing's six). */
  sortOptions?: readonly { value: SortKey; label: string }[];
  /** The sort when the URL names none (default 'featured'; /sale: 'discount'). */
  defaultSort?: SortKey;
}

export interface ListingFiltersResult {
  products: readonly Product[];
  total: number;
  baseTotal: number;
  /** The first answer has not arrived yet (nothing to show but the page around it). */
  loading: boolean;
  /** A new answer (another sort, other filters) is on its way; the last one is still shown. */
  updating: boolean;
  filters: Filters;
  facets: Facets;
  activeCount: number;
  sort: SortKey;
  setSort: (sort: SortKey) => void;
  view: ViewMode;
  setView: (view: ViewMode) => void;
  setFilters: (filters: Filters) => void;
  clearFilters: () => void;
  /** Load more, for ProductListingView. */
  paging: { total: number; onLoadMore: () => void };
  /** Everything <ListingFilters /> needs. */
  panelProps: ListingFiltersProps;
}

const NO_PRODUCTS: readonly Product[] = [];
const NO_FACETS: Facets = { prices: [], brands: [], sizes: [], colors: [] };

export function useListingFilters(
  base: ListingBase,
  { sortOptions = CATEGORY_SORT_OPTIONS, defaultSort = 'featured' }: ListingFiltersOptions = {},
): ListingFiltersResult {
  const { state, fromUrl, setFilters, clearFilters, setSort, setView } = useSearchUrlState({
    sortOptions,
    defaultSort,
  });
  // The filters and sort the address names, from the first render: a prerendered /sale is already
  // biggest-discount-first, and nothing moves when the app takes over.
  const { filters, sort } = fromUrl;
  const { limit, loadMore } = useLoadMoreLimit(JSON.stringify([base, filters, sort]));
  const request = useMemo(() => ({ base, filters, sort, limit }), [base, filters, sort, limit]);
  const { result, pending } = useListing(request);
  // A prerendered listing arrives with its first answer; the catalogue starts loading once the
  // page is idle, so the shopper's first filter click does not wait for it.
  const client = useServices().queries;
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => client.prepare());
    return () => cancel(handle);
  }, [client]);
  const products = result?.products ?? NO_PRODUCTS;
  const total = result?.total ?? 0;
  const facets = result?.facets ?? NO_FACETS;
  const activeCount = activeFilterCount(filters);

  const panelProps = useMemo<ListingFiltersProps>(
    () => ({
      filters,
      facets,
      onChange: setFilters,
      onClearAll: clearFilters,
      activeCount,
      resultCount: total,
    }),
    [filters, facets, setFilters, clearFilters, activeCount, total],
  );

  return {
    products,
    total,
    baseTotal: result?.baseTotal ?? 0,
    loading: result === undefined,
    updating: pending && result !== undefined,
    filters,
    facets,
    activeCount,
    sort,
    setSort,
    view: state.view,
    setView,
    setFilters,
    clearFilters,
    paging: { total, onLoadMore: loadMore },
    panelProps,
  };
}
