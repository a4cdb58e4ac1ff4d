import { useMemo } from 'react';
import { sortProducts, type SortKey } from '../../sort';
import type { Product } from '../../types';
import { renderProductCard } from '../ProductCard';
import { ProductListingView, type ProductListingViewProps } from './ProductListingView';
import { useListingUrlState } from './useListingUrlState';

export interface ProductListingProps extends Omit<
  ProductListingViewProps,
  'products' | 'sort' | 'onSortChange' | 'view' | 'onViewChange' | 'renderCard'
> {
  /** The listing's products in catalogue order, before sorting. */
  products: readonly Product[];
  defaultSort?: SortKey;
}

/**
 * ProductListingView with sort and view kept in the URL and connected cards. The list shown is
 * derived in one place: base products → sorted (a listing with filters derives base → filtered →
 * sorted, e.g. with the search feature's useListingFilters, and renders ProductListingView itself).
 */
export function ProductListing({ products, defaultSort = 'featured', ...rest }: ProductListingProps) {
  const { sort, view, setSort, setView } = useListingUrlState(defaultSort);
  const sorted = useMemo(() => sortProducts(products, sort), [products, sort]);
  return (
    <ProductListingView
      {...rest}
      products={sorted}
      sort={sort}
      onSortChange={setSort}
      view={view}
      onViewChange={setView}
      renderCard={renderProductCard}
    />
  );
}
