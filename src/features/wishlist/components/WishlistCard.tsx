import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@/features/catalog';
import { Button, CartIcon, HeartIcon, IconButton, Price } from '@/shared/ui';
import { Actions, Body, Brand, CardRoot, HeartSlot, ImageLink, Media, Name } from './WishlistCard.styles';

/** Product images are drawn at 400 × 500. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 500;

export interface WishlistCardProps {
  product: Product;
  /** The filled heart, "Remove from wishlist". */
  onRemove: (product: Product) => void;
  /** Add to Cart (the caller adds one of the first listed size). */
  onAddToCart: (product: Product) => void;
}

/**
 * A saved product: image, a remove heart, brand (when known), name, price with the struck
 * original price and its discount badge, and Add to Cart.
 */
export const WishlistCard = memo(function WishlistCard({
  product,
  onRemove,
  onAddToCart,
}: WishlistCardProps) {
  const nameId = useId();
  const href = `/product/${product.id}`;
  return (
    <CardRoot aria-labelledby={nameId}>
      <Media>
        <ImageLink to={href} tabIndex={-1} aria-hidden="true">
          <img
            src={product.image}
            alt={product.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
          />
        </ImageLink>
        <HeartSlot>
          <IconButton
            variant="outline"
            label="Remove from wishlist"
            aria-describedby={nameId}
            onClick={() => onRemove(product)}
          >
            <HeartIcon filled />
          </IconButton>
        </HeartSlot>
      </Media>
      <Body>
        {product.brand && <Brand>{product.brand}</Brand>}
        <Name id={nameId}>
          <Link to={href}>{product.name}</Link>
        </Name>
        <Price
          price={product.price}
          originalPrice={product.originalPrice}
          discount={product.discount}
          size="sm"
        />
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            startIcon={<CartIcon />}
            aria-describedby={nameId}
            onClick={() => onAddToCart(product)}
          >
            Add to Cart
          </Button>
        </Actions>
      </Body>
    </CardRoot>
  );
});
