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
 *
 * What the catalogue answered (the products, the counts, the facets) is read as a transition
 * (useSearchSelectorInTransition): an answer renders once, in slices that leave the main thread
 * free for the shopper's next tap, while the controls (the sort, the ticked filters, the progress
 * bar) answer at once from the URL's state. Another listing's answer is never shown.
 */
import { useEffect, useMemo } from 'react';
import { useServices } from '@/app/hooks';
import { CATEGORY_SORT_OPTIONS, type Product, type SortKey } from '@/features/catalog';
import type { ListingFiltersProps } from './components/ListingFilters';
import type { Filters, ListingScope, SearchState, ViewMode } from './searchSlice';
import type { SearchSliceState } from './searchSlice';
import {
  selectActiveFilterCount,
  selectFacets,
  selectFilters,
  selectListingBase,
  selectListingBaseTotal,
  selectListingKey,
  selectListingProducts,
  selectListingTotal,
} from './selectors';
import { useListing } from './useListing';
import { useSearchSelector, useSearchSelectorInTransition, useSearchUrlState } from './useSearchUrlState';

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

const slice = (state: { search: SearchSliceState }) => state.search;

/** Whether the slice's base is one of this page's (in a render before the slice took the page's URL). */
const sameScope = (scope: ListingScope, base: ReturnType<typeof selectListingBase>) =>
  base !== null &&
  base.kind === scope.kind &&
  (base.kind !== 'category' || (scope.kind === 'category' && base.category === scope.category));

/** Which listing a base is: a category, the sale, a search for a query. */
const listingName = (base: NonNullable<ReturnType<typeof selectListingBase>>) =>
  base.kind === 'category'
    ? `category:${base.category}`
    : base.kind === 'search'
      ? `search:${base.query}`
      : 'sale';

export function useListingFilters(
  scope: ListingScope,
  { sortOptions = CATEGORY_SORT_OPTIONS, defaultSort = 'featured' }: ListingFiltersOptions = {},
): ListingFiltersResult {
  const { state, inStep, page, setFilters, clearFilters, setSort, setView, clearSearch } = useSearchUrlState(
    scope,
    { sortOptions, defaultSort },
  );
  const client = useServices().queries;

  // The URL's side, at once: which listing, which request.
  const base = useSearchSelector(selectListingBase);
  const key = useSearchSelector(selectListingKey);
  const filters = useSearchSelector(selectFilters);
  const activeCount = useSearchSelector(selectActiveFilterCount);
  // The catalogue's side, as a transition: the slice as of the last answer rendered.
  const shown = useSearchSelectorInTransition(slice);
  // In the one render before the slice takes a new page's URL (useSearchUrlState), and until the
  // transition brings this listing's answer, another listing's answer is never shown, not even in
  // a render the browser does not paint.
  const own = inStep || sameScope(scope, base);
  const mine = own && base !== null && shown.base !== null && listingName(shown.base) === listingName(base);
  const answer = mine ? shown.answer : null;
  const pending = key !== null && answer?.key !== key;
  const failed = shown.failed && pending;
  const loading = !own || (base !== null && answer === null);

  const { loadMore, retry } = useListing(page, inStep, { pending, failed });
  // A prerendered listing arrives with its first answer; the catalogue starts loading once the
  // page is idle, so the shopper's first filter click does not wait for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => client.prepare());
    return () => cancel(handle);
  }, [client]);

  // The slice as shown, with this listing's answer only.
  const view = { search: answer === shown.answer ? shown : { ...shown, answer } };
  const products = selectListingProducts(view);
  const total = selectListingTotal(view);
  const baseTotal = selectListingBaseTotal(view);
  const facets = selectFacets(view);
  const panelProps = useMemo<ListingFiltersProps>(
    () => ({
      filters,
      facets,
      activeCount,
      resultCount: total,
      onChange: setFilters,
      onClearAll: clearFilters,
    }),
    [filters, facets, activeCount, total, setFilters, clearFilters],
  );

  return {
    state,
    products,
    total,
    baseTotal,
    loading,
    updating: pending && !loading,
    failed,
    retry,
    activeCount,
    setSort,
    setView,
    setFilters,
    clearFilters,
    clearSearch,
    paging: { total, onLoadMore: loadMore },
    panelProps,
  };
}
