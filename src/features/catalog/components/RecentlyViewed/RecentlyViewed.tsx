import { useId } from 'react';
import styled from 'styled-components';
import { Button, PageHeader } from '@/shared/ui';
import type { Product } from '../../types';
import { ProductGrid, type ProductGridProps } from '../ProductGrid';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.xxl};
`;

export interface RecentlyViewedProps {
  /** The products to show, most recent first (the page leaves out the product it shows). */
  products: readonly Product[];
  /** 'Clear recently viewed'. */
  onClear: () => void;
  /** Renders one card: `renderProductCard` in the shop. */
  renderCard: ProductGridProps['renderCard'];
}

/**
 * 'Recently viewed': a section labelled by its h2 with the products the shopper last looked at,
 * and 'Clear recently viewed'. Renders nothing when there is nothing to show.
 */
export function RecentlyViewed({ products, onClear, renderCard }: RecentlyViewedProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <PageHeader
        level={2}
        headingId={headingId}
        title="Recently viewed"
        subtitle={
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear recently viewed
          </Button>
        }
      />
      <ProductGrid products={products} renderCard={renderCard} aria-labelledby={headingId} />
    </Section>
  );
}
