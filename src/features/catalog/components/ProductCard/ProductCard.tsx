import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { t, translate } from '@/shared/i18n';
import { Button, CartIcon, HeartIcon, IconButton, Price, ProductMedia, Rating } from '@/shared/ui';
import type { Product } from '../../types';
import { isOutOfStock } from '../../stock';
import {
  Actions,
  Body,
  Brand,
  CardRoot,
  Details,
  HeartSlot,
  Meta,
  Name,
  OutOfStock,
  type CardLayout,
} from './ProductCard.styles';

export type { CardLayout };

export interface ProductCardProps {
  product: Product;
  /** grid (default): image above the text; list: image beside it, with the product's details. */
  layout?: CardLayout;
  wishlisted?: boolean;
  /** Add to Cart (the caller adds one of the first size that can be bought; disabled when none can). */
  onAddToCart: (product: Product) => void;
  /** The heart: `add` is true to save the product, false to remove it. */
  onToggleWishlist: (product: Product, add: boolean) => void;
  /** 'eager' for cards in the first visible row; 'lazy' (default) below the fold. */
  imageLoading?: 'eager' | 'lazy';
  /** Level of the name heading: 2 on listings (under the page h1), 3 under a section h2 (default). */
  headingLevel?: 2 | 3;
}

/**
 * One product: image, brand (when known), name, price with struck original price and "% OFF",
 * rating with review count, a wishlist heart and Add to Cart. Image and name both link to the
 * product page; only the name is a tab stop.
 */
export const ProductCard = memo(function ProductCard({
  product,
  layout = 'grid',
  wishlisted = false,
  onAddToCart,
  onToggleWishlist,
  imageLoading = 'lazy',
  headingLevel = 3,
}: ProductCardProps) {
  const nameId = useId();
  const href = `/product/${product.id}`;
  const outOfStock = isOutOfStock(product);
  return (
    <CardRoot $layout={layout} data-product-id={product.id}>
      <ProductMedia
        src={product.image}
        alt={product.name}
        href={href}
        loading={imageLoading}
        decoding="async"
      >
        <HeartSlot>
          <IconButton
            variant="outline"
            label={wishlisted ? t('Remove from wishlist') : t('Add to wishlist')}
            pressed={wishlisted}
            aria-describedby={nameId}
            onClick={() => onToggleWishlist(product, !wishlisted)}
          >
            <HeartIcon filled={wishlisted} />
          </IconButton>
        </HeartSlot>
      </ProductMedia>
      <Body $layout={layout}>
        {product.brand && <Brand>{product.brand}</Brand>}
        <Name as={`h${headingLevel}`} id={nameId} $layout={layout}>
          <Link to={href}>{product.name}</Link>
        </Name>
        <Meta>
          <Price
            price={product.price}
            originalPrice={product.originalPrice}
            discount={product.discount}
            size="sm"
          />
          <Rating value={product.rating} count={product.reviews} />
          {layout === 'list' && (
            <Details>
              {[
                translate(product.type ?? product.category),
                translate(product.color),
                t('Sizes: {sizes}', { sizes: product.size.map((size) => translate(size)).join(', ') }),
              ].join(' · ')}
            </Details>
          )}
        </Meta>
        <Actions $layout={layout}>
          {outOfStock && <OutOfStock>{t('Out of stock')}</OutOfStock>}
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            startIcon={<CartIcon />}
            aria-describedby={nameId}
            disabled={outOfStock}
            onClick={() => onAddToCart(product)}
          >
            {t('Add to Cart')}
          </Button>
        </Actions>
      </Body>
    </CardRoot>
  );
});
