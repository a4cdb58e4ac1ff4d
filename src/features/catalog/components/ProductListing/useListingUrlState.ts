import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSortKey, type SortKey } from '../../sort';
import type { CardLayout } from '../ProductCard';

/**
 * A listing's sort and view, kept in the URL (`?sort=priceLowToHigh&view=list`) so that reload,
 * shared links and Back keep them. Defaults are left out of the URL; other parameters (filters)
 * are kept untouched. Changing the sort adds a history entry; changing the view replaces it.
 */
export function useListingUrlState(defaultSort: SortKey = 'featured') {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const sort: SortKey = isSortKey(rawSort) ? rawSort : defaultSort;
  const view: CardLayout = params.get('view') === 'list' ? 'list' : 'grid';

  const setSort = useCallback(
    (next: SortKey) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === defaultSort) p.delete('sort');
          else p.set('sort', next);
          return p;
        },
        { preventScrollReset: true },
      ),
    [setParams, defaultSort],
  );

  const setView = useCallback(
    (next: CardLayout) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === 'grid') p.delete('view');
          else p.set('view', next);
          return p;
        },
        { preventScrollReset: true, replace: true },
      ),
    [setParams],
  );

  return { sort, view, setSort, setView };
}
