import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE } from '../../../../shared/lib/constants';
import { ButtonLink, EmptyState, Icons } from '../../../../shared/ui';
import { CATEGORY_SORT_OPTIONS, sortProducts, type SortKey } from '../../sort';
import type { Product } from '../../types';
import { ListingHeader } from '../ListingHeader';
import { LoadMore } from '../LoadMore';
import { renderProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { useListingUrlState } from './useListingUrlState';

const Body = styled.div<{ $withSidebar: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme, $withSidebar }) =>
    $withSidebar &&
    `${theme.media.md} {
      grid-template-columns: 15rem minmax(0, 1fr);
    }
    ${theme.media.lg} {
      grid-template-columns: 16.5rem minmax(0, 1fr);
    }`}
`;

/** The filter column: from 768 px only (below, filters live in a drawer opened from the toolbar). */
const SidebarSlot = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const Results = styled.div`
  min-width: 0;
`;

/** How many cards load their images eagerly: the first row of the widest grid. */
const EAGER_CARDS = 4;

export interface ProductListingProps {
  /** The listing's products before sorting (and, later, filtering), in catalogue order. */
  products: readonly Product[];
  /** Names the product list for screen readers, e.g. "Women products". */
  label: string;
  defaultSort?: SortKey;
  sortOptions?: readonly { value: SortKey; label: string }[];
  /** The filter sidebar's content, shown beside the results from 768 px (it brings its own landmark). */
  sidebar?: ReactNode;
  /** Extra controls in the bar above the results (e.g. the Filters drawer button). */
  toolbarExtra?: ReactNode;
  emptyTitle?: string;
  emptyMessage?: string;
}

/**
 * A product listing: count, sort and view (both kept in the URL), cards (24, then Load more) and
 * the empty state. The list shown is derived in one place: base products → sorted → first N.
 */
export function ProductListing({
  products,
  label,
  defaultSort = 'featured',
  sortOptions = CATEGORY_SORT_OPTIONS,
  sidebar,
  toolbarExtra,
  emptyTitle = 'No products found',
  emptyMessage = 'No products available in this category at the moment',
}: ProductListingProps) {
  const { sort, view, setSort, setView } = useListingUrlState(defaultSort);
  const sorted = useMemo(() => sortProducts(products, sort), [products, sort]);

  // Load more: the count resets whenever the list itself changes (new sort, new products).
  const [paging, setPaging] = useState({ list: sorted, count: PAGE_SIZE });
  const count = paging.list === sorted ? paging.count : PAGE_SIZE;
  const shown = useMemo(() => sorted.slice(0, count), [sorted, count]);

  // After Load more, focus moves to the first new card so keyboard users carry on from there.
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('a:not([tabindex="-1"])')?.focus();
  }, [count]);

  const loadMore = () => {
    focusIndex.current = count;
    setPaging({ list: sorted, count: count + PAGE_SIZE });
  };

  return (
    <Body $withSidebar={Boolean(sidebar)}>
      {sidebar && <SidebarSlot>{sidebar}</SidebarSlot>}
      <Results>
        {sorted.length === 0 ? (
          <EmptyState
            icon={<Icons.Search />}
            title={emptyTitle}
            message={emptyMessage}
            action={
              <ButtonLink to="/" variant="secondary">
                Continue Shopping
              </ButtonLink>
            }
          />
        ) : (
          <>
            <ListingHeader
              count={sorted.length}
              sort={sort}
              onSortChange={setSort}
              sortOptions={sortOptions}
              view={view}
              onViewChange={setView}
              extra={toolbarExtra}
            />
            <ProductGrid
              products={shown}
              layout={view}
              headingLevel={2}
              eagerCount={EAGER_CARDS}
              renderCard={renderProductCard}
              aria-label={label}
              listRef={listRef}
            />
            <LoadMore shown={shown.length} total={sorted.length} onLoadMore={loadMore} />
          </>
        )}
      </Results>
    </Body>
  );
}
