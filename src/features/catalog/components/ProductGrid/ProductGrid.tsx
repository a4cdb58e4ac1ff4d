import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { Product } from '../../types';
import type { CardLayout } from '../ProductCard';

export interface CardRenderOptions {
  layout: CardLayout;
  imageLoading: 'eager' | 'lazy';
  headingLevel: 2 | 3;
}

export interface ProductGridProps {
  products: readonly Product[];
  /** grid (default) or list. */
  layout?: CardLayout;
  /** How many leading cards load their images eagerly (the first visible row); the rest are lazy. */
  eagerCount?: number;
  /** Level of each card's name heading (default 3). */
  headingLevel?: 2 | 3;
  /** Renders one card: `renderProductCard` in the shop, a plain ProductCard in stories. */
  renderCard: (product: Product, options: CardRenderOptions) => ReactNode;
  /** Names the list for screen readers, e.g. "Featured Products". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The list is being replaced (a new sort or filter's answer is on its way). */
  'aria-busy'?: boolean;
  listRef?: Ref<HTMLUListElement>;
  className?: string;
}

const Frame = styled.div`
  container-type: inline-size;
`;

/**
 * The columns (--cols) and the gap between them (--gap) as the frame's width allows. A card not
 * yet laid out takes the height a grid card takes (--card-h): its picture (4:5) across its column,
 * about 125% of the frame's width (100cqi: the frame is a size container) over the columns, less
 * a gap, and 13rem of name, brand, price and button (12 to 13rem measured at 390 to 1600 px); or
 * a list row's 14rem.
 */
const List = styled.ul`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;
  --cols: 2;
  --gap: ${({ theme }) => theme.space.md};
  --card-h: calc(125cqi / var(--cols) + 13rem - var(--gap));
  gap: var(--gap);
  grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
  @container (min-width: 36rem) {
    --cols: 3;
    --gap: ${({ theme }) => theme.space.lg};
  }
  @container (min-width: 54rem) {
    --cols: 4;
    --gap: ${({ theme }) => theme.space.xl};
  }
  &[data-layout='list'] {
    --cols: 1;
    --card-h: 14rem;
    @container (min-width: 54rem) {
      --gap: ${({ theme }) => theme.space.lg};
    }
  }

  & > li {
    min-width: 0;
    /* A card below the screen is laid out and painted only as it comes near: a listing of 24 (and
       more after Load more) costs a phone what the cards on screen cost. Until then it takes the
       room of a card as wide as its column (and, once seen, its own), so nothing jumps as the
       shopper scrolls: not even the Load more button she is about to press. */
    content-visibility: auto;
    contain-intrinsic-size: auto var(--card-h);
  }
`;

/** A responsive list of product cards: 2 columns on phones, 3 or 4 as the space allows; or a list. */
export function ProductGrid({
  products,
  layout = 'grid',
  eagerCount = 0,
  headingLevel = 3,
  renderCard,
  listRef,
  className,
  ...aria
}: ProductGridProps) {
  return (
    <Frame className={className}>
      <List data-layout={layout} ref={listRef} {...aria}>
        {products.map((product, index) => (
          <li key={product.id}>
            {renderCard(product, {
              layout,
              imageLoading: index < eagerCount ? 'eager' : 'lazy',
              headingLevel,
            })}
          </li>
        ))}
      </List>
    </Frame>
  );
}
