import { ProductListingView, type Product, type SortKey } from '@/features/catalog';
import { FilterSidebar, MobileFilters, useListingFilters } from '@/features/search';
import { Button } from '@/shared/ui';
import { renderProductCard } from '@/widgets/product-card';

export interface FilteredListingProps {
  /** The listing's products in catalogue order (a stable, memoized array). */
  products: readonly Product[];
  /** Names the product list for screen readers, e.g. "Women products". */
  label: string;
  defaultSort?: SortKey;
  /** What the empty state says when the listing itself has nothing (not the filters). */
  emptyMessage?: string;
}

/**
 * A category or sale listing with the filter panel of search: base products → filtered → sorted,
 * with filters, sort and view in the URL (reload, Back and shared links keep them). The sidebar
 * shows from 768 px; below it a Filters button opens the drawer.
 */
export function FilteredListing({ products, label, defaultSort, emptyMessage }: FilteredListingProps) {
  const listing = useListingFilters(products, { defaultSort });
  const filteredAway = products.length > 0 && listing.products.length === 0;
  return (
    <ProductListingView
      products={listing.products}
      label={label}
      sort={listing.sort}
      onSortChange={listing.setSort}
      view={listing.view}
      onViewChange={listing.setView}
      renderCard={renderProductCard}
      sidebar={products.length > 0 ? <FilterSidebar {...listing.panelProps} /> : undefined}
      toolbarExtra={<MobileFilters {...listing.panelProps} />}
      filteredAway={filteredAway}
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
