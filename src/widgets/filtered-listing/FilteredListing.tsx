import { useCallback, useEffect, useState } from 'react';
import { FiltersSkeleton, ProductListingView, type SortKey } from '@/features/catalog';
import {
  FilterSidebar,
  MobileFilters,
  NoResults,
  ResultsHeader,
  useListingFilters,
  type ListingScope,
} from '@/features/search';
import { t } from '@/shared/i18n';
import { Button, EmptyState, SearchIcon } from '@/shared/ui';
import { renderProductCard } from '@/widgets/product-card';

export interface FilteredListingProps {
  /** What the listing lists: a category's products, the sale's, or the URL's search (a stable object). */
  scope: ListingScope;
  /** Names the product list for screen readers, e.g. "Women products" (a search: "Results for …"). */
  label?: string;
  /** The sorts the listing offers (default: the category listing's six). */
  sortOptions?: readonly { value: SortKey; label: string }[];
  defaultSort?: SortKey;
  /** What the empty state says when the listing itself has nothing (not the filters). */
  emptyMessage?: string;
}

/**
 * A category, sale or search listing with its filter panel: the catalogue's answer for the
 * listing, through the filters, in the sort, 24 cards at a time, read from the search slice
 * (useListingFilters), with the query, filters, sort and view in the URL (reload, Back and shared
 * links keep them). The sidebar shows from 768 px; below it a Filters button opens the drawer.
 */
export function FilteredListing({
  scope,
  label,
  sortOptions,
  defaultSort,
  emptyMessage,
}: FilteredListingProps) {
  const listing = useListingFilters(scope, { sortOptions, defaultSort });
  const { query, sort, view } = listing.state;
  const search = scope.kind === 'search';
  // 'Clear All Filters' and 'Clear Search' under an empty listing take themselves off the page:
  // focus moves to the page's heading once it has re-rendered, never to the document.
  const [refocusing, setRefocusing] = useState(0);
  const refocus = useCallback(() => setRefocusing((n) => n + 1), []);
  useEffect(() => {
    const heading = refocusing > 0 ? document.querySelector<HTMLElement>('main h1') : null;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [refocusing]);

  if (listing.failed) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={search ? t('Search is not available right now') : t('Products are not available right now')}
        message={t('Please check your connection and try again.')}
        action={<Button onClick={listing.retry}>{t('Try again')}</Button>}
      />
    );
  }
  if (search && !listing.loading && listing.baseTotal === 0) {
    // Nothing matches the query: no filter panel, just the way back.
    return (
      <>
        <ResultsHeader
          query={query}
          total={0}
          sort={sort}
          sortOptions={sortOptions ?? []}
          onSortChange={listing.setSort}
          view={view}
          onViewChange={listing.setView}
          showHeading={false}
          showControls={false}
        />
        <NoResults query={query} onClearSearch={listing.clearSearch} />
      </>
    );
  }

  const filteredAway = listing.baseTotal > 0 && listing.total === 0;
  const clearAll = (
    <Button
      variant={search ? 'primary' : 'secondary'}
      onClick={() => {
        listing.clearFilters();
        refocus();
      }}
    >
      {t('Clear All Filters')}
    </Button>
  );
  return (
    <ProductListingView
      products={listing.products}
      paging={listing.paging}
      label={label ?? t('Results for {query}', { query })}
      sort={sort}
      sortOptions={sortOptions}
      onSortChange={listing.setSort}
      view={view}
      onViewChange={listing.setView}
      renderCard={renderProductCard}
      sidebar={
        listing.loading ? (
          // Its room, until the first answer says whether there is anything to filter.
          <FiltersSkeleton />
        ) : listing.baseTotal > 0 ? (
          <FilterSidebar {...listing.panelProps} />
        ) : undefined
      }
      toolbarExtra={<MobileFilters {...listing.panelProps} />}
      filteredAway={filteredAway}
      loading={listing.loading}
      updating={listing.updating}
      emptyMessage={
        !filteredAway
          ? emptyMessage
          : search
            ? t('No products for “{query}” match these filters. Try removing some of them.', { query })
            : t('No products match the filters you chose.')
      }
      emptyAction={
        filteredAway ? (
          search ? (
            <>
              {clearAll}
              <Button
                variant="secondary"
                onClick={() => {
                  listing.clearSearch();
                  refocus();
                }}
              >
                {t('Clear Search')}
              </Button>
            </>
          ) : (
            clearAll
          )
        ) : undefined
      }
    />
  );
}
