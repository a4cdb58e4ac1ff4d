import type { ReactNode, Ref } from 'react';
import { formatINR } from '@/shared/lib/money';
import { Button, CartIcon, HeartIcon, Price, Rating } from '@/shared/ui';
import type { Product } from '../../types';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { QuantityStepper } from '../QuantityStepper';
import { ServiceBadges } from '../ServiceBadges';
import { SizeSelector } from '../SizeSelector';
import {
  Actions,
  BestPrice,
  Brand,
  Divider,
  Facts,
  ImageFrame,
  Info,
  Layout,
  Name,
  RatingRow,
  TitleBlock,
} from './ProductDetails.styles';

export interface ProductDetailsProps {
  product: Product;
  /** The chosen size, or null. */
  size: string | null;
  onSizeChange: (size: string) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The most the stepper goes to: what the cart can still take of the chosen size (default 99). */
  maxQuantity?: number;
  /** Add to Cart: the page checks the size and adds `quantity` of it. */
  onAddToCart: () => void;
  wishlisted: boolean;
  /** `add` is true to save the product, false to remove it. */
  onToggleWishlist: (add: boolean) => void;
  /** The size group, so the page can move focus there when a size is missing. */
  sizeGroupRef?: Ref<HTMLDivElement>;
  /** Id of the h1, so the page's section can be labelled by it. */
  titleId?: string;
  /** The Share button (the page's: it knows the product's address), beside the rating. */
  share?: ReactNode;
  /** 'Delivery options' (the page's: it knows the remembered pincode), under Add to Cart. */
  delivery?: ReactNode;
  /** The best coupon for one of this product alone, and the price it gives (under the price). */
  bestOffer?: { code: string; price: number } | null;
}

/**
 * The top of the product page: image (the page's largest paint, loaded first), brand, name (h1),
 * rating, price with struck original and "% OFF", details, sizes, quantity, Add to Cart, the
 * wishlist toggle ("Wishlisted" when saved) and the service badges.
 */
export function ProductDetails({
  product,
  size,
  onSizeChange,
  quantity,
  onQuantityChange,
  maxQuantity = MAX_LINE_QUANTITY,
  onAddToCart,
  wishlisted,
  onToggleWishlist,
  sizeGroupRef,
  titleId,
  share,
  delivery,
  bestOffer,
}: ProductDetailsProps) {
  return (
    <Layout>
      <ImageFrame src={product.image} alt={product.name} radius="lg" loading="eager" fetchPriority="high" />
      <Info>
        <TitleBlock>
          {product.brand && <Brand>{product.brand}</Brand>}
          <Name id={titleId}>{product.name}</Name>
          <RatingRow>
            <Rating value={product.rating} count={product.reviews} />
            {share}
          </RatingRow>
        </TitleBlock>
        <Price
          price={product.price}
          originalPrice={product.originalPrice}
          discount={product.discount}
          size="lg"
        />
        {bestOffer && (
          <BestPrice>
            Best price {formatINR(bestOffer.price)} with <strong>{bestOffer.code}</strong>
          </BestPrice>
        )}
        <Facts>
          <dt>Category</dt>
          <dd>{product.category}</dd>
          {product.type && (
            <>
              <dt>Type</dt>
              <dd>{product.type}</dd>
            </>
          )}
          <dt>Colour</dt>
          <dd>{product.color}</dd>
        </Facts>
        <Divider />
        <SizeSelector sizes={product.size} value={size} onChange={onSizeChange} groupRef={sizeGroupRef} />
        <QuantityStepper value={quantity} onChange={onQuantityChange} max={maxQuantity} />
        <Actions>
          <Button size="md" fullWidth startIcon={<CartIcon />} onClick={onAddToCart}>
            Add to Cart
          </Button>
          <Button
            variant="secondary"
            fullWidth
            aria-pressed={wishlisted}
            startIcon={<HeartIcon filled={wishlisted} />}
            onClick={() => onToggleWishlist(!wishlisted)}
          >
            {wishlisted ? 'Wishlisted' : 'Add to wishlist'}
          </Button>
        </Actions>
        {delivery}
        <ServiceBadges />
      </Info>
    </Layout>
  );
}
