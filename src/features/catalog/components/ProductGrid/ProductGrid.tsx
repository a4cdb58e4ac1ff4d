import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
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

const List = styled.ul<{ $layout: CardLayout }>`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space.md};

  ${({ $layout, theme }) =>
    $layout === 'grid'
      ? css`
          grid-template-columns: repeat(2, minmax(0, 1fr));
          @container (min-width: 36rem) {
            grid-template-columns: repeat(3, minmax(0, 1fr));
            gap: ${theme.space.lg};
          }
          @container (min-width: 54rem) {
            grid-template-columns: repeat(4, minmax(0, 1fr));
            gap: ${theme.space.xl};
          }
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          @container (min-width: 36rem) {
            gap: ${theme.space.lg};
          }
        `}

  & > li {
    min-width: 0;
    /* A card below the screen is laid out and painted only as it comes near: a listing of 24 (and
       more after Load more) costs a phone what the cards on screen cost. Until then it takes the
       room of a card (and, once seen, its own), so nothing jumps as the shopper scrolls. */
    content-visibility: auto;
    contain-intrinsic-size: auto 22rem;
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
      <List $layout={layout} ref={listRef} {...aria}>
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
