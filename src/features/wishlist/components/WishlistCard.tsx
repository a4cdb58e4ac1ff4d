import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@/features/catalog';
import { t } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import { Button, CartIcon, HeartIcon, IconButton, Price, ProductMedia } from '@/shared/ui';
import { Actions, Body, Brand, CardRoot, HeartSlot, Name, PriceDrop } from './WishlistCard.styles';

export interface WishlistCardProps {
  product: Product;
  /** The filled heart, "Remove from wishlist". */
  onRemove: (product: Product) => void;
  /** Add to Cart (the caller adds one of the first listed size). */
  onAddToCart: (product: Product) => void;
  /** How much lower the price is than when the product was saved (0 or absent: not lower). */
  priceDrop?: number;
}

/**
 * A saved product: image, a remove heart, brand (when known), name, price with the struck
 * original price and its discount badge, 'Price dropped by ₹n' when it costs less than when it
 * was saved, and Add to Cart.
 */
export const WishlistCard = memo(function WishlistCard({
  product,
  onRemove,
  onAddToCart,
  priceDrop = 0,
}: WishlistCardProps) {
  const nameId = useId();
  const href = `/product/${product.id}`;
  return (
    <CardRoot aria-labelledby={nameId}>
      <ProductMedia src={product.image} alt={product.name} href={href}>
        <HeartSlot>
          <IconButton
            variant="outline"
            label={t('Remove from wishlist')}
            aria-describedby={nameId}
            onClick={() => onRemove(product)}
          >
            <HeartIcon filled />
          </IconButton>
        </HeartSlot>
      </ProductMedia>
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
        {priceDrop > 0 && (
          <PriceDrop>{t('Price dropped by {amount}', { amount: formatINR(priceDrop) })}</PriceDrop>
        )}
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            startIcon={<CartIcon />}
            aria-describedby={nameId}
            onClick={() => onAddToCart(product)}
          >
            {t('Add to Cart')}
          </Button>
        </Actions>
      </Body>
    </CardRoot>
  );
});
