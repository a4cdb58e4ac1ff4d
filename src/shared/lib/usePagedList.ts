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

export interface FocusNewItems<E extends HTMLElement> {
  /** Put it on the list element whose children are the items. */
  listRef: RefObject<E | null>;
  /** Call when more items were asked for: the first of them takes focus once shown. */
  focusFrom: (index: number) => void;
}

/**
 * After Load more, the first new item takes focus once it is on screen (so keyboard and
 * screen-reader users carry on from where the list grew). `shown`: how many items are on screen.
 */
export function useFocusNewItems<E extends HTMLElement = HTMLUListElement>(
  shown: number,
  focusSelector = FIRST_TABBABLE_LINK,
): FocusNewItems<E> {
  const listRef = useRef<E>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown <= index) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>(focusSelector)?.focus();
  }, [shown, focusSelector]);
  const focusFrom = (index: number) => {
    focusIndex.current = index;
  };
  return { listRef, focusFrom };
}

/**
 * "Load more" paging: one page of `items`, then one more per `loadMore`, whose first new item
 * takes focus. The count starts again at one page whenever `items` is a different array (a new
 * sort, new filters).
 */
export function usePagedList<T, E extends HTMLElement = HTMLUListElement>(
  items: readonly T[],
  { pageSize = PAGE_SIZE, focusSelector = FIRST_TABBABLE_LINK }: PagedListOptions = {},
): PagedList<T, E> {
  const [paging, setPaging] = useState({ list: items, count: pageSize });
  const count = paging.list === items ? paging.count : pageSize;
  const shown = useMemo(() => items.slice(0, count), [items, count]);
  const { listRef, focusFrom } = useFocusNewItems<E>(shown.length, focusSelector);

  const loadMore = () => {
    focusFrom(shown.length);
    setPaging({ list: items, count: count + pageSize });
  };

  return { shown, listRef, loadMore };
}
