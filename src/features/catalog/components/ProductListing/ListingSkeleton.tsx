import styled from 'styled-components';
import type { Product } from '../../types';
import type { CardLayout } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';

/**
 * A placeholder card in the height a card takes (ProductGrid's --card-h): the picture's 4:5 (a
 * row's picture in a list), then one block where the name, brand and price will be.
 */
const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: var(--card-h);
  &::before,
  &::after {
    content: '';
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &::before {
    aspect-ratio: 4 / 5;
  }
  &::after {
    height: 4.5rem;
    width: 70%;
  }
  [data-layout='list'] & {
    flex-direction: row;
  }
  [data-layout='list'] &::before {
    aspect-ratio: auto;
    width: 8rem;
  }
`;

/**
 * The room of the listing's toolbar (ListingHeader: the count, the view, the sort; and below 768
 * px the Filters button on a row of its own), so that the cards start where they will.
 */
const ToolbarRoom = styled.div`
  height: 121px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.md} {
    height: 73px;
  }
  ${({ theme }) => theme.media.lg} {
    height: 69px;
  }
`;

/**
 * The filter column's room while the listing's first answer is on its way (ProductListingView
 * shows the column from 768 px only): the results beside it start where they will.
 */
export const FiltersSkeleton = styled.div.attrs({ 'aria-hidden': true, 'data-skeleton': '' })`
  height: 40rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

/** The placeholders' stand-in products: nothing of them is shown but their places. */
const PLACES = Array.from({ length: 8 }, (_, index) => ({ id: -1 - index }) as Product);
const placeholder = () => <Placeholder />;

/**
 * The listing's room while its products are on their way: the toolbar's room (its heights are
 * ListingHeader's at each width: e2e/prerender.spec.ts fails on a shift) and eight placeholder
 * cards laid out by ProductGrid itself (its columns, gaps and card height), so that the cards take
 * their places without moving anything. Hidden from assistive technology: whoever shows it says
 * in words that the products are loading.
 */
export function ListingSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <div aria-hidden="true" data-skeleton="">
      <ToolbarRoom />
      <ProductGrid products={PLACES} layout={layout} renderCard={placeholder} />
    </div>
  );
}
