import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { useFocusNewItems, usePagedList } from '@/shared/lib/usePagedList';
import { ButtonLink, EmptyState, SearchIcon, VisuallyHidden } from '@/shared/ui';
import { CATEGORY_SORT_OPTIONS, type SortKey } from '../../sort';
import type { Product } from '../../types';
import { ListingHeader } from '../ListingHeader';
import { LoadMore } from '../LoadMore';
import type { CardLayout } from '../ProductCard';
import { ProductGrid, type ProductGridProps } from '../ProductGrid';
import { ListingSkeleton } from './ListingSkeleton';

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

export interface ProductListingViewProps {
  /**
   * The products to list, already in their final order (filtered and sorted): all of them, paged
   * here 24 at a time; or, with `paging`, the ones to show now.
   */
  products: readonly Product[];
  /**
   * The list is paged where it is worked out (the catalogue's worker): `products` are those asked
   * for so far, `total` how many there are, `onLoadMore` asks for more.
   */
  paging?: { total: number; onLoadMore: () => void };
  /** Names the product list for screen readers, e.g. "Women products". */
  label: string;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  sortOptions?: readonly { value: SortKey; label: string }[];
  view: CardLayout;
  onViewChange: (view: CardLayout) => void;
  /** Renders one card: `renderProductCard` in the shop, a plain ProductCard in stories. */
  renderCard: ProductGridProps['renderCard'];
  /** The filter sidebar's content, shown beside the results from 768 px (it brings its own landmark). */
  sidebar?: ReactNode;
  /** Extra controls in the bar above the results (e.g. the Filters drawer button). */
  toolbarExtra?: ReactNode;
  emptyTitle?: string;
  emptyMessage?: string;
  /** The empty state's action (default: a Continue Shopping link home), e.g. Clear All Filters. */
  emptyAction?: ReactNode;
  /**
   * The list is empty because of the shopper's filters, not the catalogue: the count ('0 products
   * found'), sort, view and the toolbar (the phone's Filters button, with its drawer) stay, so the
   * shopper can change what they chose.
   */
  filteredAway?: boolean;
  /** The list has not arrived yet (the catalogue is still answering): a spinner where it will be. */
  loading?: boolean;
  /**
   * A new list is on its way (a new sort or filters): the one on screen stays, marked busy
   * (`aria-busy`), until it comes.
   */
  updating?: boolean;
}

/**
 * A product listing: the count ("N products found", always the full total), Sort by, Grid/List
 * view, the cards 24 at a time with Load more (focus moves to the first new card), an optional
 * filter sidebar, and the empty state (below the controls when the filters emptied the list).
 */
export function ProductListingView({
  products,
  paging,
  label,
  sort,
  onSortChange,
  sortOptions = CATEGORY_SORT_OPTIONS,
  view,
  onViewChange,
  renderCard,
  sidebar,
  toolbarExtra,
  emptyTitle = t('No products found'),
  emptyMessage = t('No products available in this category at the moment'),
  emptyAction,
  filteredAway = false,
  loading = false,
  updating = false,
}: ProductListingViewProps) {
  // Load more: the count starts again whenever the list itself changes (new sort, new filters).
  const local = usePagedList(products);
  const remote = useFocusNewItems(products.length);
  const shown = paging ? products : local.shown;
  const total = paging ? paging.total : products.length;
  const listRef = paging ? remote.listRef : local.listRef;
  const loadMore = paging
    ? () => {
        remote.focusFrom(products.length);
        paging.onLoadMore();
      }
    : local.loadMore;

  return (
    <Body $withSidebar={Boolean(sidebar)}>
      {sidebar && <SidebarSlot>{sidebar}</SidebarSlot>}
      <Results>
        {(total > 0 || filteredAway) && (
          <ListingHeader
            count={total}
            sort={sort}
            onSortChange={onSortChange}
            sortOptions={sortOptions}
            view={view}
            onViewChange={onViewChange}
            extra={toolbarExtra}
          />
        )}
        {loading ? (
          <>
            <VisuallyHidden role="status">{t('Loading products…')}</VisuallyHidden>
            <ListingSkeleton layout={view} />
          </>
        ) : total === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title={emptyTitle}
            message={emptyMessage}
            action={
              emptyAction ?? (
                <ButtonLink to="/" variant="secondary">
                  {t('Continue Shopping')}
                </ButtonLink>
              )
            }
          />
        ) : (
          <>
            <ProductGrid
              products={shown}
              layout={view}
              headingLevel={2}
              eagerCount={EAGER_CARDS}
              renderCard={renderCard}
              aria-label={label}
              aria-busy={updating || undefined}
              listRef={listRef}
            />
            <LoadMore shown={shown.length} total={total} onLoadMore={loadMore} />
          </>
        )}
      </Results>
    </Body>
  );
}
