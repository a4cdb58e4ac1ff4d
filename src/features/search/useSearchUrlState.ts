import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore, useServices } from '@/app/hooks';
import type { ListingRequest } from './engine/listing';
import type { QueryClient } from './engine/queryClient';
import { SEARCH_SORT_OPTIONS } from '@/features/catalog';
import {
  initialFilters,
  initialSearchState,
  listingAnswered,
  listingOpened,
  searchSlice,
  type Filters,
  type ListingScope,
  type SearchSliceState,
  type SearchState,
} from './searchSlice';
import {
  selectListingKey,
  selectListingPending,
  selectListingRequest,
  selectSearchSource,
  selectUrlState,
} from './selectors';
import { parseSearchParams, sameSearchState, toSearchString, type UrlStateOptions } from './urlState';

export interface SearchUrlState {
  /** The listing's state as the URL describes it, read from the search slice. */
  state: SearchState;
  /** The slice holds this page's URL (false only in a render that comes before the store catches up: see below). */
  inStep: boolean;
  /** The page, as the slice is brought in step with it (syncListing). */
  page: ListingPage;
  /** Writes a changed state to the URL (a new history entry unless `replace`); the slice follows. */
  update: (patch: Partial<SearchState>, options?: { replace?: boolean }) => void;
  setFilters: (filters: Filters) => void;
  /** Clear All: every filter back to its default (query, sort and view stay). */
  clearFilters: () => void;
  setSort: (sort: SearchState['sort']) => void;
  setView: (view: SearchState['view']) => void;
  /** A new query starts a fresh search: filters are cleared, sort and view stay. */
  setQuery: (query: string) => void;
  /** Clear Search: no query and no filters (the 'Start searching' state). */
  clearSearch: () => void;
}

interface Store {
  getState(): { search: SearchSliceState };
  dispatch(action: { type: string }): unknown;
  subscribe(listener: () => void): () => void;
}

/** What a page's URL gives the slice: its scope, its options and its search string. */
export interface ListingPage {
  source: string;
  scope: ListingScope;
  search: string;
  options: UrlStateOptions;
}

/**
 * Brings the search slice in step with `page`: when the URL is not the one the slice was taken
 * from, it is parsed (once) and `listingOpened` dispatched; then, if the catalogue already holds
 * the answer to the slice's request, `listingAnswered`. Given a `channel`, a missing answer is asked
 * for (never during a render).
 */
export function syncListing(store: Store, client: QueryClient, page: ListingPage, channel?: string): void {
  if (selectSearchSource(store.getState()) !== page.source) {
    const url = parseSearchParams(page.search, page.options);
    store.dispatch(listingOpened({ source: page.source, scope: page.scope, url }));
  }
  const state = store.getState();
  const request = selectListingRequest(state);
  const key = selectListingKey(state);
  if (request === null || key === null || !selectListingPending(state)) return;
  const result = client.peekListing(request);
  if (result) store.dispatch(listingAnswered({ key, result }));
  else if (channel !== undefined) client.requestListing(channel, request);
}

/** The channel a listing page asks the catalogue on (useListing's; one listing is on screen at a time). */
export const LISTING_CHANNEL = 'listing';

/**
 * Asks the catalogue for the answer the listing will want once the slice takes `search` (a URL the
 * page is about to navigate to): the request that listingOpened would make of it, worked out on a
 * copy of the slice. The input itself asks, so the worker works while React renders the new URL,
 * instead of after the renders that bring the slice in step with it. When the slice does take the
 * URL, syncListing finds the answer there, or the same request already asked (never asked twice).
 */
export function askAhead(
  store: Store,
  client: QueryClient,
  scope: ListingScope,
  search: string,
  options: UrlStateOptions,
): void {
  const request = requestAfter(store, { source: '', scope, url: parseSearchParams(search, options) });
  if (request !== null && !client.peekListing(request)) client.requestListing(LISTING_CHANNEL, request);
}

/** The request the slice would make once it took `opened` (worked out on a copy of the slice). */
function requestAfter(
  store: Store,
  opened: { source: string; scope: ListingScope; url: SearchState },
): ListingRequest | null {
  return selectListingRequest({
    search: searchSlice.reducer(store.getState().search, listingOpened(opened)),
  });
}

/** How many listing pages each store has on screen (committed): while none is, nothing reads the slice. */
const onScreen = new WeakMap<object, number>();

/**
 * Reads the search slice. Not through react-redux's useSelector: while hydrating, that reads
 * Provider's `serverState` (the guest's state from before the prerender's listing took its URL);
 * the slice was given the URL's state as the page rendered, on the server and here alike.
 */
export function useSearchSelector<T>(selector: (state: { search: SearchSliceState }) => T): T {
  const store = useAppStore();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Reads the search slice as useSearchSelector does, except that a change comes as a transition:
 * what the catalogue answered (a listing of 24 cards and its facets) renders in slices that leave
 * the main thread free for the shopper, and renders once, not first with the old value and then
 * with the new. The first render reads the store as it is, as useSearchSelector does.
 */
export function useSearchSelectorInTransition<T>(selector: (state: { search: SearchSliceState }) => T): T {
  const store = useAppStore();
  const [value, setValue] = useState(() => selector(store.getState()));
  const last = useRef(value);
  useEffect(() => {
    const update = () => {
      const next = selector(store.getState());
      if (Object.is(next, last.current)) return;
      last.current = next;
      startTransition(() => setValue(next));
    };
    update();
    return store.subscribe(update);
  }, [store, selector]);
  return value;
}

/**
 * The URL is the source of the listing's state; the search slice is its one read path: the URL is
 * parsed once, into the slice (`listingOpened`), with the catalogue's answer when it is at hand,
 * and the screen reads the slice. The setters only write the URL (reload, Back/Forward and shared
 * links all work), never the slice.
 *
 * When the slice takes the URL matters, because what a render shows must be what the URL says:
 * - While no listing is on screen (the first render of a prerendered page, on the server and
 *   when hydrating; the shell's first render; opening a listing from another page), the slice takes
 *   it at once, in this render: nothing reads the slice yet, so no other component is told of the
 *   change, and the first render on the client equals the server's.
 * - While a listing is on screen, its URL changes (a filter, a sort, Back, another category) come
 *   as a transition that already has the new URL; dispatching then would update the listing still
 *   on screen in the middle of the render. The slice takes the URL in a layout effect, and React
 *   renders again before the browser paints: the render before it (`inStep` false) is never seen,
 *   and asks nothing of the catalogue.
 * Two calls on one page (the search page's, FilteredListing's) give the same source: the second
 * finds the slice in step.
 */
export function useSearchUrlState(scope: ListingScope, options: UrlStateOptions = {}): SearchUrlState {
  // As parseSearchParams reads them, so that two calls of one page give the same source.
  const { sortOptions = SEARCH_SORT_OPTIONS, defaultSort = initialSearchState.sort } = options;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const store = useAppStore();
  const client = useServices().queries;
  const source = JSON.stringify([scope, defaultSort, sortOptions.map((o) => o.value), search]);
  const page = useMemo<ListingPage>(
    () => ({ source, scope, search, options: { sortOptions, defaultSort } }),
    // `source` says all the page holds.
    [source], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (!onScreen.get(store)) syncListing(store, client, page);
  useLayoutEffect(() => {
    onScreen.set(store, (onScreen.get(store) ?? 0) + 1);
    return () => void onScreen.set(store, (onScreen.get(store) ?? 1) - 1);
  }, [store]);
  const key = useSearchSelector(selectListingKey);
  useLayoutEffect(() => {
    syncListing(store, client, page);
  }, [store, client, page, key]);

  const state = useSearchSelector(selectUrlState);
  const inStep = useSearchSelector(selectSearchSource) === source;

  const update = useCallback(
    (patch: Partial<SearchState>, { replace = false }: { replace?: boolean } = {}) => {
      const next = { ...state, ...patch };
      if (sameSearchState(next, state)) return;
      const nextSearch = toSearchString(next, { sortOptions, defaultSort });
      askAhead(store, client, scope, nextSearch, { sortOptions, defaultSort });
      navigate({ pathname, search: nextSearch }, { replace });
    },
    [state, navigate, pathname, sortOptions, defaultSort, store, client, scope],
  );

  return useMemo(
    () => ({
      state,
      inStep,
      page,
      update,
      setFilters: (filters: Filters) => update({ filters }),
      clearFilters: () => update({ filters: initialFilters }),
      setSort: (sort: SearchState['sort']) => update({ sort }),
      setView: (view: SearchState['view']) => update({ view }),
      setQuery: (query: string) => update({ query: query.trim(), filters: initialFilters }),
      clearSearch: () => update({ query: '', filters: initialFilters }),
    }),
    [state, inStep, page, update],
  );
}
