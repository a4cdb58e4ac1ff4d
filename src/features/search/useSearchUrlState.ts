import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { initialFilters, urlStateChanged, type Filters, type SearchState } from './searchSlice';
import { parseSearchParams, sameSearchState, toSearchString, type UrlStateOptions } from './urlState';

export interface SearchUrlState {
  /**
   * The listing's state, as the URL says it (the store holds the same, and follows the URL). Read
   * from the address, not the store: a navigation's render (a transition) already has it, and the
   * store's catching up afterwards never renders the listing again, synchronously.
   */
  state: SearchState;
  /**
   * The state the URL describes, from the first render on (the store catches up before the
   * browser paints, but a prerendered page is rendered before any effect runs).
   */
  fromUrl: SearchState;
  /** Writes a changed state to the URL (a new history entry unless `replace`); the store follows. */
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

/**
 * Keeps the search slice in step with the URL, one way: the URL is parsed (defensively) and, when
 * it describes a different state, `urlStateChanged` is dispatched before the browser paints. The
 * screen renders what the URL says (the same state). The setters only write the URL (so reload,
 * Back/Forward and shared links all work), never the store. Call it once per page.
 */
export function useSearchUrlState(options: UrlStateOptions = {}): SearchUrlState {
  const { sortOptions, defaultSort } = options;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const parsed = useMemo(
    () => parseSearchParams(search, { sortOptions, defaultSort }),
    [search, sortOptions, defaultSort],
  );

  useLayoutEffect(() => {
    if (!sameSearchState(store.getState().search, parsed)) dispatch(urlStateChanged(parsed));
  }, [parsed, store, dispatch]);

  const update = useCallback(
    (patch: Partial<SearchState>, { replace = false }: { replace?: boolean } = {}) => {
      const next = { ...parsed, ...patch };
      if (sameSearchState(next, parsed)) return;
      navigate({ pathname, search: toSearchString(next, { sortOptions, defaultSort }) }, { replace });
    },
    [parsed, navigate, pathname, sortOptions, defaultSort],
  );

  return useMemo(
    () => ({
      state: parsed,
      fromUrl: parsed,
      update,
      setFilters: (filters: Filters) => update({ filters }),
      clearFilters: () => update({ filters: initialFilters }),
      setSort: (sort: SearchState['sort']) => update({ sort }),
      setView: (view: SearchState['view']) => update({ view }),
      setQuery: (query: string) => update({ query: query.trim(), filters: initialFilters }),
      clearSearch: () => update({ query: '', filters: initialFilters }),
    }),
    [parsed, update],
  );
}
