import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { PAGE_SIZE } from './constants';

/** The first link of an item that the keyboard reaches (a card's image link is out of the tab order). */
const FIRST_TABBABLE_LINK = 'a:not([tabindex="-1"])';

export interface PagedListOptions {
  /** Items per page (default PAGE_SIZE, 24). */
  pageSize?: number;
  /** What takes focus in the first new item after Load more (default: its first tabbable link). */
  focusSelector?: string;
}

export interface PagedList<T, E extends HTMLElement> {
  /** The items on show: the first pages of the list. */
  shown: readonly T[];
  /** Put it on the list element whose children are the items (ProductGrid's `listRef`). */
  listRef: RefObject<E | null>;
  /** Shows one more page and moves focus into its first item. */
  loadMore: () => void;
}

/**
 * "Load more" paging: one page of `items`, then one more per `loadMore`, whose first new item
 * takes focus (so keyboard and screen-reader users carry on from where the list grew). The count
 * starts again at one page whenever `items` is a different array (a new sort, new filters).
 */
export function usePagedList<T, E extends HTMLElement = HTMLUListElement>(
  items: readonly T[],
  { pageSize = PAGE_SIZE, focusSelector = FIRST_TABBABLE_LINK }: PagedListOptions = {},
): PagedList<T, E> {
  const [paging, setPaging] = useState({ list: items, count: pageSize });
  const count = paging.list === items ? paging.count : pageSize;
  const shown = useMemo(() => items.slice(0, count), [items, count]);

  const listRef = useRef<E>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>(focusSelector)?.focus();
  }, [count, focusSelector]);

  const loadMore = () => {
    focusIndex.current = count;
    setPaging({ list: items, count: count + pageSize });
  };

  return { shown, listRef, loadMore };
}
