/**
 * A product listing's state for FilteredListing (the category pages, /sale and /search). State
 * lives in the URL (q, brand, size, color, minPrice, maxPrice, sort, view; see urlState.ts), so
 * reload, Back/Forward and shared links work; it is parsed once into the search slice, which also
 * holds the catalogue's latest answer, and everything here is read from the slice through memoized
 * selectors (selectors.ts):
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
 * counts come with the products, never after them. The setters write the URL only.
 */
import { useEffect, useMemo } from 'react';
import { useServices } from '@/app/hooks';
import { CATEGORY_SORT_OPTIONS, type Product, type SortKey } from '@/features/catalog';
import type { ListingFiltersProps } from './components/ListingFilters';
import type { Filters, ListingScope, SearchState, ViewMode } from './searchSlice';
import {
  selectFilterPanel,
  selectListingBase,
  selectListingBaseTotal,
  selectListingFailed,
  selectListingLoading,
  selectListingPending,
  selectListingProducts,
  selectListingTotal,
} from './selectors';
import { useListing } from './useListing';
import { useSearchSelector, useSearchUrlState } from './useSearchUrlState';

export interface ListingFiltersOptions {
  /** The sorts the listing offers (default: the category listing's six). */
  sortOptions?: readonly { value: SortKey; label: string }[];
  /** The sort when the URL names none (default 'featured'; /sale: 'discount'). */
  defaultSort?: SortKey;
}

export interface ListingFiltersResult {
  /** The listing's URL state (the query of a search, the filters, the sort and the view). */
  state: SearchState;
  products: readonly Product[];
  total: number;
  baseTotal: number;
  /** The first answer has not arrived yet (nothing to show but the page around it). */
  loading: boolean;
  /** A new answer (another sort, other filters) is on its way; the last one is still shown. */
  updating: boolean;
  /** The catalogue could not be loaded. */
  failed: boolean;
  retry: () => void;
  activeCount: number;
  setSort: (sort: SortKey) => void;
  setView: (view: ViewMode) => void;
  setFilters: (filters: Filters) => void;
  clearFilters: () => void;
  clearSearch: () => void;
  /** Load more, for ProductListingView. */
  paging: { total: number; onLoadMore: () => void };
  /** Everything <ListingFilters /> needs. */
  panelProps: ListingFiltersProps;
}

const NO_PRODUCTS: readonly Product[] = [];

/** Whether the slice's base is one of this page's (in a render before the slice took the page's URL). */
const sameScope = (scope: ListingScope, base: ReturnType<typeof selectListingBase>) =>
  base !== null &&
  base.kind === scope.kind &&
  (base.kind !== 'category' || (scope.kind === 'category' && base.category === scope.category));

export function useListingFilters(
  scope: ListingScope,
  { sortOptions = CATEGORY_SORT_OPTIONS, defaultSort = 'featured' }: ListingFiltersOptions = {},
): ListingFiltersResult {
  const { state, inStep, page, setFilters, clearFilters, setSort, setView, clearSearch } = useSearchUrlState(
    scope,
    { sortOptions, defaultSort },
  );
  const { loadMore, retry } = useListing(page, inStep);
  // A prerendered listing arrives with its first answer; the catalogue starts loading once the
  // page is idle, so the shopper's first filter click does not wait for it.
  const client = useServices().queries;
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => client.prepare());
    return () => cancel(handle);
  }, [client]);

  // In the one render before the slice takes a new page's URL (useSearchUrlState), another
  // listing's answer is never shown, not even in a render the browser does not paint.
  const base = useSearchSelector(selectListingBase);
  const own = inStep || sameScope(scope, base);
  const products = useSearchSelector(selectListingProducts);
  const total = useSearchSelector(selectListingTotal);
  const baseTotal = useSearchSelector(selectListingBaseTotal);
  const loading = useSearchSelector(selectListingLoading);
  const pending = useSearchSelector(selectListingPending);
  const failed = useSearchSelector(selectListingFailed);
  const panel = useSearchSelector(selectFilterPanel);

  const panelProps = useMemo<ListingFiltersProps>(
    () => ({ ...panel, onChange: setFilters, onClearAll: clearFilters }),
    [panel, setFilters, clearFilters],
  );

  return {
    state,
    products: own ? products : NO_PRODUCTS,
    total: own ? total : 0,
    baseTotal: own ? baseTotal : 0,
    loading: loading || !own,
    updating: pending && !loading && own,
    failed,
    retry,
    activeCount: panel.activeCount,
    setSort,
    setView,
    setFilters,
    clearFilters,
    clearSearch,
    paging: { total: own ? total : 0, onLoadMore: loadMore },
    panelProps,
  };
}
