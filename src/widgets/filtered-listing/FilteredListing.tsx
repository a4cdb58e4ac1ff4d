import { ProductListingView, type SortKey } from '@/features/catalog';
import { FilterSidebar, MobileFilters, useListingFilters, type ListingBase } from '@/features/search';
import { Button } from '@/shared/ui';
import { renderProductCard } from '@/widgets/product-card';

export interface FilteredListingProps {
  /** What the listing lists: a category's products or the sale's (a stable object). */
  base: ListingBase;
  /** Names the product list for screen readers, e.g. "Women products". */
  label: string;
  defaultSort?: SortKey;
  /** What the empty state says when the listing itself has nothing (not the filters). */
  emptyMessage?: string;
}

/**
 * A category or sale listing with the filter panel of search: the catalogue's answer for the
 * listing, through the filters, in the sort, 24 cards at a time (useListingFilters), with filters,
 * sort and view in the URL (reload, Back and shared links keep them). The sidebar shows from
 * 768 px; below it a Filters button opens the drawer.
 */
export function FilteredListing({ base, label, defaultSort, emptyMessage }: FilteredListingProps) {
  const listing = useListingFilters(base, { defaultSort });
  const filteredAway = listing.baseTotal > 0 && listing.total === 0;
  return (
    <ProductListingView
      products={listing.products}
      paging={listing.paging}
      label={label}
      sort={listing.sort}
      onSortChange={listing.setSort}
      view={listing.view}
      onViewChange={listing.setView}
      renderCard={renderProductCard}
      sidebar={listing.baseTotal > 0 ? <FilterSidebar {...listing.panelProps} /> : undefined}
      toolbarExtra={<MobileFilters {...listing.panelProps} />}
      filteredAway={filteredAway}
      loading={listing.loading}
      updating={listing.updating}
      emptyMessage={filteredAway ? 'No products match the filters you chose.' : emptyMessage}
      emptyAction={
        filteredAway ? (
          <Button variant="secondary" onClick={listing.clearFilters}>
            Clear All Filters
          </Button>
        ) : undefined
      }
    />
  );
}
